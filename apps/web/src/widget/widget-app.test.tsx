import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { minutesAgo } from '../test/factories.ts';
import { ok, standInServer } from '../test/stand-in-server.ts';
import { renderWidget } from './render-widget.tsx';
import { brandServer, returningGuest, storedSession, UUID } from './widget-stand-in.ts';
import {
  AGENT,
  bootstrapResponse,
  chatMessage,
  GUEST_TOKEN,
  queueStatus,
  shopperChat,
  shopperNotification,
  WIDGET_ID,
  contactForm,
} from './widget-test-data.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('a guest starts a chat', () => {
  it('gets a guest token with its name, keeps it for the widget, starts the chat and sends a message', async () => {
    const user = userEvent.setup();
    const started = shopperChat();
    const welcome = chatMessage(started.id, {
      author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
      body: 'Welcome to Nakheel Dates!',
    });
    let sent: MessageResponse | null = null;
    const routes = {
      guests: vi.fn(() =>
        ok({ token: GUEST_TOKEN, guest: { id: started.shopper.id, name: 'Hessa', brandId: started.brandId } }),
      ),
    };
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'POST /api/public/brands/:widgetId/guests': routes.guests,
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
      'POST /api/shopper/chats': () => ok(started),
      'GET /api/chats/:id/messages': () => ok({ items: [welcome], hasMore: false }),
      'POST /api/chats/:id/messages': ({ body }) => {
        const request = body as { id: string; body: string };
        sent = chatMessage(started.id, {
          id: request.id,
          body: request.body,
          author: { kind: 'guest', id: started.shopper.id, name: 'Hessa', nameAr: null, image: null },
        });
        return ok(sent);
      },
      'GET /api/chats/:id': () => ok({ ...started, status: 'waiting_for_agent' }),
      'GET /api/shopper/chats/:id/queue': () => ok(queueStatus(started.id)),
      'POST /api/chats/:id/read': () => ok(started),
    });
    const { emitted } = renderWidget(`?id=${WIDGET_ID}&locale=en`);

    expect(await screen.findByText('Welcome to Nakheel Dates!')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Hessa');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));

    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(storedSession()).toEqual({ kind: 'guest', token: GUEST_TOKEN, name: 'Hessa' });
    await user.type(composer, 'Where is my order?{Enter}');
    expect(emitted).toContainEqual({ event: 'typing', payload: { chatId: started.id, typing: true } });
    expect(emitted).toContainEqual({ event: 'typing', payload: { chatId: started.id, typing: false } });

    const list = screen.getByTestId('message-list');
    expect(await within(list).findByText('Where is my order?')).toBeInTheDocument();
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.id).toMatch(UUID);
    // Once stored, the message shows its delivery state instead of "sending".
    await waitFor(() => expect(within(list).getByTestId('delivery-state')).toHaveAttribute('data-state', 'sent'));
  });

  it('sends its bearer token on every call after it has one', async () => {
    const user = userEvent.setup();
    const started = shopperChat();
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'POST /api/public/brands/:widgetId/guests': () =>
        ok({ token: GUEST_TOKEN, guest: { id: started.shopper.id, name: null, brandId: started.brandId } }),
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
      'POST /api/shopper/chats': () => ok(started),
      'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
      'POST /api/chats/:id/messages': ({ body }) =>
        ok(
          chatMessage(started.id, {
            ...(body as object),
            author: { kind: 'guest', id: null, name: null, nameAr: null, image: null },
          }),
        ),
      'GET /api/chats/:id': () => ok(started),
      'POST /api/chats/:id/read': () => ok(started),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Start chat' }));
    await user.type(await screen.findByRole('textbox', { name: 'Message' }), 'Hi{Enter}');
    await waitFor(() => expect(server.callsTo('POST', `/api/chats/${started.id}/messages`)).toHaveLength(1));

    const [guestCall] = server.callsTo('POST', `/api/public/brands/${WIDGET_ID}/guests`);
    expect(guestCall?.headers.get('authorization')).toBeNull();
    expect(guestCall?.body).toEqual({ language: 'en' });
    for (const call of [
      ...server.callsTo('POST', '/api/shopper/chats'),
      ...server.callsTo('POST', `/api/chats/${started.id}/messages`),
    ]) {
      expect(call.headers.get('authorization')).toBe(`Bearer ${GUEST_TOKEN}`);
      expect(call.headers.get('accept-language')).toBe('en');
    }
    expect(server.callsTo('POST', '/api/shopper/chats')[0]?.body).toEqual({ widgetId: WIDGET_ID, language: 'en' });
  });
});

describe('a waiting chat', () => {
  it('shows the place in the queue and the estimated wait, and follows the chat:queue updates', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'waiting_for_agent' });
    brandServer({ chat });
    const { realtime } = renderWidget(`?id=${WIDGET_ID}&locale=en&chat=${chat.id}`);

    const queue = await screen.findByTestId('queue-status');
    expect(await within(queue).findByText('You are number 3 in the queue')).toBeInTheDocument();
    expect(within(queue).getByText('Estimated wait: about 4 min')).toBeInTheDocument();

    realtime.push('chat:queue', queueStatus(chat.id, { position: 1, estimatedWaitSeconds: 30 }));
    expect(await within(queue).findByText('You are next in line')).toBeInTheDocument();
    expect(within(queue).getByText('Estimated wait: less than a minute')).toBeInTheDocument();
  });

  it('offers the contact form while nobody is online, and shows no estimate', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'waiting_for_agent' });
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/chats/:id': () => ok(chat),
      'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
      'GET /api/shopper/chats/:id/queue': () =>
        ok(queueStatus(chat.id, { agentsOnline: 0, estimatedWaitSeconds: null })),
      'GET /api/public/brands/:widgetId/contact-form': () => ok(contactForm()),
    });
    renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);

    expect(await screen.findByText(/No agent is online right now/)).toBeInTheDocument();
    expect(screen.queryByTestId('queue-estimate')).not.toBeInTheDocument();
    expect(screen.queryByText(/Estimated wait|as soon as possible/)).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Leave a message instead' }));
    expect(await screen.findByRole('heading', { name: 'Leave us a message' })).toBeInTheDocument();
  });
});

describe('an agent takes the chat', () => {
  it('shows the agent’s name and initials in the header and says who is answering', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'waiting_for_agent' });
    brandServer({ chat });
    const { realtime, emitted } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);

    expect(await screen.findByTestId('queue-status')).toBeInTheDocument();
    // The chat's room is joined from the last message held (typing and receipts travel only there).
    await waitFor(() =>
      expect(emitted).toContainEqual({ event: 'chat:join', payload: { chatId: chat.id, afterSeq: 0 } }),
    );
    expect(screen.getByTestId('widget-title')).toHaveTextContent('Nakheel Dates');

    realtime.push('chat:updated', { ...chat, status: 'open', agent: AGENT });
    await waitFor(() => expect(screen.queryByTestId('queue-status')).not.toBeInTheDocument());
    expect(screen.getByTestId('widget-title')).toHaveTextContent('Sara Alqahtani');
    expect(screen.getByTestId('widget-subtitle').textContent).toBe('Answering you');
    expect(screen.getByTestId('agent-avatar')).toHaveTextContent('SA');
    expect(screen.queryByTestId('queue-status')).not.toBeInTheDocument();

    realtime.push('typing', { chatId: chat.id, side: 'agent', name: 'Sara Alqahtani', typing: true });
    await waitFor(() => expect(screen.getByTestId('agent-typing').textContent).not.toBe(''));
    expect(screen.getByTestId('agent-typing')).toHaveTextContent('Sara Alqahtani is typing…');
    const answer = chatMessage(chat.id, { body: 'Hello Hessa, how can I help?' });
    realtime.push('message:created', answer);
    expect(emitted).toContainEqual({ event: 'delivered', payload: { chatId: chat.id, seq: answer.seq } });
    expect(await screen.findByText('Hello Hessa, how can I help?')).toBeInTheDocument();
    expect(screen.getByTestId('agent-typing').textContent).toBe('');
  });
});

describe('in Arabic', () => {
  it('reads right to left and renders system messages from the widget’s own Arabic texts', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'closed', language: 'ar', closeReason: 'agent' });
    const messages = [
      chatMessage(chat.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'agentAssigned',
        systemParams: { name: 'Sara Alqahtani' },
      }),
      chatMessage(chat.id, { body: '', deletedAt: minutesAgo(0) }),
      chatMessage(chat.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'closed.agent',
      }),
    ];
    brandServer({ chat, messages });
    renderWidget(`?id=${WIDGET_ID}&locale=ar&chat=${chat.id}`);

    const lines = await screen.findAllByTestId('system-message');
    expect(lines[0]!).toHaveTextContent('انضم \u2068Sara Alqahtani\u2069 إلى المحادثة.');
    expect(lines[1]!).toHaveTextContent('أغلق الموظف المحادثة.');
    expect(screen.getByText('تم حذف هذه الرسالة')).toBeInTheDocument();
    expect(screen.getByTestId('composer-hint')).toHaveTextContent('انتهت هذه المحادثة. اكتب رسالة لإعادة فتحها.');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
  });

  it('says a reminder’s minutes in the plural form of their number, from one to eleven', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'open', language: 'ar' });
    const messages = [1, 2, 3, 11].map((minutes) =>
      chatMessage(chat.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'shopperReminder',
        systemParams: { minutes },
      }),
    );
    brandServer({ chat, messages });
    renderWidget(`?id=${WIDGET_ID}&locale=ar&chat=${chat.id}`);

    await waitFor(() => expect(screen.getAllByTestId('system-message')).toHaveLength(4));
    expect(screen.getAllByTestId('system-message').map((line) => line.textContent)).toEqual([
      expect.stringContaining('هل ما زلت معنا؟ لم نسمع منك منذ دقيقة واحدة.'),
      expect.stringContaining('هل ما زلت معنا؟ لم نسمع منك منذ دقيقتين.'),
      expect.stringContaining('هل ما زلت معنا؟ لم نسمع منك منذ 3 دقائق.'),
      expect.stringContaining('هل ما زلت معنا؟ لم نسمع منك منذ 11 دقيقة.'),
    ]);
  });

  it('names the agent in Arabic in the header and above its messages', async () => {
    returningGuest();
    const agent = { ...AGENT, nameAr: 'سارة القحطاني' };
    const chat = shopperChat({ status: 'open', language: 'ar', agent });
    const messages = [
      chatMessage(chat.id, {
        author: { kind: 'agent', id: agent.id, name: agent.name, nameAr: agent.nameAr, image: null },
        body: 'أهلًا، كيف أساعدك؟',
      }),
    ];
    brandServer({ chat, messages });
    renderWidget(`?id=${WIDGET_ID}&locale=ar&chat=${chat.id}`);

    expect(await screen.findByText('أهلًا، كيف أساعدك؟')).toBeInTheDocument();
    expect(screen.getByTestId('widget-title')).toHaveTextContent('سارة القحطاني');
    // The header and the author line above the message: the English name nowhere.
    expect(screen.getAllByText('سارة القحطاني')).toHaveLength(2);
    expect(screen.queryByText('Sara Alqahtani')).not.toBeInTheDocument();
  });

  it('names agents in Arabic in system lines and notifications, in English where they have no Arabic name', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'open', language: 'ar', agent: { ...AGENT, nameAr: 'سارة القحطاني' } });
    const system = (systemParams: Record<string, string>) =>
      chatMessage(chat.id, {
        kind: 'system',
        author: { kind: 'system', id: null, name: null, nameAr: null, image: null },
        body: '',
        systemKey: 'agentAssigned',
        systemParams,
      });
    brandServer({
      chat,
      messages: [system({ name: 'Sara Alqahtani', nameAr: 'سارة القحطاني' }), system({ name: 'Omar Saleh' })],
    });
    const { realtime } = renderWidget(`?id=${WIDGET_ID}&locale=ar&chat=${chat.id}`);

    const lines = await screen.findAllByTestId('system-message');
    expect(lines[0]!).toHaveTextContent('انضم سارة القحطاني إلى المحادثة.');
    expect(lines[1]!).toHaveTextContent('انضم \u2068Omar Saleh\u2069 إلى المحادثة.');
    expect(lines[0]!).not.toHaveTextContent('Sara Alqahtani');

    await waitFor(() => expect(realtime.listening('shopper:notification')).toBe(true));
    const other = shopperChat({ status: 'open', language: 'ar' });
    realtime.push(
      'shopper:notification',
      shopperNotification(other.id, { kind: 'agent_assigned', preview: null, agentNameAr: 'سارة القحطاني' }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('سارة القحطاني');
    expect(toast).not.toHaveTextContent('Sara Alqahtani');
  });

  it('says that an unknown widget is invalid, in Arabic too', async () => {
    brandServer();
    renderWidget('?id=nope&locale=ar');
    expect(await screen.findByTestId('widget-problem')).toHaveTextContent('معرّف الأداة أو الرابط غير صالح.');
  });
});

describe('the shopper’s own messages', () => {
  it('can be edited and deleted within the brand’s windows; a deleted one reads as deleted', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    const mine = chatMessage(chat.id, {
      body: 'My order is 1234',
      author: { kind: 'guest', id: chat.shopper.id, name: 'Hessa', nameAr: null, image: null },
    });
    const old = chatMessage(chat.id, {
      body: 'An old message',
      author: { kind: 'guest', id: chat.shopper.id, name: 'Hessa', nameAr: null, image: null },
      createdAt: minutesAgo(60),
    });
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/chats/:id': () => ok(chat),
      'GET /api/chats/:id/messages': () => ok({ items: [old, mine], hasMore: false }),
      'POST /api/chats/:id/read': () => ok(chat),
      'PATCH /api/chats/:id/messages/:messageId': ({ body }) =>
        ok({ ...mine, body: (body as { body: string }).body, editedAt: minutesAgo(0) }),
      'DELETE /api/chats/:id/messages/:messageId': () => ok({ ...mine, body: '', deletedAt: minutesAgo(0) }),
    });
    renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);

    const row = (await screen.findByText('My order is 1234')).closest('[data-testid="chat-message"]') as HTMLElement;
    const oldRow = screen.getByText('An old message').closest('[data-testid="chat-message"]') as HTMLElement;
    expect(within(oldRow).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const field = within(row).getByRole('textbox', { name: 'Edit your message' });
    await user.clear(field);
    await user.type(field, 'My order is 1235{Enter}');
    expect(await within(row).findByText('My order is 1235')).toBeInTheDocument();
    expect(within(row).getByText('Edited')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(within(row).getByTestId('confirm')).getByRole('button', { name: 'Delete' }));
    expect(await within(row).findByText('This message was deleted')).toBeInTheDocument();
  });
});

describe('ending the chat', () => {
  it('asks first, then closes the chat; writing again is offered to reopen it', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/chats/:id': () => ok(chat),
      'GET /api/chats/:id/messages': () => ok({ items: [], hasMore: false }),
      'GET /api/shopper/chats': () => ok({ items: [chat], total: 1 }),
      'POST /api/chats/:id/close': () => ok({ ...chat, status: 'closed', closeReason: 'shopper' }),
    });
    renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);

    await user.click(await screen.findByRole('button', { name: 'End chat' }));
    const confirm = screen.getByTestId('confirm');
    expect(confirm).toHaveTextContent('End this chat?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST', `/api/chats/${chat.id}/close`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'End chat' }));
    expect(await screen.findByTestId('composer-hint')).toHaveTextContent(
      'This chat has ended. Write a message to open it again.',
    );
    expect(server.callsTo('POST', `/api/chats/${chat.id}/close`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'End chat' })).not.toBeInTheDocument();
  });
});

// Keeps act() warnings from timers of the last test out of the next one.
afterEach(async () => {
  await act(async () => undefined);
});
