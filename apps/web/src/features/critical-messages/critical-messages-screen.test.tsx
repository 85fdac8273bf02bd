import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CriticalMessageResponse } from '@tawasul/contracts/chats';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { BRAND_ID, page, sessionUser } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { CriticalMessageAlerts } from './components/critical-message-alerts.tsx';
import { CriticalMessagesScreen } from './critical-messages-screen.tsx';
import { criticalMessage } from './critical-test-data.ts';

const PATH = '/admin/critical-message';
const admin = sessionUser(['admin']);
const manager = sessionUser(['brand_manager']);
const refund = criticalMessage();
const guestDelay = criticalMessage({
  chatNumber: 1043,
  shopperName: null,
  word: 'متأخر',
  titleEn: 'Late delivery',
  titleAr: 'تأخر التوصيل',
  descriptionEn: '',
  descriptionAr: '',
  excerpt: 'الطلب متأخر جدًا',
  handled: true,
});
const brandOptions = () => ok({ items: [{ id: BRAND_ID, nameEn: 'Falcon Games', nameAr: 'ألعاب الصقر' }] });

function render(options: { user?: typeof admin; language?: 'en' | 'ar'; url?: string } = {}) {
  const realtime = standInRealtime();
  const view = renderScreen(
    <RealtimeProvider client={realtime.client}>
      <CriticalMessagesScreen />
      <CriticalMessageAlerts />
    </RealtimeProvider>,
    { path: PATH, url: options.url, user: options.user ?? admin, language: options.language },
  );
  return { ...view, realtime };
}

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
  // Toasts live in Mantine's module-level store: one test's must not be found by the next.
  notifications.clean();
});

describe('critical messages', () => {
  it('lists each flagged message with brand, chat, customer, word and its title, excerpt, time and handled', async () => {
    standInServer({
      'GET /api/critical-messages': () => ok(page([refund, guestDelay])),
      'GET /api/brands/options': brandOptions,
    });
    render();
    const row = await rowOf('I want a refund for order 55, it arrived broken.');
    expect(within(row).getByText('#1042')).toBeInTheDocument();
    expect(within(row).getByText('Falcon Games')).toBeInTheDocument();
    expect(within(row).getByText('Noura Aziz')).toBeInTheDocument();
    expect(within(row).getByText('refund')).toBeInTheDocument();
    expect(within(row).getByText('Refund request')).toBeInTheDocument();
    expect(within(row).getByText('20 Nov 2026', { exact: false })).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Handled: chat #1042, refund' })).not.toBeChecked();

    const other = await rowOf('الطلب متأخر جدًا');
    expect(within(other).getByText('Guest')).toBeInTheDocument();
    expect(within(other).getByText('Late delivery')).toBeInTheDocument();
    expect(within(other).getByRole('switch')).toBeChecked();
  });

  it('shows the word’s title in Arabic for an Arabic reader', async () => {
    standInServer({
      'GET /api/critical-messages': () => ok(page([refund])),
      'GET /api/brands/options': brandOptions,
    });
    render({ language: 'ar' });
    const row = await rowOf('I want a refund for order 55, it arrived broken.');
    expect(within(row).getByText('طلب استرداد')).toBeInTheDocument();
    expect(within(row).getByText('ألعاب الصقر')).toBeInTheDocument();
  });

  it('filters by brand and handled flag on the server', async () => {
    const calls = standInServer({
      'GET /api/critical-messages': () => ok(page([refund])),
      'GET /api/brands/options': brandOptions,
    });
    render();
    await rowOf('I want a refund for order 55, it arrived broken.');
    await userEvent.click(screen.getByRole('combobox', { name: 'Handled' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Not handled', hidden: true }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Brand' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Falcon Games', hidden: true }));
    await waitFor(() => {
      const query = calls.callsTo('GET', '/api/critical-messages').at(-1)?.query;
      expect([query?.get('handled'), query?.get('brandId')]).toEqual(['false', BRAND_ID]);
    });
  });

  it('offers a brand manager no brand filter or column', async () => {
    standInServer({ 'GET /api/critical-messages': () => ok(page([refund])) });
    render({ user: manager });
    await rowOf('I want a refund for order 55, it arrived broken.');
    expect(screen.queryByRole('combobox', { name: 'Brand' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Brand' })).not.toBeInTheDocument();
  });

  it('marks a message handled, and not handled again, and says so', async () => {
    let current: CriticalMessageResponse = refund;
    const calls = standInServer({
      'GET /api/critical-messages': () => ok(page([current])),
      'GET /api/brands/options': brandOptions,
      'PATCH /api/critical-messages/:id/handled': ({ body }) => {
        current = { ...current, handled: (body as { handled: boolean }).handled };
        return ok(current);
      },
    });
    render();
    const row = await rowOf('I want a refund for order 55, it arrived broken.');
    await userEvent.click(within(row).getByRole('switch'));
    expect(await screen.findByText('Marked as handled.')).toBeInTheDocument();
    await waitFor(() => expect(within(row).getByRole('switch')).toBeChecked());
    await userEvent.click(within(row).getByRole('switch'));
    expect(await screen.findByText('Marked as not handled.')).toBeInTheDocument();
    expect(calls.callsTo('PATCH', `/api/critical-messages/${refund.id}/handled`).map((call) => call.body)).toEqual([
      { handled: true },
      { handled: false },
    ]);
  });

  it('says why a change was refused', async () => {
    standInServer({
      'GET /api/critical-messages': () => ok(page([refund])),
      'GET /api/brands/options': brandOptions,
      'PATCH /api/critical-messages/:id/handled': () => failure(404, 'MESSAGE_NOT_FOUND'),
    });
    render();
    await userEvent.click(within(await rowOf('I want a refund for order 55, it arrived broken.')).getByRole('switch'));
    expect(await screen.findByText('The message could not be updated')).toBeInTheDocument();
  });

  it('opens the chat’s history in Chat Management', async () => {
    standInServer({
      'GET /api/critical-messages': () => ok(page([refund])),
      'GET /api/brands/options': brandOptions,
    });
    const { router } = render();
    const row = await rowOf('I want a refund for order 55, it arrived broken.');
    await userEvent.click(within(row).getByRole('button', { name: 'Open the chat' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/admin/chat-management?history=${refund.chatId}`,
      ),
    );
  });

  it('shows a new flagged message live, with a toast of the word’s title and description', async () => {
    let items = [guestDelay];
    standInServer({
      'GET /api/critical-messages': () => ok(page(items)),
      'GET /api/brands/options': brandOptions,
    });
    const { realtime } = render();
    await rowOf('الطلب متأخر جدًا');
    items = [refund, guestDelay];
    realtime.push('critical:created', refund);
    const toast = await screen.findByTestId('critical-toast');
    expect(within(toast).getByText('Critical message: Refund request')).toBeInTheDocument();
    expect(within(toast).getByText('The customer is asking for a refund.')).toBeInTheDocument();
    expect(within(toast).getByText('Chat #1042, Falcon Games')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /I want a refund for order 55/ })).toBeInTheDocument();
  });

  it('says the alert in Arabic to an Arabic reader', async () => {
    standInServer({
      'GET /api/critical-messages': () => ok(page([])),
      'GET /api/brands/options': brandOptions,
    });
    const { realtime } = render({ language: 'ar' });
    await screen.findByTestId('list-empty');
    expect(await screen.findByRole('combobox', { name: 'العلامة التجارية' })).toBeInTheDocument();
    realtime.push('critical:created', refund);
    const toast = await screen.findByTestId('critical-toast');
    expect(within(toast).getByText('رسالة حرجة: طلب استرداد')).toBeInTheDocument();
    expect(within(toast).getByText('يطلب العميل استرداد المبلغ.')).toBeInTheDocument();
    expect(within(toast).getByText('فتح المحادثة')).toBeInTheDocument();
  });
});
