import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import { BRAND_ID, faq, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { failure, ok, standInServer, type StandInAnswer } from '../../test/stand-in-server.ts';
import { brandOptions } from './faq-test-data.ts';
import { FaqsScreen } from './faqs-screen.tsx';

const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);

const fresh = faq({ position: 1, questionEn: 'How fresh are the dates?', questionAr: 'ما مدى طزاجة التمور؟' });
const abroad = faq({ position: 2, questionEn: 'Do you ship abroad?', questionAr: 'هل تشحنون إلى الخارج؟' });
const gift = faq({
  position: 3,
  questionEn: 'Can I send a gift?',
  questionAr: 'هل يمكنني إرسال هدية؟',
  active: false,
});
const FAQS = [fresh, abroad, gift];

afterEach(() => vi.unstubAllGlobals());

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

/** The questions of reorder mode, top to bottom, in English. */
const shownOrder = () =>
  within(screen.getByTestId('faq-order'))
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByText(/\?$/)[0]?.textContent);

function orderServer(items: FaqResponse[], reorder: () => StandInAnswer | Promise<StandInAnswer>) {
  return standInServer({
    'GET /api/faqs': ({ query }) => {
      const size = Number(query.get('pageSize'));
      const number = Number(query.get('page'));
      return ok(
        page(items.slice((number - 1) * size, number * size), { page: number, pageSize: size, total: items.length }),
      );
    },
    'GET /api/brands/options': brandOptions,
    'PUT /api/faqs/order': reorder,
  });
}

describe('FAQ list', () => {
  it('shows each question with its order, both languages, the answer and whether it is active', async () => {
    standInServer({ 'GET /api/faqs': () => ok(page(FAQS)), 'GET /api/brands/options': brandOptions });
    renderScreen(<FaqsScreen />, { path: '/admin/faq', user: admin });

    const row = await rowOf('Do you ship abroad?');
    expect(within(row).getByText('2')).toBeInTheDocument();
    expect(within(row).getByText('هل تشحنون إلى الخارج؟')).toBeInTheDocument();
    expect(within(row).getByText('Yes, to every GCC country.')).toBeInTheDocument();
    const giftRow = await rowOf('Can I send a gift?');
    expect(within(giftRow).getByRole('switch', { name: 'Active: Can I send a gift?' })).not.toBeChecked();
    expect(screen.getByText('1–3 of 3')).toBeInTheDocument();
  });

  it("lists a brand manager's own brand, with no brand to pick", async () => {
    const server = standInServer({ 'GET /api/faqs': () => ok(page(FAQS)) });
    renderScreen(<FaqsScreen />, { path: '/admin/faq', user: manager });
    await screen.findByText('Do you ship abroad?');
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(server.callsTo('GET', '/api/faqs')[0]?.query.get('brandId')).toBe(BRAND_ID);
  });

  it('filters by active and searches on the server', async () => {
    const server = standInServer({ 'GET /api/faqs': () => ok(page(FAQS)), 'GET /api/brands/options': brandOptions });
    renderScreen(<FaqsScreen />, { path: '/admin/faq', user: admin });
    await screen.findByText('Do you ship abroad?');
    await userEvent.click(screen.getByLabelText('Active', { selector: 'input' }));
    // The dropdown is still in its opening transition in jsdom: pick the option directly.
    fireEvent.click(await screen.findByRole('option', { name: 'Inactive', hidden: true }));
    await waitFor(() => expect(server.callsTo('GET', '/api/faqs').at(-1)?.query.get('active')).toBe('false'));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'gift');
    await waitFor(() => expect(server.callsTo('GET', '/api/faqs').at(-1)?.query.get('search')).toBe('gift'));
    expect(server.callsTo('GET', '/api/faqs').at(-1)?.query.get('active')).toBe('false');
  });

  it('asks before hiding a question from the widget', async () => {
    const server = standInServer({
      'GET /api/faqs': () => ok(page(FAQS)),
      'GET /api/brands/options': brandOptions,
      'PATCH /api/faqs/:id/active': () => ok({ ...abroad, active: false }),
    });
    renderScreen(<FaqsScreen />, { path: '/admin/faq', user: admin });
    await userEvent.click(
      within(await rowOf('Do you ship abroad?')).getByRole('switch', { name: 'Active: Do you ship abroad?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide this question?' });
    expect(server.calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The question is now hidden from the widget.')).toBeInTheDocument();
    expect(server.callsTo('PATCH', `/api/faqs/${abroad.id}/active`)[0]?.body).toEqual({ active: false });
  });

  it('asks before deleting', async () => {
    const server = standInServer({
      'GET /api/faqs': () => ok(page(FAQS)),
      'GET /api/brands/options': brandOptions,
      'DELETE /api/faqs/:id': () => ok({ ok: true }),
    });
    renderScreen(<FaqsScreen />, { path: '/admin/faq', user: admin });
    await userEvent.click(within(await rowOf('Do you ship abroad?')).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this question?' });
    expect(within(dialog).getByText(/“Do you ship abroad\?” will be deleted/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The question has been deleted.')).toBeInTheDocument();
    expect(server.callsTo('DELETE', `/api/faqs/${abroad.id}`)).toHaveLength(1);
  });

  it('opens a question in a drawer from ?view=ID, in both languages', async () => {
    standInServer({
      'GET /api/faqs': () => ok(page(FAQS)),
      'GET /api/faqs/:id': () => ok(abroad),
      'GET /api/brands/options': brandOptions,
    });
    renderScreen(<FaqsScreen />, { path: '/admin/faq', url: `/admin/faq?view=${abroad.id}`, user: admin });
    const drawer = await screen.findByRole('dialog', { name: 'Question' });
    expect(
      within(await within(drawer).findByTestId('faq-ar')).getByText('نعم، إلى جميع دول الخليج.'),
    ).toBeInTheDocument();
    expect(within(drawer).getByTestId('faq-en')).toHaveTextContent('Do you ship abroad?');
    expect(within(drawer).getByText(abroad.id)).toBeInTheDocument();
  });
});

describe('reorder mode', () => {
  it("shows the brand's whole list in display order, page after page, active or not", async () => {
    const many = Array.from({ length: 103 }, (_, index) =>
      faq({ position: index + 1, questionEn: `Question ${index + 1}?`, questionAr: `السؤال ${index + 1}؟` }),
    );
    const server = orderServer(many, () => ok({ ok: true }));
    renderScreen(<FaqsScreen />, { path: '/admin/faq', url: '/admin/faq?mode=order&search=x', user: admin });
    expect(await screen.findByText('Question 103?')).toBeInTheDocument();
    expect(shownOrder()).toHaveLength(103);
    const pages = server.callsTo('GET', '/api/faqs').map((call) => Object.fromEntries(call.query));
    expect(pages).toEqual([
      { brandId: BRAND_ID, page: '1', pageSize: '100', sort: 'position', order: 'asc' },
      { brandId: BRAND_ID, page: '2', pageSize: '100', sort: 'position', order: 'asc' },
    ]);
    // No search, no filter: the order is the whole list's.
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    // 103 draggable rows in jsdom: well over the default 20 s on a busy 2-core machine.
  }, 60_000);

  it('moves a question down at once and saves the whole new order', async () => {
    let answer: (value: StandInAnswer) => void = () => {};
    const server = orderServer(FAQS, () => new Promise((resolve) => (answer = resolve)));
    renderScreen(<FaqsScreen />, { path: '/admin/faq', url: '/admin/faq?mode=order', user: admin });
    await screen.findByText('How fresh are the dates?');
    expect(shownOrder()).toEqual(['How fresh are the dates?', 'Do you ship abroad?', 'Can I send a gift?']);

    const down = screen.getByRole('button', { name: 'Move down: How fresh are the dates?' });
    await userEvent.click(down);
    // Shown before the server has answered.
    expect(shownOrder()).toEqual(['Do you ship abroad?', 'How fresh are the dates?', 'Can I send a gift?']);
    expect(screen.getByTestId('faq-order-state').textContent).toBe('Saving the order…');
    expect(server.callsTo('PUT', '/api/faqs/order')[0]?.body).toEqual({
      ids: [abroad.id, fresh.id, gift.id],
      brandId: BRAND_ID,
    });
    // The moved question's button keeps the focus, so it can be moved again.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Move down: How fresh are the dates?' })).toHaveFocus(),
    );
    expect(screen.getByRole('status').textContent).toBe('“How fresh are the dates?” moved to position 2 of 3.');

    answer(ok({ ok: true }));
    await waitFor(() => expect(screen.getByTestId('faq-order-state').textContent).toBe('Order saved'));
  });

  it('puts the previous order back when the server refuses the new one, and says so', async () => {
    const server = orderServer(FAQS, () => failure(404, 'FAQ_NOT_FOUND'));
    renderScreen(<FaqsScreen />, { path: '/admin/faq', url: '/admin/faq?mode=order', user: admin });
    await screen.findByText('Can I send a gift?');
    await userEvent.click(screen.getByRole('button', { name: 'Move up: Can I send a gift?' }));

    const toast = (await screen.findByText('FAQ not found.')).closest('.mantine-Notification-root') as HTMLElement;
    expect(within(toast).getByText('The new order was not saved, so the previous one is back')).toBeInTheDocument();
    expect(shownOrder()).toEqual(['How fresh are the dates?', 'Do you ship abroad?', 'Can I send a gift?']);
    expect(server.callsTo('PUT', '/api/faqs/order')).toHaveLength(1);
  });

  it('has nothing to move past either end', async () => {
    orderServer(FAQS, () => ok({ ok: true }));
    renderScreen(<FaqsScreen />, { path: '/admin/faq', url: '/admin/faq?mode=order', user: admin });
    await screen.findByText('How fresh are the dates?');
    expect(screen.getByRole('button', { name: 'Move up: How fresh are the dates?' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Can I send a gift?' })).toBeDisabled();
    // Each question has a drag handle a keyboard can reach, named after it and its place.
    const handle = screen.getByRole('button', { name: 'Move “Do you ship abroad?”, position 2 of 3' });
    expect(handle).toHaveAttribute('tabindex', '0');
  });
});
