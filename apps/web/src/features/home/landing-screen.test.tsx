import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingPayload, PagePayload } from '@tawasul/contracts/cms';
import { sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { LandingScreen } from './landing-screen.tsx';
import { PublicPageScreen } from './public-page-screen.tsx';

const HERO_ID = uuid();
const socialLinks = {
  facebook: 'https://facebook.com/tawasul',
  instagram: null,
  linkedIn: null,
  whatsapp: 'https://wa.me/966500000000',
  x: 'https://x.com/tawasul',
  youtube: null,
};
const pages = [{ slug: 'about', titleEn: 'About Tawasul', titleAr: 'عن تواصل', path: '/pages/about' }];

const PAYLOAD: LandingPayload = {
  landing: {
    heroTitleEn: 'Support that speaks your language',
    heroTitleAr: 'دعم يتحدث لغتك',
    heroSubtitleEn: 'One chat for every brand.',
    heroSubtitleAr: 'محادثة واحدة لكل علامة تجارية.',
    heroImageUploadId: HERO_ID,
    heroImage: { id: HERO_ID, url: `/api/uploads/${HERO_ID}` },
    features: [
      {
        titleEn: 'Live chat',
        titleAr: 'محادثة مباشرة',
        bodyEn: 'Talk now.',
        bodyAr: 'تحدث الآن.',
        icon: 'message-circle',
      },
    ],
    callToAction: { labelEn: 'Start now', labelAr: 'ابدأ الآن', url: '/login' },
    socialLinks,
    footerTextEn: '© Tawasul',
    footerTextAr: '© تواصل',
    updatedAt: '2026-11-02T10:00:00.000Z',
  },
  faqs: [{ id: uuid(), questionEn: 'What is Tawasul?', questionAr: 'ما هو تواصل؟', answerEn: 'A chat.', answerAr: '' }],
  pages,
};

const PAGE: PagePayload = {
  page: {
    slug: 'about',
    titleEn: 'About Tawasul',
    titleAr: 'عن تواصل',
    contentEn: '<h2>Who we are</h2><p>A support chat.</p>',
    contentAr: '<h2>من نحن</h2><p>محادثة دعم.</p>',
    updatedAt: '2026-11-02T10:00:00.000Z',
  },
  footer: { footerTextEn: '© Tawasul', footerTextAr: '© تواصل', socialLinks, pages },
};

afterEach(() => vi.unstubAllGlobals());

describe('landing page', () => {
  it('renders the CMS content in English from one request', async () => {
    const server = standInServer({ 'GET /_payload.json': () => ok(PAYLOAD) });
    renderScreen(<LandingScreen />, { path: '/' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Support that speaks your language' }),
    ).toBeInTheDocument();
    expect(screen.getByText('One chat for every brand.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('heading', { level: 3, name: 'Live chat' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'What is Tawasul?' }));
    expect(await screen.findByText('A chat.')).toBeInTheDocument();
    const footer = screen.getByTestId('site-footer');
    expect(within(footer).getByRole('link', { name: 'About Tawasul' })).toHaveAttribute('href', '/pages/about');
    expect(within(footer).getAllByRole('link', { name: /Facebook|WhatsApp|X/ })).toHaveLength(3);
    expect(within(footer).getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.com/tawasul');
    expect(within(footer).getByText('© Tawasul')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1);
  });

  it('renders it in Arabic under /ar, an answer missing in Arabic shown in English', async () => {
    standInServer({ 'GET /_payload.json': () => ok(PAYLOAD) });
    renderScreen(<LandingScreen />, { path: '/ar', language: 'ar' });

    expect(await screen.findByRole('heading', { level: 1, name: 'دعم يتحدث لغتك' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ابدأ الآن' })).toHaveAttribute('href', '/ar/login');
    expect(screen.getByRole('link', { name: 'عن تواصل' })).toHaveAttribute('href', '/ar/pages/about');
    expect(screen.getByRole('link', { name: 'واتساب' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'ما هو تواصل؟' }));
    expect(await screen.findByText('A chat.')).toBeInTheDocument();
  });

  it('still greets and lets people in when the content cannot be loaded', async () => {
    standInServer({ 'GET /_payload.json': () => failure(500, 'INTERNAL_ERROR') });
    renderScreen(<LandingScreen />, { path: '/' });
    expect(
      await screen.findByRole('heading', { level: 1, name: "Customer support that speaks your shoppers' language" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('offers a signed-in agent its console instead of the call to action', async () => {
    standInServer({ 'GET /_payload.json': () => ok(PAYLOAD) });
    renderScreen(<LandingScreen />, { path: '/', user: sessionUser(['agent']) });
    expect(await screen.findByTestId('open-agent-console')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Amal Haddad')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start now' })).not.toBeInTheDocument();
  });
});

describe('public CMS page', () => {
  it('renders the published page in the reader’s language, with the site footer', async () => {
    const server = standInServer({ 'GET /pages/:slug/_payload.json': () => ok(PAGE) });
    renderScreen(<PublicPageScreen />, { path: '/ar/pages/:slug', url: '/ar/pages/about', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'عن تواصل' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'من نحن' })).toBeInTheDocument();
    expect(screen.getByTestId('page-content')).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText('© تواصل')).toBeInTheDocument();
    expect(server.calls.map((call) => call.path)).toEqual(['/pages/about/_payload.json']);
  });

  it('is the 404 page for an unknown or unpublished slug', async () => {
    standInServer({ 'GET /pages/:slug/_payload.json': () => failure(404, 'PAGE_NOT_FOUND') });
    renderScreen(<PublicPageScreen />, { path: '/pages/:slug', url: '/pages/draft' });
    expect(await screen.findByTestId('error-page')).toBeInTheDocument();
    expect(screen.getByTestId('error-description').textContent).toBe('Page not found: /pages/draft');
  });
});
