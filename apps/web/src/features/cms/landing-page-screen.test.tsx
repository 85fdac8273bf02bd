import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LandingPageResponse } from '@tawasul/contracts/cms';
import { sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { LandingPageFormScreen } from './landing-page-screen.tsx';

const admin = sessionUser(['admin']);
const HERO_ID = uuid();

function landing(overrides: Partial<LandingPageResponse> = {}): LandingPageResponse {
  return {
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
      { titleEn: 'Reports', titleAr: 'تقارير', bodyEn: '', bodyAr: '', icon: 'chart-bar' },
    ],
    callToAction: { labelEn: 'Sign in', labelAr: 'تسجيل الدخول', url: '/login' },
    socialLinks: {
      facebook: 'https://facebook.com/tawasul',
      instagram: null,
      linkedIn: null,
      whatsapp: 'https://wa.me/966500000000',
      x: null,
      youtube: null,
    },
    footerTextEn: '© Tawasul',
    footerTextAr: '© تواصل',
    updatedAt: '2026-11-02T10:00:00.000Z',
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

function server(record = landing(), save = (body: unknown) => ok({ ...record, ...(body as object) })) {
  return standInServer({
    'GET /api/cms/landing-page': () => ok(record),
    'PUT /api/cms/landing-page': ({ body }) => save(body),
  });
}

async function openForm(language: 'en' | 'ar' = 'en') {
  renderScreen(<LandingPageFormScreen />, { path: '/admin/landing-page-form', user: admin, language });
  const title = language === 'en' ? 'Title (English)' : 'العنوان (بالإنجليزية)';
  const field = await screen.findAllByRole('textbox', { name: new RegExp(`^${title.replace(/[()]/g, '\\$&')}`) });
  return field[0]!.closest('form') as HTMLElement;
}

const fieldOf = (form: HTMLElement, name: RegExp) =>
  within(form).getAllByRole('textbox', { name })[0]!.closest('.mantine-InputWrapper-root') as HTMLElement;

/** Replaces a field's text in one go (typing key by key into this long form is slow in jsdom). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

const saveButton = (form: HTMLElement) => within(form).getByRole('button', { name: 'Save' });

describe('landing page form', () => {
  it('shows what is saved: hero, blocks, call to action, social links with their icons, footer', async () => {
    server();
    const form = await openForm();
    expect(within(form).getAllByRole('textbox', { name: /^Title \(English\)/ })[0]).toHaveValue(
      'Support that speaks your language',
    );
    expect(within(form).getAllByTestId('feature-block')).toHaveLength(2);
    expect(within(form).getByRole('textbox', { name: 'Facebook' })).toHaveValue('https://facebook.com/tawasul');
    expect(within(form).getByRole('textbox', { name: 'X' })).toHaveValue('');
    for (const channel of ['Facebook', 'Instagram', 'LinkedIn', 'WhatsApp', 'X', 'YouTube'])
      expect(within(form).getByRole('textbox', { name: channel })).toBeInTheDocument();
    expect(within(form).getByTestId('upload-preview')).toBeInTheDocument();
  });

  it('saves the whole form with a toast: blank links as none, blocks in their new order, the image by its id', async () => {
    const calls = server();
    const form = await openForm();
    await fill(within(form).getByRole('textbox', { name: 'X' }), 'https://x.com/tawasul');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'WhatsApp' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Move block 2 up' }));
    await userEvent.click(saveButton(form));

    await waitFor(() => expect(calls.callsTo('PUT', '/api/cms/landing-page')).toHaveLength(1));
    const body = calls.callsTo('PUT', '/api/cms/landing-page')[0]?.body as Record<string, unknown>;
    expect(body.socialLinks).toEqual({
      facebook: 'https://facebook.com/tawasul',
      instagram: null,
      linkedIn: null,
      whatsapp: null,
      x: 'https://x.com/tawasul',
      youtube: null,
    });
    expect((body.features as { titleEn: string }[]).map((feature) => feature.titleEn)).toEqual([
      'Reports',
      'Live chat',
    ]);
    expect(body.features).not.toContainEqual(expect.objectContaining({ key: expect.anything() }));
    expect(body.heroImageUploadId).toBe(HERO_ID);
    expect(await screen.findByText('The landing page has been saved.')).toBeInTheDocument();
  });

  it('requires the hero title, the call to action and each block title in both languages', async () => {
    const calls = server();
    const form = await openForm();
    await userEvent.clear(within(form).getAllByRole('textbox', { name: /^Title \(Arabic\)/ })[0]!);
    await userEvent.clear(within(form).getByRole('textbox', { name: /^Button label \(English\)/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add block' }));
    expect(within(form).getAllByTestId('feature-block')).toHaveLength(3);
    await userEvent.click(saveButton(form));

    expect(within(fieldOf(form, /^Title \(Arabic\)/)).getByText('Required')).toBeInTheDocument();
    expect(within(fieldOf(form, /^Button label \(English\)/)).getByText('Required')).toBeInTheDocument();
    const newBlock = within(form).getAllByTestId('feature-block')[2]!;
    expect(within(newBlock).getAllByText('Required')).toHaveLength(2);
    expect(calls.callsTo('PUT', '/api/cms/landing-page')).toHaveLength(0);
  });

  it('refuses a social link that is not a web address, and a call to action that is neither a path nor one', async () => {
    const calls = server();
    const form = await openForm();
    await fill(within(form).getByRole('textbox', { name: 'YouTube' }), 'youtube dot com');
    await fill(within(form).getByRole('textbox', { name: /^Button link/ }), 'javascript:alert(1)');
    await userEvent.click(saveButton(form));

    expect(within(fieldOf(form, /^YouTube/)).getByText('Invalid url')).toBeInTheDocument();
    expect(
      within(fieldOf(form, /^Button link/)).getByText('Enter an address starting with https:// or /'),
    ).toBeInTheDocument();
    expect(calls.callsTo('PUT', '/api/cms/landing-page')).toHaveLength(0);
  });

  it('removes a block', async () => {
    const calls = server();
    const form = await openForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove block 1' }));
    expect(within(form).getAllByTestId('feature-block')).toHaveLength(1);
    await userEvent.click(saveButton(form));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/cms/landing-page')).toHaveLength(1));
    const body = calls.callsTo('PUT', '/api/cms/landing-page')[0]?.body as { features: { titleEn: string }[] };
    expect(body.features.map((feature) => feature.titleEn)).toEqual(['Reports']);
  });

  it("puts the server's refusal of the hero image on the image field, in Arabic", async () => {
    server(landing(), () => ({
      status: 400,
      body: {
        error: {
          code: 'VALIDATION_FAILED',
          message: 'invalid',
          details: [{ path: ['heroImageUploadId'], key: 'validation.uploadedImage' }],
        },
      },
    }));
    const form = await openForm('ar');
    await userEvent.click(within(form).getByRole('button', { name: 'حفظ' }));
    expect(await within(form).findByText('اختر صورة مرفوعة')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    standInServer({ 'GET /api/cms/landing-page': () => failure(500, 'INTERNAL_ERROR') });
    renderScreen(<LandingPageFormScreen />, { path: '/admin/landing-page-form', user: admin });
    expect(await screen.findByTestId('load-error')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
