import { notifications as toasts } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NotificationResponse } from '@tawasul/contracts/chats';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { sessionUser, uuid } from '../../test/factories.ts';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { ok, standInServer } from '../../test/stand-in-server.ts';
import { NotificationCentre } from './components/notification-centre.tsx';

const manager = sessionUser(['brand_manager']);
const CHAT_ID = '77777777-7777-4777-8777-777777777777';

function item(overrides: Partial<NotificationResponse>): NotificationResponse {
  return {
    id: uuid(),
    kind: 'chat_reopened',
    chatId: CHAT_ID,
    params: { chatNumber: 1042 },
    readAt: null,
    createdAt: '2026-11-20T09:20:00.000Z',
    ...overrides,
  };
}

const critical = item({
  kind: 'critical_message',
  params: {
    chatNumber: 1042,
    word: 'refund',
    titleEn: 'Refund request',
    titleAr: 'طلب استرداد',
    descriptionEn: 'The customer is asking for a refund.',
    descriptionAr: 'يطلب العميل استرداد المبلغ.',
  },
});
const delay = item({
  kind: 'agent_response_delay',
  params: { chatNumber: 1043, minutes: 5, titleEn: 'Agent response delay', titleAr: 'تأخر رد الموظف' },
});
const reassigned = item({
  kind: 'chat_reassigned',
  params: { chatNumber: 1044, to: 'Omar Farouk' },
  readAt: '2026-11-20T09:30:00.000Z',
});
const reopened = item({ kind: 'chat_reopened', params: { chatNumber: 1045 } });
const customer = item({ kind: 'customer_message', params: { chatNumber: 1046, name: 'Noura Aziz' } });
const guest = item({ kind: 'customer_message', params: { chatNumber: 1047, name: '' } });

const listOf = (items: NotificationResponse[]) => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 15,
  unread: items.filter((entry) => entry.readAt === null).length,
});

function render(language: 'en' | 'ar' = 'en') {
  const realtime = standInRealtime();
  const view = renderScreen(
    <RealtimeProvider client={realtime.client}>
      <NotificationCentre chatPath={(id) => `/admin/chat-management?history=${id}`} />
    </RealtimeProvider>,
    { path: '/admin', user: manager, language },
  );
  return { ...view, realtime };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.clean();
});

describe('the notification centre', () => {
  it('shows the unread count and each kind in words', async () => {
    standInServer({
      'GET /api/notifications': () => ok(listOf([critical, delay, reassigned, reopened, customer, guest])),
    });
    render();
    const bell = await screen.findByRole('button', { name: 'Notifications: 5 unread' });
    expect(screen.getByTestId('notification-count')).toHaveTextContent('5');
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(
      within(panel)
        .getAllByTestId('notification-item')
        .map((entry) => entry.querySelector('p')?.textContent),
    ).toEqual([
      'Critical word in chat #1042: Refund request.',
      'Chat #1043: Agent response delay. No agent reply for 5 minutes.',
      'Chat #1044 was given to Omar Farouk.',
      'The customer reopened chat #1045.',
      'New message from Noura Aziz in chat #1046.',
      'New message from a guest in chat #1047.',
    ]);
  });

  it('says them in Arabic', async () => {
    standInServer({ 'GET /api/notifications': () => ok(listOf([critical, delay])) });
    render('ar');
    await userEvent.click(await screen.findByRole('button', { name: 'الإشعارات: 2 غير مقروءة' }));
    const panel = await screen.findByRole('dialog', { name: 'الإشعارات' });
    expect(within(panel).getByText('كلمة حرجة في المحادثة #1042: طلب استرداد.')).toBeInTheDocument();
    // Five minutes in Arabic's plural of three to ten (issue 22: it said "5 دقيقة", the form for eleven and more).
    expect(within(panel).getByText('المحادثة #1043: تأخر رد الموظف. لم يرد الموظف منذ 5 دقائق.')).toBeInTheDocument();
  });

  it.each([
    ['en', 'Chat #1043: Agent response delay. No agent reply for 1 minute.'],
    ['ar', 'المحادثة #1043: تأخر رد الموظف. لم يرد الموظف منذ دقيقة واحدة.'],
  ] as const)('says a delay of one minute in the singular (%s)', async (language, expected) => {
    const oneMinute = { ...delay, params: { ...delay.params, minutes: 1 } };
    standInServer({ 'GET /api/notifications': () => ok(listOf([oneMinute])) });
    render(language);
    await userEvent.click(await screen.findByRole('button', { name: /1/ }));
    const panel = await screen.findByRole('dialog', { name: language === 'en' ? 'Notifications' : 'الإشعارات' });
    expect(within(panel).getByText(expected)).toBeInTheDocument();
  });

  it('adds a notification that arrives live to the top and to the count', async () => {
    standInServer({ 'GET /api/notifications': () => ok(listOf([reassigned])) });
    const { realtime } = render();
    await screen.findByRole('button', { name: 'Notifications' });
    realtime.push('notification:created', critical);
    const bell = await screen.findByRole('button', { name: 'Notifications: 1 unread' });
    await userEvent.click(bell);
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(panel).getAllByTestId('notification-item')[0]).toHaveTextContent(
      'Critical word in chat #1042: Refund request.',
    );
  });

  it('marks one read when it is opened, and takes the reader to its chat', async () => {
    const calls = standInServer({
      'GET /api/notifications': () => ok(listOf([reopened, customer])),
      'POST /api/notifications/read': () => ok({ unread: 1 }),
    });
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(within(panel).getByText('The customer reopened chat #1045.'));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
        `/admin/chat-management?history=${CHAT_ID}`,
      ),
    );
    expect(calls.callsTo('POST', '/api/notifications/read').map((call) => call.body)).toEqual([{ ids: [reopened.id] }]);
  });

  it('marks all read at once', async () => {
    const calls = standInServer({
      'GET /api/notifications': () => ok(listOf([reopened, customer])),
      'POST /api/notifications/read': () => ok({ unread: 0 }),
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications: 2 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    await userEvent.click(await within(panel).findByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(calls.callsTo('POST', '/api/notifications/read').map((call) => call.body)).toEqual([{ all: true }]);
    expect(
      within(panel)
        .queryAllByTestId('notification-item')
        .filter((entry) => entry.dataset.unread),
    ).toEqual([]);
  });

  it('says when there is nothing', async () => {
    standInServer({ 'GET /api/notifications': () => ok(listOf([])) });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('You have no notifications.')).toBeInTheDocument();
  });
});
