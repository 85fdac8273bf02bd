import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications as toasts } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { addCustomerAreaResources } from '../../lib/i18n/customer-area-resources.ts';
import { RealtimeProvider } from '../../lib/realtime/realtime-context.tsx';
import { renderScreen } from '../../test/render-screen.tsx';
import { standInRealtime } from '../../test/stand-in-realtime.ts';
import { failure, ok, standInServer, type StandInAnswer, type StandInRequest } from '../../test/stand-in-server.ts';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { CustomerAreaScreen } from './customer-area-screen.tsx';
import { chatPage, closedChat, customer, message, notification, shopperChat } from './customer-area-test-data.ts';

const PATH = '/customer';

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.clean();
});

/** The customer layout adds the area's texts before the screen renders; so does this. */
function WithAreaTexts({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  addCustomerAreaResources(i18n);
  return children;
}

type Routes = Record<string, (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>>;

const live = shopperChat();
const closed = closedChat();

function server(routes: Routes = {}) {
  return standInServer({
    'GET /api/shopper/chats': () => ok(chatPage([live, closed])),
    'GET /api/shopper/notifications': () => ok({ items: [], total: 0, unread: 0 }),
    'GET /api/shopper/orders': () => ok({ items: [] }),
    'GET /api/chats/:id': (request) => {
      const found = [live, closed].find((chat) => chat.id === request.params.id);
      return found ? ok(found) : failure(404, 'CHAT_ROOM_NOT_FOUND');
    },
    ...routes,
  });
}

function render(options: { url?: string; language?: 'en' | 'ar' } = {}) {
  const realtime = standInRealtime();
  const view = renderScreen(
    <RealtimeProvider client={realtime.client}>
      <WithAreaTexts>
        <CustomerAreaScreen />
      </WithAreaTexts>
    </RealtimeProvider>,
    { path: PATH, url: options.url, user: customer(), language: options.language },
  );
  return { ...view, realtime };
}

const chatCards = async (name = 'Your chats') => {
  await screen.findByRole('list', { name });
  return screen.getAllByTestId('customer-chat');
};
const lastQuery = (calls: ReturnType<typeof server>) => calls.callsTo('GET', '/api/shopper/chats').at(-1)?.query;

describe('my chats', () => {
  it('lists each chat with its brand, status, last message and last activity, and the way back into it', async () => {
    server();
    render();
    expect(screen.getByTestId('chats-skeleton')).toBeTruthy();
    const [first, second] = await chatCards();
    expect(within(first!).getByText('Nakheel Dates')).toBeTruthy();
    expect(within(first!).getByText('Chat #1042')).toBeTruthy();
    expect(within(first!).getByText('In progress')).toBeTruthy();
    expect(within(first!).getByText('Where is my order?')).toBeTruthy();
    expect(within(first!).getByText(/Last activity: 20 Nov 2026/)).toBeTruthy();
    expect(within(first!).getByRole('button', { name: 'Continue your chat with Nakheel Dates' })).toBeTruthy();

    expect(within(second!).getByText('Qamar Electronics')).toBeTruthy();
    expect(within(second!).getByText('Closed')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Read your chat with Qamar Electronics' })).toBeTruthy();
    expect(screen.getByTestId('chats-range').textContent).toBe('1–2 of 2');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Noura Aziz' })).toBeTruthy();
  });

  it('says “No messages yet” only of a chat without any, not of one whose last line was a system line', async () => {
    const untouched = shopperChat({ number: 1050, status: 'new', agent: null, lastMessageAt: null, lastMessage: '' });
    // Closing posts "You closed the chat.", which has no text to preview.
    const closedByShopper = closedChat({ number: 1051, closeReason: 'shopper', lastMessage: '' });
    server({ 'GET /api/shopper/chats': () => ok(chatPage([untouched, closedByShopper])) });
    render();
    const [first, second] = await chatCards();
    expect(within(first!).queryByText('No messages yet')).toBeTruthy();
    expect(within(second!).queryByText('No messages yet')).toBeNull();
  });

  it('names brands and statuses in Arabic', async () => {
    server();
    render({ language: 'ar' });
    const [first, second] = await chatCards('محادثاتك');
    expect(within(first!).getByText('تمور النخيل')).toBeTruthy();
    expect(within(first!).getByText('جارية')).toBeTruthy();
    expect(within(second!).getByText('قمر للإلكترونيات')).toBeTruthy();
    expect(within(second!).getByText('مغلقة')).toBeTruthy();
  });

  it('searches (after a pause in typing), filters by status and pages on the server, keeping it in the address', async () => {
    const chats = Array.from({ length: 20 }, (_, index) => shopperChat({ number: 2000 + index }));
    const calls = server({
      'GET /api/shopper/chats': (request) => ok(chatPage(request.query.get('page') === '2' ? [closed] : chats, 21)),
    });
    const { router } = render();
    await chatCards();
    expect(screen.getByTestId('chats-range').textContent).toBe('1–20 of 21');

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(calls)?.get('page')).toBe('2'));
    expect(await screen.findByText('Qamar Electronics')).toBeTruthy();
    expect(screen.getByTestId('chats-range').textContent).toBe('21–21 of 21');

    const before = calls.callsTo('GET', '/api/shopper/chats').length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'order');
    await waitFor(() => expect(lastQuery(calls)?.get('search')).toBe('order'));
    // One request for the whole word, not one a letter; and back to the first page.
    expect(calls.callsTo('GET', '/api/shopper/chats').length).toBe(before + 1);
    expect(lastQuery(calls)?.get('page')).toBe('1');

    fireEvent.click(screen.getByRole('radio', { name: 'Closed' }));
    await waitFor(() => expect(lastQuery(calls)?.get('status')).toBe('closed'));
    expect(lastQuery(calls)?.get('search')).toBe('order');
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('closed');
  });

  it('says so when there are no chats, and when none matches', async () => {
    server({ 'GET /api/shopper/chats': () => ok(chatPage([])) });
    render();
    const empty = await screen.findByTestId('chats-empty');
    expect(within(empty).getByText('You have no chats yet')).toBeTruthy();
    expect(within(empty).getByText(/Start a chat from a brand's store/)).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'Active' }));
    const filtered = await screen.findByText('No chat matches');
    expect(
      within(filtered.closest('[data-testid="chats-empty"]') as HTMLElement).getByText(/show all your chats/),
    ).toBeTruthy();
  });

  it('shows a failure in the reader’s language and tries again', async () => {
    let fail = true;
    server({
      'GET /api/shopper/chats': () => (fail ? failure(500, 'INTERNAL_ERROR') : ok(chatPage([live]))),
    });
    render();
    const alert = await screen.findByTestId('load-error');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect((await chatCards()).length).toBe(1);
  });

  it('reads the list again when a chat changes or a notification arrives', async () => {
    let items: ChatResponse[] = [live];
    const calls = server({ 'GET /api/shopper/chats': () => ok(chatPage(items)) });
    const { realtime } = render();
    await chatCards();
    expect(realtime.listening('chat:updated')).toBe(true);
    expect(realtime.listening('shopper:notification')).toBe(true);

    // The chat on the page changes: its card says so at once.
    const reads = calls.callsTo('GET', '/api/shopper/chats').length;
    realtime.push('chat:updated', { ...live, status: 'closed', closedAt: '2026-11-20T10:00:00.000Z' });
    expect(await within(screen.getAllByTestId('customer-chat')[0]!).findByText('Closed')).toBeTruthy();
    expect(calls.callsTo('GET', '/api/shopper/chats')).toHaveLength(reads);

    // A new chat starts elsewhere: the list is read again (once for both events) and shows it.
    const started = shopperChat({ number: 3001, status: 'waiting_for_agent', lastMessage: 'Hi there' });
    items = [started, live];
    const before = calls.callsTo('GET', '/api/shopper/chats').length;
    realtime.push('shopper:notification', notification({ chatId: started.id, kind: 'agent_assigned' }));
    expect(await screen.findByText('Hi there')).toBeTruthy();
    expect(within(screen.getAllByTestId('customer-chat')[0]!).getByText('Waiting for an agent')).toBeTruthy();
    expect(calls.callsTo('GET', '/api/shopper/chats').length).toBe(before + 1);
  });
});

describe('continuing a live chat', () => {
  it('opens the brand’s widget for the chat in a side panel, in the reader’s language', async () => {
    server();
    const { router } = render();
    const [first] = await chatCards();
    await userEvent.click(within(first!).getByRole('button', { name: /Continue your chat/ }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with Nakheel Dates' });
    const frame = within(panel).getByTitle('Chat with Nakheel Dates') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`/widget?id=demo-nakheel&locale=en&chat=${live.id}&embed=panel`);
    expect(new URLSearchParams(router.state.location.search).get('chat')).toBe(live.id);
  });

  it('opens from a link, in Arabic, and closes when the widget asks to', async () => {
    const calls = server();
    const { router } = render({ url: `${PATH}?chat=${live.id}`, language: 'ar' });
    const panel = await screen.findByRole('dialog', { name: 'المحادثة مع تمور النخيل' });
    const frame = within(panel).getByTestId('widget-frame') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(`/widget?id=demo-nakheel&locale=ar&chat=${live.id}&embed=panel`);
    expect(calls.callsTo('GET', `/api/chats/${live.id}`)).toHaveLength(1);

    // Another page's message is ignored; the widget's own request (Escape inside the frame) closes the panel.
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', { data: { type: 'tawasul:close' }, origin: 'https://elsewhere.test' }),
      );
    });
    expect(new URLSearchParams(router.state.location.search).get('chat')).toBe(live.id);
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'tawasul:close' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('reading a closed chat', () => {
  it('shows the transcript in Arabic: system messages in the reader’s words, files, deleted messages, earlier pages', async () => {
    const older = [message(closed.id, { body: 'أول رسالة' })];
    const latest = [
      message(closed.id, { body: 'أين طلبي؟' }),
      message(closed.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'agentAssigned',
        systemParams: { name: 'Sara' },
      }),
      message(closed.id, {
        kind: 'canned',
        author: { kind: 'agent', id: null, name: 'Sara Alqahtani', nameAr: 'سارة القحطاني', image: null },
        body: 'طريقة تتبع الطلب',
        attachments: [
          {
            kind: 'image',
            uploadId: '33333333-3333-4333-8333-333333333333',
            url: '/api/uploads/33333333-3333-4333-8333-333333333333',
            name: 'tracking.png',
            mimeType: 'image/png',
            size: 2048,
          },
          {
            kind: 'document',
            uploadId: '44444444-4444-4444-8444-444444444444',
            url: '/api/uploads/44444444-4444-4444-8444-444444444444',
            name: 'invoice.pdf',
            mimeType: 'application/pdf',
            size: 4096,
          },
        ],
      }),
      message(closed.id, { body: '', deletedAt: '2026-11-18T11:30:00.000Z' }),
      message(closed.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'closed.agent',
      }),
    ];
    const calls = server({
      'GET /api/chats/:id': () => ok(closed),
      'GET /api/chats/:id/messages': (request) =>
        request.query.get('before') ? ok({ items: older, hasMore: false }) : ok({ items: latest, hasMore: true }),
    });
    render({ url: `${PATH}?view=${closed.id}`, language: 'ar' });
    const drawer = await screen.findByRole('dialog', { name: 'المحادثة #1001 مع قمر للإلكترونيات' });
    const transcript = await within(drawer).findByRole('region', { name: 'رسائل المحادثة #1001' });

    const system = within(transcript).getAllByTestId('system-message');
    expect(system.map((line) => line.dataset.key)).toEqual(['agentAssigned', 'closed.agent']);
    expect(within(system[1]!).getByText('أغلق الموظف المحادثة.')).toBeTruthy();
    expect(within(system[0]!).getByText('انضم \u2068Sara\u2069 إلى المحادثة.')).toBeTruthy();

    expect(within(transcript).getByText('أين طلبي؟')).toBeTruthy();
    expect(within(transcript).getByText('طريقة تتبع الطلب')).toBeTruthy();
    // The agent is named in the reader's language.
    expect(within(transcript).getByText('سارة القحطاني')).toBeTruthy();
    expect(within(transcript).queryByText('Sara Alqahtani')).toBeNull();
    expect(within(transcript).getByRole('link', { name: 'tracking.png' })).toBeTruthy();
    expect(within(transcript).getByRole('link', { name: 'تنزيل invoice.pdf' })).toBeTruthy();
    expect(within(transcript).getByText('تم حذف هذه الرسالة')).toBeTruthy();
    expect(within(transcript).getAllByText('أنت').length).toBeGreaterThan(0);

    await userEvent.click(within(drawer).getByRole('button', { name: 'تحميل الرسائل السابقة' }));
    expect(await within(transcript).findByText('أول رسالة')).toBeTruthy();
    const before = calls.callsTo('GET', `/api/chats/${closed.id}/messages`).at(-1)?.query.get('before');
    expect(before).toBe(String(latest[0]!.seq));
    expect(within(drawer).queryByRole('button', { name: 'تحميل الرسائل السابقة' })).toBeNull();
  });

  describe('names agents in system lines in the reader’s language, in English where they have no Arabic name', () => {
    const lines = [
      message(closed.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'agentAssigned',
        systemParams: { name: 'Sara Alqahtani', nameAr: 'سارة القحطاني' },
      }),
      message(closed.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'transferred',
        systemParams: { from: 'Sara Alqahtani', fromAr: 'سارة القحطاني', to: 'Omar Farouk' },
      }),
    ];
    it.each([
      ['en', ['Sara Alqahtani joined the chat.', 'Your chat was transferred from Sara Alqahtani to Omar Farouk.']],
      ['ar', ['انضم سارة القحطاني إلى المحادثة.', 'نُقلت محادثتك من سارة القحطاني إلى \u2068Omar Farouk\u2069.']],
    ] as const)('%s', async (language, expected) => {
      server({
        'GET /api/chats/:id': () => ok(closed),
        'GET /api/chats/:id/messages': () => ok({ items: lines, hasMore: false }),
      });
      render({ url: `${PATH}?view=${closed.id}`, language });
      const system = await screen.findAllByTestId('system-message');
      expect(system.map((line) => line.querySelector('p')?.textContent)).toEqual(expected);
    });
  });

  it('opens from the list, and writing again continues the chat in the brand’s widget', async () => {
    server({ 'GET /api/chats/:id/messages': () => ok({ items: [message(closed.id)], hasMore: false }) });
    const { router } = render();
    const [, second] = await chatCards();
    await userEvent.click(within(second!).getByRole('button', { name: /Read your chat/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Chat #1001 with Qamar Electronics' });
    expect(await within(drawer).findByText('Hello')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('view')).toBe(closed.id);

    await userEvent.click(within(drawer).getByRole('button', { name: 'Write again' }));
    const panel = await screen.findByRole('dialog', { name: 'Chat with Qamar Electronics' });
    expect(within(panel).getByTestId('widget-frame').getAttribute('src')).toBe(
      `/widget?id=demo-qamar&locale=en&chat=${closed.id}&embed=panel`,
    );
  });
});

describe('my orders', () => {
  it('explains that orders appear once a brand’s store is connected', async () => {
    server();
    render({ url: `${PATH}?tab=orders` });
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('No orders to show yet')).toBeTruthy();
    expect(within(empty).getByText(/once a brand you shop with connects its store/)).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'My orders', selected: true })).toBeTruthy();
  });

  it('is a tab away, kept in the address', async () => {
    server();
    const { router } = render();
    await chatCards();
    await userEvent.click(screen.getByRole('tab', { name: 'My orders' }));
    expect(await screen.findByTestId('orders-empty')).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=orders');
  });
});

describe('my notifications', () => {
  function notificationServer(items: ShopperNotification[], routes: Routes = {}) {
    const state = { items };
    const unread = () => state.items.filter((item) => item.readAt === null).length;
    const calls = server({
      'GET /api/shopper/notifications': () => ok({ items: state.items, total: state.items.length, unread: unread() }),
      'POST /api/shopper/notifications/read': (request) => {
        const body = request.body as { ids?: string[]; all?: true };
        state.items = state.items.map((item) =>
          body.all || body.ids?.includes(item.id) ? { ...item, readAt: '2026-11-20T10:00:00.000Z' } : item,
        );
        return ok({ unread: unread() });
      },
      ...routes,
    });
    return calls;
  }

  it('lists them in words with the unread count, and marks all read', async () => {
    const calls = notificationServer([
      notification(),
      notification({ kind: 'agent_assigned', agentName: null, preview: null }),
      notification({ kind: 'chat_closed', readAt: '2026-11-19T10:00:00.000Z', agentName: null, preview: null }),
    ]);
    render({ url: `${PATH}?tab=notifications` });
    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const items = within(list).getAllByTestId('customer-notification');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Sara from Nakheel Dates replied to you.',
      'An agent from Nakheel Dates is answering your chat.',
      'Your chat with Nakheel Dates was closed.',
    ]);
    expect(within(items[0]!).getByText('Your order ships today.')).toBeTruthy();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('2 unread');
    expect(screen.getByRole('tab', { name: /Notifications/ }).textContent).toContain('2');

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('0 unread'));
    expect(calls.callsTo('POST', '/api/shopper/notifications/read')[0]?.body).toEqual({ all: true });
    expect(
      within(list)
        .getAllByTestId('customer-notification')
        .every((item) => !item.dataset.unread),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('tab', { name: /Notifications/ }).textContent).toBe('Notifications');
  });

  it('marks one read, and opens its chat when clicked', async () => {
    const chatId = live.id;
    const first = notification({ chatId });
    const second = notification({ kind: 'agent_assigned' });
    const calls = notificationServer([first, second], { 'GET /api/chats/:id': () => ok(live) });
    const { router } = render({ url: `${PATH}?tab=notifications` });
    await screen.findByRole('list', { name: 'Your notifications' });

    await userEvent.click(
      screen.getByRole('button', { name: 'Mark as read: Sara from Nakheel Dates is answering your chat.' }),
    );
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread'));
    expect(calls.callsTo('POST', '/api/shopper/notifications/read')[0]?.body).toEqual({ ids: [second.id] });

    await userEvent.click(screen.getByText('Sara from Nakheel Dates replied to you.'));
    expect(await screen.findByRole('dialog', { name: 'Chat with Nakheel Dates' })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('chat')).toBe(chatId);
    await waitFor(() => expect(screen.getByTestId('notifications-unread').textContent).toBe('0 unread'));
    expect(calls.callsTo('POST', '/api/shopper/notifications/read')[1]?.body).toEqual({ ids: [first.id] });
  });

  it.each([
    [
      'en',
      ['Sara Alqahtani from Nakheel Dates replied to you.', 'Omar Farouk from Nakheel Dates is answering your chat.'],
    ],
    ['ar', ['ردّ عليك سارة القحطاني من تمور النخيل.', 'يتولى \u2068Omar Farouk\u2069 من تمور النخيل الرد على محادثتك.']],
  ] as const)(
    'names the agent in the reader’s language (%s), in English where it has no Arabic name',
    async (language, expected) => {
      notificationServer([
        notification({ agentName: 'Sara Alqahtani', agentNameAr: 'سارة القحطاني' }),
        notification({ kind: 'agent_assigned', agentName: 'Omar Farouk', agentNameAr: null, preview: null }),
      ]);
      render({ url: `${PATH}?tab=notifications`, language });
      const items = await screen.findAllByTestId('customer-notification');
      expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual(expected);
    },
  );

  it('shows a new one as it arrives', async () => {
    notificationServer([]);
    const { realtime } = render({ url: `${PATH}?tab=notifications` });
    expect(await screen.findByTestId('notifications-empty')).toBeTruthy();
    realtime.push('shopper:notification', notification({ agentName: 'Omar', preview: null }));
    expect(await screen.findByText('Omar from Nakheel Dates replied to you.')).toBeTruthy();
    expect(screen.getByTestId('notifications-unread').textContent).toBe('1 unread');
  });
});
