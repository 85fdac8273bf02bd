import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentInboxResponse, ChatResponse } from '@tawasul/contracts/chats';
import { failure, ok, standInServer } from '../../test/stand-in-server.ts';
import { minutesAgo } from '../../test/factories.ts';
import { consoleKeys } from './api/console-keys.ts';
import { agentAuthor, chat, inbox, message, offer } from './console-test-data.ts';
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
    expect(within(offerItem).getByText('Hessa')).toBeInTheDocument();
    expect(within(offerItem).getByText('My dates arrived crushed')).toBeInTheDocument();
    // Offered a minute ago with a 3-minute timeout: about two minutes left.
    expect(within(offerItem).getByTestId('offer-countdown')).toHaveTextContent(/^(1:5\d|2:00)$/);
    expect(within(offerItem).getByRole('button', { name: 'Accept' })).toBeInTheDocument();
    expect(within(offerItem).getByRole('button', { name: 'Decline' })).toBeInTheDocument();

    const openItem = within(nav).getByTestId('open-item');
    expect(within(openItem).getByText('Noura Aziz')).toBeInTheDocument();
    // Read up to seq 1: two shopper messages are unread, and the shopper has waited since the first after the reply.
    await waitFor(() => expect(within(openItem).getByTestId('unread-count').textContent).toBe('2'));
    expect(within(openItem).getByTestId('waiting-time').textContent).toBe('Waiting 4 min');
    expect(within(openItem).getByText('Where is my order?')).toBeInTheDocument();

    const closedItem = within(nav).getByTestId('closed-item');
    expect(within(closedItem).getByText('Guest')).toBeInTheDocument();
    expect(within(closedItem).getByText('#1001')).toBeInTheDocument();
  });

  it('counts the countdown down every second', async () => {
    // Offered five seconds before the three minutes run out.
    const hessa = offer({ offeredAt: minutesAgo(3 - 5 / 60) });
    server({ inbox: inbox({ offered: [hessa] }) });
    const { clock } = renderConsole();
    const countdown = await screen.findByTestId('offer-countdown');
    expect(countdown.textContent).toBe('0:05');
    clock.advance(1_000);
    expect(countdown.textContent).toBe('0:04');
    clock.advance(2_000);
    expect(countdown.textContent).toBe('0:02');
  });

  it('receives an offer live with a toast, and drops it when it lapses or goes to someone else', async () => {
    const state = { inbox: inbox() };
    server(state);
    const { realtime } = renderConsole();
    const nav = await inboxNav();
    expect(within(nav).getByText('No chat is waiting for you. New ones appear here with a sound.')).toBeInTheDocument();

    const hessa = offer();
    state.inbox = inbox({ offered: [hessa] });
    realtime.push('chat:offered', hessa);
    expect(await within(nav).findByTestId('offer-item')).toBeInTheDocument();
    expect(await screen.findByText('New chat offered')).toBeInTheDocument();
    expect(screen.getByText('Hessa is waiting (chat #1050).')).toBeInTheDocument();

    // Not accepted in time: back to the queue, and no longer this agent's.
    state.inbox = inbox();
    realtime.push('chat:updated', { ...hessa, status: 'waiting_for_agent', agent: null, offeredAt: null });
    await waitFor(() => expect(within(nav).queryByTestId('offer-item')).not.toBeInTheDocument());
  });

  it('accepts an offer: the chat moves to the open chats and opens in the conversation pane', async () => {
    const hessa = offer();
    const state = { inbox: inbox({ offered: [hessa] }) };
    const accepted = { ...hessa, status: 'open' as const, acceptedAt: minutesAgo(0) };
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
    expect(within(openItem).getByText('Hessa')).toBeInTheDocument();
    expect(within(nav).queryByTestId('offer-item')).not.toBeInTheDocument();
    expect(await screen.findByTestId('conversation-title')).toHaveProperty('textContent', 'Hessa');
    expect(screen.getByTestId('chat-status').textContent).toBe('Open');
    expect(screen.getByRole('button', { name: 'Close chat' })).toBeInTheDocument();
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
    expect(within(alert).getByText('Maximum allowed conversations reached.')).toBeInTheDocument();
    expect(
      within(alert).getByText(
        'You already handle the maximum of 5 conversations. Close a chat before accepting another.',
      ),
    ).toBeInTheDocument();
  });

  it('counts a maximum of one conversation in the singular (issue 22)', async () => {
    server({ inbox: inbox({ open: [chat()], maxLoad: 1 }) });
    renderConsole();
    expect(await screen.findByTestId('at-capacity')).toHaveTextContent(
      'You are handling the maximum of 1 conversation. New chats',
    );
  });

  it('warns when the agent is at its maximum, and when it is offline', async () => {
    const open = Array.from({ length: 5 }, (_, index) => chat({ number: 2000 + index }));
    const state = { inbox: inbox({ open }) };
    server(state);
    const { unmount } = renderConsole();
    expect(await screen.findByTestId('at-capacity')).toBeInTheDocument();
    unmount();

    state.inbox = inbox({ online: false });
    server(state, {
      'PATCH /api/auth/changeOnlineStatus': () => {
        state.inbox = inbox({ online: true });
        return ok({ isOnline: true });
      },
    });
    renderConsole();
    const notice = await screen.findByTestId('offline-notice');
    expect(within(notice).getByText('You are offline: no new chats will be offered to you.')).toBeInTheDocument();
    await userEvent.click(within(notice).getByRole('button', { name: 'Go online' }));
    await waitFor(() => expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument());
  });

  it('says a chat given to another agent is no longer this agent’s, in English and Arabic, not “not a member”', async () => {
    const gone = chat();
    for (const language of ['en', 'ar'] as const) {
      server(
        { inbox: inbox() },
        {
          'GET /api/chats/:id': () => failure(403, 'CHAT_NOT_MEMBER', 'You are not a member of this chat.'),
        },
      );
      const { unmount } = renderConsole({ url: `/agent?chat=${gone.id}`, language });
      const notice = await screen.findByTestId('chat-unavailable');
      expect(notice).toHaveTextContent(language === 'en' ? 'This chat is no longer yours' : 'لم تعد هذه المحادثة لك');
      expect(notice).not.toHaveTextContent('not a member');
      unmount();
    }
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
    await waitFor(() => expect(screen.queryByTestId('offer-item')).not.toBeInTheDocument());
    expect(calls.callsTo('POST', `/api/chats/${hessa.id}/decline`)).toHaveLength(1);
    expect(await screen.findByText('Chat #1050 declined. It will be offered to another agent.')).toBeInTheDocument();
  });

  it('takes the keyboard to the conversation it opens, from the inbox or with Alt+↓ (issue 22, defect 13)', async () => {
    const noura = chat();
    const ali = chat({ number: 1043, shopper: { ...noura.shopper, name: 'Ali' } });
    server({ inbox: inbox({ open: [noura, ali] }) });
    renderConsole({ chats: () => [noura, ali] });
    const nav = await inboxNav();
    const items = within(nav).getAllByTestId('open-item');
    await userEvent.click(within(items[0]!).getAllByRole('button')[0]!);
    // It stayed on the inbox item, so a keyboard user had to find the conversation again.
    await waitFor(() => expect(screen.getByTestId('conversation-title')).toHaveFocus());
    const first = document.activeElement?.textContent;

    fireEvent.keyDown(document.documentElement, { key: 'ArrowDown', code: 'ArrowDown', altKey: true });
    await waitFor(() => expect(document.activeElement?.textContent).not.toBe(first));
    expect(screen.getByTestId('conversation-title')).toHaveFocus();
    expect(document.activeElement?.tagName).toBe('H2');
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
    expect(within(help).getByText('Next chat')).toBeInTheDocument();
    expect(within(help).getByText('Accept the selected offer (or the oldest one)')).toBeInTheDocument();
  });

  it('reads the inbox in Arabic, the brand named in Arabic too', async () => {
    const hessa = offer();
    const open = chat();
    server({ inbox: inbox({ offered: [hessa], open: [open] }) });
    renderConsole({ language: 'ar', url: `/agent?chat=${open.id}`, chats: () => [open] });
    const nav = await screen.findByRole('navigation', { name: 'صندوق الوارد' });
    expect(within(nav).getByText('معروضة عليك')).toBeInTheDocument();
    expect(within(nav).getByText('المحادثات المفتوحة')).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'قبول' })).toBeInTheDocument();
    // Issue 22, defect 9: the offer and the conversation's header said "Falcon Games".
    expect(within(screen.getByTestId('offer-item')).getByText(/ألعاب الصقر/)).toBeInTheDocument();
    const header = (await screen.findByTestId('conversation-title')).closest('section') as HTMLElement;
    expect(within(header).getByText(/ألعاب الصقر/)).toBeInTheDocument();
    expect(screen.queryByText(/Falcon Games/)).not.toBeInTheDocument();
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
    expect(within(item).getByText('Checking now')).toBeInTheDocument();
  });

  it('moves a chat up the open chats when a message arrives, before any chat:updated', async () => {
    const noura = chat({ lastMessageAt: minutesAgo(5) });
    const ali = chat({ number: 1043, lastMessageAt: minutesAgo(2), shopper: { ...noura.shopper, name: 'Ali' } });
    server({ inbox: inbox({ open: [noura, ali] }) });
    const { realtime } = renderConsole({ chats: () => [noura, ali] });
    await waitFor(() => expect(screen.getAllByTestId('open-item')).toHaveLength(2));
    const first = () => screen.getAllByTestId('open-item')[0]!.getAttribute('data-chat-id');
    expect(first()).toBe(ali.id);
    realtime.push('message:created', message(noura.id, { seq: 9, body: 'Any news?', createdAt: minutesAgo(1) }));
    await waitFor(() => expect(first()).toBe(noura.id));
  });

  it('keeps the console and its connection banner when a refresh of the inbox fails while the connection is down', async () => {
    const open = chat();
    let down = false;
    const calls = server(
      { inbox: inbox({ open: [open] }) },
      {
        'GET /api/agent/inbox': () => (down ? failure(503, 'SERVICE_UNAVAILABLE') : ok(inbox({ open: [open] }))),
      },
    );
    const view = renderConsole({ chats: () => [open] });
    const nav = await inboxNav();
    expect(within(nav).getByTestId('open-item')).toBeInTheDocument();
    const reads = () => calls.callsTo('GET', '/api/agent/inbox').length;
    const before = reads();

    down = true;
    view.realtime.setState('reconnecting');
    view.realtime.reconnect();
    expect(await screen.findByTestId('reconnecting-banner')).toBeInTheDocument();
    // The refresh failed (once, then once more: a GET's retry), and has given up: the console stays where it was.
    await waitFor(() => expect(reads()).toBe(before + 2));
    await waitFor(() =>
      expect(view.queryClient.getQueryCache().find({ queryKey: consoleKeys.inbox() })?.state).toMatchObject({
        status: 'error',
        fetchStatus: 'idle',
      }),
    );
    expect(screen.getByTestId('agent-console')).toBeInTheDocument();
    expect(within(await inboxNav()).getByTestId('open-item')).toBeInTheDocument();
    expect(screen.getByTestId('reconnecting-banner')).toBeInTheDocument();
  });
});
