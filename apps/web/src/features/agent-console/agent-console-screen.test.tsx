import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentInboxResponse, ChatResponse } from '@tawasul/contracts/chats';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { agentAuthor, chat, inbox, message, minutesAgo, offer } from './console-test-data.ts';
import { renderConsole } from './render-console.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

/** A stand-in server whose inbox is `state` (changed by the test as the server's would be). */
function server(state: { inbox: AgentInboxResponse }, routes: Parameters<typeof standInServer>[0] = {}) {
  return standInServer({
    'GET /api/agent/inbox': () => ok(state.inbox),
    'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
    'GET /api/chats/:id/flags': () => ok({ items: [] }),
    'GET /api/chats/:id/shopper-chats': () => ok({ items: [] }),
    'POST /api/chats/:id/read': (request) => {
      const found = [...state.inbox.open, ...state.inbox.offered].find((item) => item.id === request.params.id);
      return ok(found);
    },
    ...routes,
  });
}

const inboxNav = () => screen.findByRole('navigation', { name: 'Inbox' });

describe('the inbox', () => {
  it('lists offers with a countdown to the lapse, open chats with unread counts and waiting time, and closed ones', async () => {
    const hessa = offer({}, 1);
    const noura = chat({
      receipts: { shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 2, agentReadSeq: 1 },
    });
    const closed = chat({
      number: 1001,
      status: 'closed',
      closedAt: minutesAgo(60),
      shopper: { kind: 'guest', id: null, name: null, phone: null, email: null },
    });
    const state = { inbox: inbox({ offered: [hessa], open: [noura], closed: [closed] }) };
    server(state, {
      'GET /api/chats/:id/messages': (request) =>
        ok({
          items:
            request.params.id === noura.id
              ? [
                  message(noura.id, {
                    seq: 1,
                    author: agentAuthor,
                    body: 'How can I help?',
                    createdAt: minutesAgo(10),
                  }),
                  message(noura.id, { seq: 2, body: 'Are you there?', createdAt: minutesAgo(4.5) }),
                  message(noura.id, { seq: 3, body: 'Where is my order?', createdAt: minutesAgo(3) }),
                ]
              : [],
          hasMore: false,
        }),
    });
    renderConsole({ chats: () => [hessa, noura] });

    const nav = await inboxNav();
    const offerItem = await within(nav).findByTestId('offer-item');
    expect(within(offerItem).getByText('Hessa')).toBeTruthy();
    expect(within(offerItem).getByText('My dates arrived crushed')).toBeTruthy();
    // Offered a minute ago with a 3-minute timeout: about two minutes left.
    expect(within(offerItem).getByTestId('offer-countdown').textContent).toMatch(/^(1:5\d|2:00)$/);
    expect(within(offerItem).getByRole('button', { name: 'Accept' })).toBeTruthy();
    expect(within(offerItem).getByRole('button', { name: 'Decline' })).toBeTruthy();

    const openItem = within(nav).getByTestId('open-item');
    expect(within(openItem).getByText('Noura Aziz')).toBeTruthy();
    // Read up to seq 1: two shopper messages are unread, and the shopper has waited since the first after the reply.
    await waitFor(() => expect(within(openItem).getByTestId('unread-count').textContent).toBe('2'));
    expect(within(openItem).getByTestId('waiting-time').textContent).toBe('Waiting 4 min');
    expect(within(openItem).getByText('Where is my order?')).toBeTruthy();

    const closedItem = within(nav).getByTestId('closed-item');
    expect(within(closedItem).getByText('Guest')).toBeTruthy();
    expect(within(closedItem).getByText('#1001')).toBeTruthy();
  });

  it('counts the countdown down every second', async () => {
    const hessa = offer({ offeredAt: new Date(Date.now() - 3 * 60_000 + 5_000).toISOString() });
    server({ inbox: inbox({ offered: [hessa] }) });
    renderConsole();
    const countdown = await screen.findByTestId('offer-countdown');
    expect(countdown.textContent).toMatch(/^0:0[45]$/);
    await waitFor(() => expect(countdown.textContent).toMatch(/^0:0[23]$/), { timeout: 4000 });
  });

  it('receives an offer live with a toast, and drops it when it lapses or goes to someone else', async () => {
    const state = { inbox: inbox() };
    server(state);
    const { realtime } = renderConsole();
    const nav = await inboxNav();
    expect(within(nav).getByText('No chat is waiting for you. New ones appear here with a sound.')).toBeTruthy();

    const hessa = offer();
    state.inbox = inbox({ offered: [hessa] });
    realtime.push('chat:offered', hessa);
    expect(await within(nav).findByTestId('offer-item')).toBeTruthy();
    expect(await screen.findByText('New chat offered')).toBeTruthy();
    expect(screen.getByText('Hessa is waiting (chat #1050).')).toBeTruthy();

    // Not accepted in time: back to the queue, and no longer this agent's.
    state.inbox = inbox();
    realtime.push('chat:updated', { ...hessa, status: 'waiting_for_agent', agent: null, offeredAt: null });
    await waitFor(() => expect(within(nav).queryByTestId('offer-item')).toBeNull());
  });

  it('accepts an offer: the chat moves to the open chats and opens in the conversation pane', async () => {
    const hessa = offer();
    const state = { inbox: inbox({ offered: [hessa] }) };
    const accepted = { ...hessa, status: 'open' as const, acceptedAt: new Date().toISOString() };
    const calls = server(state, {
      'POST /api/chats/:id/accept': () => {
        state.inbox = inbox({ open: [accepted] });
        return ok(accepted);
      },
    });
    const { router } = renderConsole({ chats: () => [accepted] });
    const nav = await inboxNav();
    await userEvent.click(await within(nav).findByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?chat=${hessa.id}`));
    expect(calls.callsTo('POST', `/api/chats/${hessa.id}/accept`)).toHaveLength(1);
    const openItem = await within(nav).findByTestId('open-item');
    expect(within(openItem).getByText('Hessa')).toBeTruthy();
    expect(within(nav).queryByTestId('offer-item')).toBeNull();
    expect(await screen.findByTestId('conversation-title')).toHaveProperty('textContent', 'Hessa');
    expect(screen.getByTestId('chat-status').textContent).toBe('Open');
    expect(screen.getByRole('button', { name: 'Close chat' })).toBeTruthy();
  });

  it('says clearly when the maximum of conversations is reached', async () => {
    const hessa = offer();
    server(
      { inbox: inbox({ offered: [hessa] }) },
      { 'POST /api/chats/:id/accept': () => failure(409, 'CHAT_MAX_CONVERSATIONS_REACHED') },
    );
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    const alert = await screen.findByTestId('max-reached');
    expect(within(alert).getByText('Maximum allowed conversations reached.')).toBeTruthy();
    expect(
      within(alert).getByText(
        'You already handle the maximum of 5 conversations. Close a chat before accepting another.',
      ),
    ).toBeTruthy();
  });

  it('warns when the agent is at its maximum, and when it is offline', async () => {
    const open = Array.from({ length: 5 }, (_, index) => chat({ number: 2000 + index }));
    const state = { inbox: inbox({ open }) };
    server(state);
    const first = renderConsole();
    expect(await screen.findByTestId('at-capacity')).toBeTruthy();
    first.unmount();

    state.inbox = inbox({ online: false });
    server(state, {
      'PATCH /api/auth/changeOnlineStatus': () => {
        state.inbox = inbox({ online: true });
        return ok({ isOnline: true });
      },
    });
    renderConsole();
    const notice = await screen.findByTestId('offline-notice');
    expect(within(notice).getByText('You are offline: no new chats will be offered to you.')).toBeTruthy();
    await userEvent.click(within(notice).getByRole('button', { name: 'Go online' }));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).toBeNull());
  });

  it('declines an offer, which leaves the inbox', async () => {
    const hessa = offer();
    const state = { inbox: inbox({ offered: [hessa] }) };
    const calls = server(state, {
      'POST /api/chats/:id/decline': () => {
        state.inbox = inbox();
        return ok({ ...hessa, status: 'waiting_for_agent', agent: null });
      },
    });
    renderConsole();
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByTestId('offer-item')).toBeNull());
    expect(calls.callsTo('POST', `/api/chats/${hessa.id}/decline`)).toHaveLength(1);
    expect(await screen.findByText('Chat #1050 declined. It will be offered to another agent.')).toBeTruthy();
  });

  it('moves between chats with Alt+↓ and Alt+↑, accepts with Alt+A and shows the shortcuts with ?', async () => {
    const hessa = offer();
    const noura = chat();
    const state = { inbox: inbox({ offered: [hessa], open: [noura] }) };
    const calls = server(state, {
      'POST /api/chats/:id/accept': () => ok({ ...hessa, status: 'open' }),
    });
    const { router } = renderConsole({ chats: () => [hessa, noura] });
    await inboxNav();
    await screen.findByTestId('offer-item');

    fireEvent.keyDown(document.documentElement, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(router.state.location.search).toBe(`?chat=${hessa.id}`));
    fireEvent.keyDown(document.documentElement, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(router.state.location.search).toBe(`?chat=${noura.id}`));
    fireEvent.keyDown(document.documentElement, { key: 'ArrowUp', code: 'ArrowUp', altKey: true });
    await waitFor(() => expect(router.state.location.search).toBe(`?chat=${hessa.id}`));

    // Alt+A on a Mac types "å": the physical key counts.
    fireEvent.keyDown(document.documentElement, { key: 'å', code: 'KeyA', altKey: true });
    await waitFor(() => expect(calls.callsTo('POST', `/api/chats/${hessa.id}/accept`)).toHaveLength(1));

    fireEvent.keyDown(document.documentElement, { key: '?', code: 'Slash', shiftKey: true });
    const help = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(help).getByText('Next chat')).toBeTruthy();
    expect(within(help).getByText('Accept the selected offer (or the oldest one)')).toBeTruthy();
  });

  it('reads the inbox in Arabic', async () => {
    const hessa = offer();
    server({ inbox: inbox({ offered: [hessa], open: [chat()] }) });
    renderConsole({ language: 'ar' });
    const nav = await screen.findByRole('navigation', { name: 'صندوق الوارد' });
    expect(within(nav).getByText('معروضة عليك')).toBeTruthy();
    expect(within(nav).getByText('المحادثات المفتوحة')).toBeTruthy();
    expect(within(nav).getByRole('button', { name: 'قبول' })).toBeTruthy();
  });

  it('keeps an open chat’s unread count live as messages arrive', async () => {
    const noura: ChatResponse = chat();
    server({ inbox: inbox({ open: [noura] }) });
    const { realtime } = renderConsole({ chats: () => [noura] });
    const item = await screen.findByTestId('open-item');
    await waitFor(() => expect(realtime.listening('message:created')).toBe(true));
    realtime.push('message:created', message(noura.id, { seq: 5, body: 'Any news?' }));
    realtime.push('message:created', message(noura.id, { seq: 6, body: 'Hello?' }));
    realtime.push('message:created', message(noura.id, { seq: 7, author: agentAuthor, body: 'Checking now' }));
    await waitFor(() => expect(within(item).getByTestId('unread-count').textContent).toBe('2'));
    expect(within(item).getByText('Checking now')).toBeTruthy();
  });

  it('keeps the console and its connection banner when a refresh of the inbox fails while the connection is down', async () => {
    const open = chat();
    let down = false;
    server(
      { inbox: inbox({ open: [open] }) },
      {
        'GET /api/agent/inbox': () => (down ? failure(503, 'SERVICE_UNAVAILABLE') : ok(inbox({ open: [open] }))),
      },
    );
    const view = renderConsole({ chats: () => [open] });
    const nav = await inboxNav();
    expect(within(nav).getByTestId('open-item')).toBeTruthy();

    down = true;
    view.realtime.setState('reconnecting');
    view.realtime.reconnect();
    expect(await screen.findByTestId('reconnecting-banner')).toBeTruthy();
    // The failed refresh (and its retries) leave the console where it was.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(screen.getByTestId('agent-console')).toBeTruthy();
    expect(within(await inboxNav()).getByTestId('open-item')).toBeTruthy();
    expect(screen.getByTestId('reconnecting-banner')).toBeTruthy();
  });
});
