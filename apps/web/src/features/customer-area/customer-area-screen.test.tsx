import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications as toasts } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok } from '../../test/stand-in-server.ts';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { chatPage, closedChat, notification, shopperChat } from './customer-area-test-data.ts';

import { chatCards, closed, lastQuery, live, PATH, render, server } from './customer-area-scene.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  toasts.clean();
});

describe('my chats', () => {
  it('lists each chat with its brand, status, last message and last activity, and the way back into it', async () => {
    server();
    render();
    expect(screen.getByTestId('chats-skeleton')).toBeInTheDocument();
    const [first, second] = await chatCards();
    expect(within(first!).getByText('Nakheel Dates')).toBeInTheDocument();
    expect(within(first!).getByText('Chat #1042')).toBeInTheDocument();
    expect(within(first!).getByText('In progress')).toBeInTheDocument();
    expect(within(first!).getByText('Where is my order?')).toBeInTheDocument();
    expect(within(first!).getByText(/Last activity: 20 Nov 2026/)).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Continue your chat with Nakheel Dates' })).toBeInTheDocument();

    expect(within(second!).getByText('Qamar Electronics')).toBeInTheDocument();
    expect(within(second!).getByText('Closed')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Read your chat with Qamar Electronics' })).toBeInTheDocument();
    expect(screen.getByTestId('chats-range').textContent).toBe('1–2 of 2');
    expect(screen.getByRole('heading', { level: 1, name: 'Hello, Noura Aziz' })).toBeInTheDocument();
  });

  it('says “No messages yet” only of a chat without any, not of one whose last line was a system line', async () => {
    const untouched = shopperChat({ number: 1050, status: 'new', agent: null, lastMessageAt: null, lastMessage: '' });
    // Closing posts "You closed the chat.", which has no text to preview.
    const closedByShopper = closedChat({ number: 1051, closeReason: 'shopper', lastMessage: '' });
    server({ 'GET /api/shopper/chats': () => ok(chatPage([untouched, closedByShopper])) });
    render();
    const [first, second] = await chatCards();
    expect(within(first!).getByText('No messages yet')).toBeInTheDocument();
    expect(within(second!).queryByText('No messages yet')).not.toBeInTheDocument();
  });

  it('names brands and statuses in Arabic', async () => {
    server();
    render({ language: 'ar' });
    const [first, second] = await chatCards('محادثاتك');
    expect(within(first!).getByText('تمور النخيل')).toBeInTheDocument();
    expect(within(first!).getByText('جارية')).toBeInTheDocument();
    expect(within(second!).getByText('قمر للإلكترونيات')).toBeInTheDocument();
    expect(within(second!).getByText('مغلقة')).toBeInTheDocument();
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
    expect(await screen.findByText('Qamar Electronics')).toBeInTheDocument();
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
    expect(within(empty).getByText('You have no chats yet')).toBeInTheDocument();
    expect(within(empty).getByText(/Start a chat from a brand's store/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'Active' }));
    const filtered = await screen.findByText('No chat matches');
    expect(
      within(filtered.closest('[data-testid="chats-empty"]') as HTMLElement).getByText(/show all your chats/),
    ).toBeInTheDocument();
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
    expect(await within(screen.getAllByTestId('customer-chat')[0]!).findByText('Closed')).toBeInTheDocument();
    expect(calls.callsTo('GET', '/api/shopper/chats')).toHaveLength(reads);

    // A new chat starts elsewhere: the list is read again (once for both events) and shows it.
    const started = shopperChat({ number: 3001, status: 'waiting_for_agent', lastMessage: 'Hi there' });
    items = [started, live];
    const before = calls.callsTo('GET', '/api/shopper/chats').length;
    realtime.push('shopper:notification', notification({ chatId: started.id, kind: 'agent_assigned' }));
    expect(await screen.findByText('Hi there')).toBeInTheDocument();
    expect(within(screen.getAllByTestId('customer-chat')[0]!).getByText('Waiting for an agent')).toBeInTheDocument();
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
    expect(frame).toHaveAttribute('src', `/widget?id=demo-nakheel&locale=en&chat=${live.id}&embed=panel`);
    expect(new URLSearchParams(router.state.location.search).get('chat')).toBe(live.id);
  });

  it('opens from a link, in Arabic, and closes when the widget asks to', async () => {
    const calls = server();
    const { router } = render({ url: `${PATH}?chat=${live.id}`, language: 'ar' });
    const panel = await screen.findByRole('dialog', { name: 'المحادثة مع تمور النخيل' });
    const frame = within(panel).getByTestId('widget-frame') as HTMLIFrameElement;
    expect(frame).toHaveAttribute('src', `/widget?id=demo-nakheel&locale=ar&chat=${live.id}&embed=panel`);
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

describe('my orders', () => {
  it('explains that orders appear once a brand’s store is connected', async () => {
    server();
    render({ url: `${PATH}?tab=orders` });
    const empty = await screen.findByTestId('orders-empty');
    expect(within(empty).getByText('No orders to show yet')).toBeInTheDocument();
    expect(within(empty).getByText(/once a brand you shop with connects its store/)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My orders', selected: true })).toBeInTheDocument();
  });

  it('is a tab away, kept in the address', async () => {
    server();
    const { router } = render();
    await chatCards();
    await userEvent.click(screen.getByRole('tab', { name: 'My orders' }));
    expect(await screen.findByTestId('orders-empty')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=orders');
  });
});
