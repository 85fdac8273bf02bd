import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CmsFaqResponse } from '@tawasul/contracts/faqs';
import { page, sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { CmsFaqScreen } from './cms-faq-screen.tsx';

const admin = sessionUser(['admin']);

function faq(position: number, questionEn: string, overrides: Partial<CmsFaqResponse> = {}): CmsFaqResponse {
  return {
    id: uuid(),
    questionEn,
    questionAr: `سؤال ${position}`,
    answerEn: `Answer ${position}`,
    answerAr: `إجابة ${position}`,
    active: true,
    position,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const FAQS = [faq(1, 'What is Tawasul?'), faq(2, 'Does it work with Salla?'), faq(3, 'Can I write in Arabic?')];

afterEach(() => vi.unstubAllGlobals());

/** The FAQs in display order, paginated like the server. */
function server() {
  return standInServer({
    'GET /api/cms/faqs': ({ query }) => {
      const number = Number(query.get('page') ?? 1);
      const size = Number(query.get('pageSize') ?? 20);
      return ok(page(FAQS.slice((number - 1) * size, number * size), { page: number, pageSize: size, total: 3 }));
    },
    'PUT /api/cms/faqs/order': () => ok({ ok: true }),
    'PATCH /api/cms/faqs/:id/active': ({ params, body }) =>
      ok({ ...FAQS.find((item) => item.id === params.id), ...(body as object) }),
  });
}

describe('CMS FAQ list', () => {
  it('lists the questions in display order, both languages, and cannot move the first up or the last down', async () => {
    server();
    renderScreen(<CmsFaqScreen />, { path: '/admin/cms-faq', user: admin });
    expect(await screen.findByText('What is Tawasul?')).toBeInTheDocument();
    expect(screen.getAllByTestId('faq-position').map((cell) => cell.textContent)).toEqual(['1', '2', '3']);
    expect(screen.getByText('سؤال 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up: What is Tawasul?' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Can I write in Arabic?' })).toBeDisabled();
  });

  it('moves a question down: it swaps places with the next one', async () => {
    const calls = server();
    renderScreen(<CmsFaqScreen />, { path: '/admin/cms-faq', user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Move down: What is Tawasul?' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/cms/faqs/order')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/cms/faqs/order')[0]?.body).toEqual({ ids: [FAQS[1]!.id, FAQS[0]!.id] });
    expect(await screen.findByText('“What is Tawasul?” is now number 2.')).toBeInTheDocument();
  });

  it('moves the first question of page 2 up past the last one of page 1', async () => {
    const calls = server();
    renderScreen(<CmsFaqScreen />, { path: '/admin/cms-faq', url: '/admin/cms-faq?page=2&pageSize=2', user: admin });
    await userEvent.click(await screen.findByRole('button', { name: 'Move up: Can I write in Arabic?' }));
    await waitFor(() => expect(calls.callsTo('PUT', '/api/cms/faqs/order')).toHaveLength(1));
    expect(calls.callsTo('PUT', '/api/cms/faqs/order')[0]?.body).toEqual({ ids: [FAQS[2]!.id, FAQS[1]!.id] });
  });

  it('offers no moving while sorted by something else than the order', async () => {
    server();
    renderScreen(<CmsFaqScreen />, { path: '/admin/cms-faq', url: '/admin/cms-faq?sort=questionEn', user: admin });
    const button = await screen.findByRole('button', { name: 'Move down: What is Tawasul?' });
    expect(button).toBeDisabled();
  });

  it('asks before hiding a question from the landing page', async () => {
    const calls = server();
    renderScreen(<CmsFaqScreen />, { path: '/admin/cms-faq', user: admin });
    await userEvent.click(await screen.findByRole('switch', { name: 'Active: What is Tawasul?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate this question?' });
    expect(calls.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(calls.callsTo('PATCH', `/api/cms/faqs/${FAQS[0]!.id}/active`)).toHaveLength(1));
    expect(calls.callsTo('PATCH', `/api/cms/faqs/${FAQS[0]!.id}/active`)[0]?.body).toEqual({ active: false });
  });

  it('requires the question and the answer in English or Arabic', async () => {
    const calls = server();
    renderScreen(<CmsFaqScreen />, { path: '/admin/cms-faq', url: '/admin/cms-faq?edit=new', user: admin });
    const form = await screen.findByRole('dialog', { name: 'New question' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getAllByText('Enter it in English or Arabic')).toHaveLength(4);
    expect(calls.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});
