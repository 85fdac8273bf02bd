import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse, QueueResponse } from '@tawasul/contracts/chats';
import { BRAND_ID, minutesAgo, uuid } from '../../../test/factories.ts';
import { failure, ok, standInServer } from '../../../test/stand-in-server.ts';
import { chat, inbox } from '../console-test-data.ts';
import { renderConsole } from '../render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const waiting = (name: string, number: number, minutes: number, overrides: Partial<ChatResponse> = {}) =>
  chat({
    number,
    status: 'waiting_for_agent',
    agent: null,
    shopper: { kind: 'guest', id: uuid(), name, phone: null, email: null },
    waitingSince: minutesAgo(minutes),
    offeredAt: null,
    acceptedAt: null,
    lastMessage: `${name} needs help`,
    ...overrides,
  });

function scene(
  options: { language?: 'en' | 'ar'; queue?: () => ReturnType<typeof ok>; load?: number; online?: boolean } = {},
) {
  let online = options.online ?? true;
  const hessa = waiting('Hessa', 1201, 4);
  const fahad = waiting('Fahad', 1202, 2);
  let queue: QueueResponse = {
    items: [
      { position: 1, chat: hessa },
      { position: 2, chat: fahad },
    ],
    canTake: (options.load ?? 0) < 2,
    load: options.load ?? 0,
    maxLoad: 2,
  };
  const taken = { ...hessa, status: 'open' as const, agent: chat().agent, acceptedAt: minutesAgo(0) };
  const mine: ChatResponse[] = [];
  const server = standInServer({
    'GET /api/chats/queue': options.queue ?? (() => ok(queue)),
    'POST /api/chats/:id/take': (request) => {
      if (request.params.id !== hessa.id) return failure(409, 'CHAT_NOT_WAITING', 'gone');
      mine.push(taken);
      return ok(taken);
    },
    'GET /api/agent/inbox': () => ok(inbox({ open: mine, load: options.load ?? mine.length, maxLoad: 2, online })),
    'PATCH /api/auth/changeOnlineStatus': (request) => {
      online = (request.body as { isOnline: boolean }).isOnline;
      return ok({ isOnline: online });
    },
    'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'GET /api/chats/:id/orders': () => ok({ items: [] }),
  });
  const view = renderConsole({ chats: () => [taken], language: options.language });
  return {
    hessa,
    fahad,
    server,
    view,
    setQueue: (next: QueueResponse) => {
      queue = next;
    },
  };
}

const openQueue = async (name: string | RegExp) => {
  const user = userEvent.setup();
  await user.click(await screen.findByText(name));
  return { user, panel: await screen.findByTestId('queue-panel') };
};

describe('the queue in the console', () => {
  it('lists the brand’s waiting chats oldest first with their place and a waiting time that runs on the clock', async () => {
    const { view } = scene();
    expect(await screen.findByTestId('queue-count')).toHaveTextContent('2');
    const { panel } = await openQueue('Queue');
    const items = within(panel).getAllByTestId('queue-item');
    expect(items.map((item) => within(item).getByTestId('queue-position').textContent)).toEqual(['1', '2']);
    expect(items[0]!).toHaveTextContent('Hessa');
    expect(items[0]!).toHaveTextContent('Position 1 · #1201');
    expect(within(items[0]!).getByTestId('queue-waiting')).toHaveTextContent('Waiting 4 min');
    act(() => view.clock.advance(2 * 60_000));
    await waitFor(() => expect(within(items[0]!).getByTestId('queue-waiting')).toHaveTextContent('Waiting 6 min'));
  });

  it('takes a chat: it opens in the conversation and the queue is read again', async () => {
    const { hessa, server, view } = scene();
    const { user } = await openQueue('Queue');
    await user.click(screen.getByRole('button', { name: 'Take chat #1201 with Hessa' }));
    await waitFor(() => expect(server.callsTo('POST', `/api/chats/${hessa.id}/take`)).toHaveLength(1));
    expect(await screen.findByText('Chat #1201 is yours now')).toBeInTheDocument();
    expect(await screen.findByTestId('conversation-title')).toHaveTextContent('Hessa');
    expect(view.router.state.location.search).toContain(`chat=${hessa.id}`);
    await waitFor(() => expect(server.callsTo('GET', '/api/chats/queue').length).toBeGreaterThan(1));
  });

  it('says why a take failed, in the reader’s language', async () => {
    scene({ language: 'ar' });
    const { user } = await openQueue('قائمة الانتظار');
    await user.click(screen.getByRole('button', { name: 'استلام المحادثة رقم 1202 مع Fahad' }));
    expect(await screen.findByText('تعذّر استلام المحادثة')).toBeInTheDocument();
  });

  it('disables Take with the reason while the agent is at its maximum (English and Arabic)', async () => {
    const first = scene({ load: 2 });
    const { panel } = await openQueue('Queue');
    expect(within(panel).getByTestId('take-blocked')).toHaveTextContent('You hold 2 of your 2 chats');
    for (const button of within(panel).getAllByRole('button', { name: /^Take chat/ })) expect(button).toBeDisabled();
    first.view.unmount();
    scene({ load: 2, language: 'ar' });
    const arabic = await openQueue('قائمة الانتظار');
    expect(within(arabic.panel).getByTestId('take-blocked')).toHaveTextContent('لديك 2 من أصل 2 محادثات مسموحة');
  });

  it('reads the queue again when the agent goes online (its own state moves no queue)', async () => {
    const { setQueue, hessa } = scene({ load: 0, online: false });
    setQueue({ items: [{ position: 1, chat: hessa }], canTake: false, load: 0, maxLoad: 2 });
    const { user, panel } = await openQueue('Queue');
    expect(await within(panel).findByTestId('take-blocked')).toHaveTextContent('You are offline');
    setQueue({ items: [{ position: 1, chat: hessa }], canTake: true, load: 0, maxLoad: 2 });
    await user.click(screen.getByText('Inbox'));
    await user.click(await screen.findByRole('button', { name: 'Go online' }));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument());
    await user.click(screen.getByText('Queue'));
    const again = await screen.findByTestId('queue-panel');
    expect(panel.isConnected).toBe(false);
    await waitFor(() => expect(within(again).getAllByTestId('queue-item')).toHaveLength(1));
    expect(within(again).queryByTestId('take-blocked')).not.toBeInTheDocument();
  });

  it('reads the queue again when the server says the brand’s queue changed', async () => {
    const { server, view, setQueue, fahad } = scene();
    const { panel } = await openQueue('Queue');
    await within(panel).findByText('Hessa');
    setQueue({ items: [{ position: 1, chat: fahad }], canTake: true, load: 0, maxLoad: 2 });
    const before = server.callsTo('GET', '/api/chats/queue').length;
    view.realtime.push('queue:changed', { brandId: BRAND_ID });
    await waitFor(() => expect(within(panel).queryByText('Hessa')).not.toBeInTheDocument());
    expect(server.callsTo('GET', '/api/chats/queue').length).toBe(before + 1);
    expect(within(panel).getByTestId('queue-position')).toHaveTextContent('1');
  });

  it('shows an empty queue, and a failed load with a retry, in both languages', async () => {
    const empty: QueueResponse = { items: [], canTake: true, load: 0, maxLoad: 2 };
    const english = scene({ queue: () => ok(empty) });
    expect((await openQueue('Queue')).panel).toHaveTextContent('Nobody is waiting');
    english.view.unmount();
    const arabic = scene({ queue: () => ok(empty), language: 'ar' });
    expect((await openQueue('قائمة الانتظار')).panel).toHaveTextContent('لا أحد بالانتظار');
    arabic.view.unmount();
    let fail = true;
    scene({ queue: () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : ok(empty)) });
    const user = userEvent.setup();
    await user.click(await screen.findByText('Queue'));
    const alert = await screen.findByTestId('load-error');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('queue-empty')).toBeInTheDocument();
  });
});
