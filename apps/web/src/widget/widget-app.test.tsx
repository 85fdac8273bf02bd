import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { sessionUser } from '../test/factories.ts';
import { failure, ok, standInServer } from '../test/stand-in-server.ts';
import { sessionStorageKey } from './api/widget-session.ts';
import { renderWidget } from './render-widget.tsx';
import {
  AGENT,
  bootstrapResponse,
  chatMessage,
  GUEST_TOKEN,
  queueStatus,
  shopperChat,
  shopperNotification,
  WIDGET_ID,
} from './widget-test-data.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const storedSession = () => JSON.parse(localStorage.getItem(sessionStorageKey(WIDGET_ID)) ?? 'null') as unknown;
const returningGuest = () =>
  localStorage.setItem(
    sessionStorageKey(WIDGET_ID),
    JSON.stringify({ kind: 'guest', token: GUEST_TOKEN, name: 'Hessa' }),
  );

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** The brand's routes every test needs, plus the chat's, answered in the contracts' shapes. */
function brandServer(options: { chat?: ChatResponse; messages?: MessageResponse[]; bootstrap?: object } = {}) {
  let chat = options.chat;
  const messages = [...(options.messages ?? [])];
  const server = standInServer({
    'GET /api/public/brands/:widgetId/widget': ({ params }) =>
      params.widgetId === WIDGET_ID
        ? ok({ ...bootstrapResponse(), ...options.bootstrap })
        : failure(404, 'INVALID_WIDGET', 'Invalid widget ID or URL.'),
    'GET /api/_auth/session': () => ok({ user: null }),
    'GET /api/shopper/chats': () => ok({ items: chat && chat.status !== 'closed' ? [chat] : [], total: chat ? 1 : 0 }),
    'GET /api/chats/:id': () => (chat ? ok(chat) : failure(404, 'CHAT_ROOM_NOT_FOUND')),
    'GET /api/chats/:id/messages': () => ok({ items: messages, hasMore: false }),
    'POST /api/chats/:id/read': ({ body }) => {
      if (chat) chat = { ...chat, receipts: { ...chat.receipts, shopperReadSeq: (body as { seq: number }).seq } };
      return ok(chat);
    },
    'GET /api/shopper/chats/:id/queue': ({ params }) => ok(queueStatus(params.id!)),
  });
  return { ...server, setChat: (next: ChatResponse) => (chat = next), messages };
}

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

    expect(await screen.findByText('Welcome to Nakheel Dates!')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Hessa');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));

    const composer = await screen.findByRole('textbox', { name: 'Message' });
    expect(storedSession()).toEqual({ kind: 'guest', token: GUEST_TOKEN, name: 'Hessa' });
    await user.type(composer, 'Where is my order?{Enter}');
    expect(emitted).toContainEqual({ event: 'typing', payload: { chatId: started.id, typing: true } });
    expect(emitted).toContainEqual({ event: 'typing', payload: { chatId: started.id, typing: false } });

    const list = screen.getByTestId('message-list');
    expect(await within(list).findByText('Where is my order?')).toBeTruthy();
    await waitFor(() => expect(sent).not.toBeNull());
    expect(sent!.id).toMatch(UUID);
    // Once stored, the message shows its delivery state instead of "sending".
    await waitFor(() => expect(within(list).getByTestId('delivery-state').getAttribute('data-state')).toBe('sent'));
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
    expect(await within(queue).findByText('You are number 3 in the queue')).toBeTruthy();
    expect(within(queue).getByText('Estimated wait: about 4 min')).toBeTruthy();

    realtime.push('chat:queue', queueStatus(chat.id, { position: 1, estimatedWaitSeconds: 30 }));
    expect(await within(queue).findByText('You are next in line')).toBeTruthy();
    expect(within(queue).getByText('Estimated wait: less than a minute')).toBeTruthy();
  });

  it('offers the contact form while nobody is online', async () => {
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

    expect(await screen.findByText('An agent will be with you as soon as possible.')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Leave a message instead' }));
    expect(await screen.findByRole('heading', { name: 'Leave us a message' })).toBeTruthy();
  });
});

describe('an agent takes the chat', () => {
  it('shows the agent’s name and initials in the header and says who is answering', async () => {
    returningGuest();
    const chat = shopperChat({ status: 'waiting_for_agent' });
    brandServer({ chat });
    const { realtime, emitted } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);

    expect(await screen.findByTestId('queue-status')).toBeTruthy();
    // The chat's room is joined from the last message held (typing and receipts travel only there).
    await waitFor(() =>
      expect(emitted).toContainEqual({ event: 'chat:join', payload: { chatId: chat.id, afterSeq: 0 } }),
    );
    expect(screen.getByTestId('widget-title').textContent).toContain('Nakheel Dates');

    realtime.push('chat:updated', { ...chat, status: 'open', agent: AGENT });
    await waitFor(() => expect(screen.queryByTestId('queue-status')).toBeNull());
    expect(screen.getByTestId('widget-title').textContent).toContain('Sara Alqahtani');
    expect(screen.getByTestId('widget-subtitle').textContent).toBe('Answering you');
    expect(screen.getByTestId('agent-avatar').textContent).toContain('SA');
    expect(screen.queryByTestId('queue-status')).toBeNull();

    realtime.push('typing', { chatId: chat.id, side: 'agent', name: 'Sara Alqahtani', typing: true });
    await waitFor(() => expect(screen.getByTestId('agent-typing').textContent).not.toBe(''));
    expect(screen.getByTestId('agent-typing').textContent).toContain('Sara Alqahtani is typing…');
    const answer = chatMessage(chat.id, { body: 'Hello Hessa, how can I help?' });
    realtime.push('message:created', answer);
    expect(emitted).toContainEqual({ event: 'delivered', payload: { chatId: chat.id, seq: answer.seq } });
    expect(await screen.findByText('Hello Hessa, how can I help?')).toBeTruthy();
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
      chatMessage(chat.id, { body: '', deletedAt: new Date().toISOString() }),
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
    expect(lines[0]!.textContent).toContain('انضم \u2068Sara Alqahtani\u2069 إلى المحادثة.');
    expect(lines[1]!.textContent).toContain('أغلق الموظف المحادثة.');
    expect(screen.getByText('تم حذف هذه الرسالة')).toBeTruthy();
    expect(screen.getByTestId('composer-hint').textContent).toContain('انتهت هذه المحادثة. اكتب رسالة لإعادة فتحها.');
    expect(document.documentElement.getAttribute('dir')).toBe('rtl');
    expect(document.documentElement.getAttribute('lang')).toBe('ar');
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

    expect(await screen.findByText('أهلًا، كيف أساعدك؟')).toBeTruthy();
    expect(screen.getByTestId('widget-title').textContent).toContain('سارة القحطاني');
    // The header and the author line above the message: the English name nowhere.
    expect(screen.getAllByText('سارة القحطاني')).toHaveLength(2);
    expect(screen.queryByText('Sara Alqahtani')).toBeNull();
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
    expect(lines[0]!.textContent).toContain('انضم سارة القحطاني إلى المحادثة.');
    expect(lines[1]!.textContent).toContain('انضم \u2068Omar Saleh\u2069 إلى المحادثة.');
    expect(lines[0]!.textContent).not.toContain('Sara Alqahtani');

    await waitFor(() => expect(realtime.listening('shopper:notification')).toBe(true));
    const other = shopperChat({ status: 'open', language: 'ar' });
    realtime.push(
      'shopper:notification',
      shopperNotification(other.id, { kind: 'agent_assigned', preview: null, agentNameAr: 'سارة القحطاني' }),
    );
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toContain('سارة القحطاني');
    expect(toast.textContent).not.toContain('Sara Alqahtani');
  });

  it('says that an unknown widget is invalid, in Arabic too', async () => {
    brandServer();
    renderWidget('?id=nope&locale=ar');
    expect((await screen.findByTestId('widget-problem')).textContent).toContain('معرّف الأداة أو الرابط غير صالح.');
  });
});

function contactForm() {
  return {
    messageLabelEn: 'How can we help?',
    messageLabelAr: 'كيف نساعدك؟',
    messagePlaceholderEn: 'Tell us about your order',
    messagePlaceholderAr: 'أخبرنا عن طلبك',
    successMessageEn: 'Thanks! We will reply within a day.',
    successMessageAr: 'شكرًا! سنرد خلال يوم.',
  };
}

describe('nobody is online', () => {
  it('offers the contact form first, and sends it with the brand’s own label and success message', async () => {
    const user = userEvent.setup();
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse({ agentsOnline: false })),
      'GET /api/_auth/session': () => ok({ user: null }),
      'GET /api/public/brands/:widgetId/contact-form': () => ok(contactForm()),
      'POST /api/public/brands/:widgetId/contact': () =>
        ok({ ok: true, message: 'Thanks! We will reply within a day.' }),
    });
    renderWidget(`?id=${WIDGET_ID}&locale=en`);

    const notice = await screen.findByTestId('offline-notice');
    expect(notice.textContent).toContain('We are offline right now');
    await user.click(within(notice).getByRole('button', { name: 'Leave us a message' }));

    await user.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Hessa');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'hessa@example.com');
    await user.type(screen.getByRole('textbox', { name: /How can we help\?/ }), 'My dates arrived crushed.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect((await screen.findByTestId('contact-sent')).textContent).toContain('Thanks! We will reply within a day.');
    const [call] = server.callsTo('POST', `/api/public/brands/${WIDGET_ID}/contact`);
    expect(call?.query.get('lang')).toBe('en');
    expect(call?.body).toEqual({
      name: 'Hessa',
      email: 'hessa@example.com',
      phone: null,
      message: 'My dates arrived crushed.',
    });
  });

  it('puts the server’s field problems on the fields', async () => {
    const user = userEvent.setup();
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'GET /api/public/brands/:widgetId/contact-form': () => ok(contactForm()),
      'POST /api/public/brands/:widgetId/contact': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            details: [{ path: ['email'], key: 'validation.invalidEmail', message: 'Invalid email' }],
          },
        },
      }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Leave us a message' }));
    await user.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(screen.getAllByText('Required')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Hessa');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'hessa');
    await user.type(screen.getByRole('textbox', { name: /How can we help\?/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Invalid email')).toBeTruthy();
  });
});

describe('signing in with a phone', () => {
  it('sends a code, shows the resend wait, verifies for a bearer session and keeps the token', async () => {
    const user = userEvent.setup();
    const customer = sessionUser(['customer'], { name: 'Noura Aziz', phone: '+966550000101' });
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'POST /api/auth/otp/send': () =>
        ok({ otpSessionId: 'otp-1', channel: 'sms', expiresInSeconds: 300, resendInSeconds: 60 }),
      'POST /api/auth/otp/verify': () => ok({ user: customer, token: 'customer-session-token' }),
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Sign in with phone' }));
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '+966 550000101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect((await screen.findByTestId('otp-resend-countdown')).textContent).toMatch(
      /You can request a new code in (60|59) s/,
    );
    expect(server.callsTo('POST', '/api/auth/otp/send')[0]?.body).toEqual({
      purpose: 'sign-in',
      phone: '+966550000101',
    });
    await user.type(screen.getByRole('textbox', { name: 'Code' }), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Signed in as Noura Aziz')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/otp/verify')[0]?.body).toEqual({
      otpSessionId: 'otp-1',
      code: '123456',
      session: 'bearer',
    });
    expect(storedSession()).toEqual({ kind: 'customer', token: 'customer-session-token', name: 'Noura Aziz' });
    await waitFor(() =>
      expect(server.callsTo('GET', '/api/shopper/chats').at(-1)?.headers.get('authorization')).toBe(
        'Bearer customer-session-token',
      ),
    );
  });

  it('moves a number without an account to sign-up, which sends the name and the Gamer ID', async () => {
    const user = userEvent.setup();
    const customer = sessionUser(['customer'], { name: 'Hessa Saad' });
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'POST /api/auth/otp/send': ({ body }) =>
        (body as { purpose: string }).purpose === 'sign-in'
          ? failure(404, 'USER_NOT_EXISTS')
          : ok({ otpSessionId: 'otp-2', channel: 'sms', expiresInSeconds: 300, resendInSeconds: 60 }),
      'POST /api/auth/otp/verify': () => ok({ user: customer, token: 'new-customer-token' }),
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    await user.click(await screen.findByRole('button', { name: 'Sign in with phone' }));
    await user.type(await screen.findByRole('textbox', { name: /^Phone/ }), '+966550000199');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    expect(await screen.findByTestId('sign-up-notice')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^First name/ }), 'Hessa');
    await user.type(screen.getByRole('textbox', { name: /^Gamer ID/ }), 'falcon99');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: 'Code' }), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText('Signed in as Hessa Saad')).toBeTruthy();
    expect(server.callsTo('POST', '/api/auth/otp/send')[1]?.body).toEqual({
      purpose: 'sign-up',
      phone: '+966550000199',
    });
    expect(server.callsTo('POST', '/api/auth/otp/verify')[0]?.body).toEqual({
      otpSessionId: 'otp-2',
      code: '654321',
      profile: { firstName: 'Hessa', gamerId: 'falcon99' },
      session: 'bearer',
    });
  });
});

describe('telling the store’s page', () => {
  it('posts the unread count as notifications arrive, and resets it when the shopper reads the chat', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    const server = brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
    const { realtime, posted } = renderWidget(`?id=${WIDGET_ID}`);

    await screen.findByRole('button', { name: 'Continue your chat' });
    expect(posted).toContainEqual({ type: 'tawasul:ready' });
    await waitFor(() => expect(realtime.listening('shopper:notification')).toBe(true));

    const first = shopperNotification(chat.id);
    realtime.push('shopper:notification', first);
    realtime.push('shopper:notification', first);
    realtime.push('shopper:notification', shopperNotification(chat.id, { kind: 'agent_assigned', preview: null }));
    expect(posted.filter((message) => message.type === 'tawasul:unread')).toEqual([
      { type: 'tawasul:unread', count: 1 },
      { type: 'tawasul:unread', count: 2 },
    ]);
    const toasts = screen.getAllByTestId('toast');
    expect(toasts[0]!.textContent).toContain('New message from Sara Alqahtani');
    expect(toasts[0]!.textContent).toContain('Your order ships today');
    expect(toasts[1]!.textContent).toContain('Sara Alqahtani is answering you');

    // The toast opens the chat; reading it (the frame has the focus) clears the count.
    await user.click(within(toasts[0]!).getByText('Your order ships today'));
    await user.click(await screen.findByRole('textbox', { name: 'Message' }));
    await waitFor(() => expect(posted.at(-1)).toEqual({ type: 'tawasul:unread', count: 0 }));
    await waitFor(() => expect(server.callsTo('POST', `/api/chats/${chat.id}/read`)).not.toHaveLength(0));

    await user.click(screen.getByRole('button', { name: 'Close the chat window' }));
    expect(posted.at(-1)).toEqual({ type: 'tawasul:close' });
  });
});

describe('what the store’s page tells the frame', () => {
  it('counts the chat as read while the loader shows the frame, and not while it hides it', async () => {
    returningGuest();
    // The store's page keeps the focus: only the loader's word says the shopper sees the chat.
    const focus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    try {
      const chat = shopperChat({ status: 'open', agent: AGENT });
      const server = brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
      const { posted } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);
      const reads = () => server.callsTo('POST', `/api/chats/${chat.id}/read`);
      const say = (data: unknown, source: Window | null = window.parent) =>
        act(() => {
          window.dispatchEvent(new MessageEvent('message', { data, source }));
        });

      expect(await screen.findByText('Your order ships today')).toBeTruthy();
      await waitFor(() => expect(posted).toContainEqual({ type: 'tawasul:ready' }));
      say({ type: 'tawasul:visibility', open: false });
      // Anything but the parent window, or anything but the loader's message, is not listened to.
      say({ type: 'tawasul:visibility', open: true }, null);
      say({ type: 'tawasul:visibility', open: 'yes' });
      expect(reads()).toHaveLength(0);

      say({ type: 'tawasul:visibility', open: true });
      await waitFor(() => expect(reads()).toHaveLength(1));
      expect(posted.filter((message) => message.type === 'tawasul:unread')).toEqual([]);
    } finally {
      focus.mockRestore();
    }
  });
});

describe('a token the server no longer takes', () => {
  it('is dropped, and the widget goes back home saying why', async () => {
    returningGuest();
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/shopper/chats': () => failure(401, 'TOKEN_EXPIRED', 'The token has expired.'),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    expect(await screen.findByText('The token has expired.')).toBeTruthy();
    expect(storedSession()).toBeNull();
    expect(screen.getByRole('textbox', { name: /Your name/ })).toBeTruthy();
  });
});

describe('a customer signed in on Tawasul’s own origin', () => {
  it('uses its cookie session: no token, no Authorization header', async () => {
    const customer = sessionUser(['customer'], { name: 'Noura Aziz' });
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: customer }),
      'GET /api/shopper/chats': () => ok({ items: [], total: 0 }),
    });
    renderWidget(`?id=${WIDGET_ID}`);

    expect(await screen.findByText('Signed in as Noura Aziz')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Your name/ })).toBeNull();
    await waitFor(() => expect(server.callsTo('GET', '/api/shopper/chats')).toHaveLength(1));
    expect(server.callsTo('GET', '/api/shopper/chats')[0]?.headers.get('authorization')).toBeNull();
    expect(server.callsTo('GET', '/api/shopper/chats')[0]?.query.get('widgetId')).toBe(WIDGET_ID);
    expect(storedSession()).toBeNull();
  });
});

describe('in a panel of Tawasul’s own', () => {
  it('shows no close button of its own, and asks the panel to close on Escape unless the widget used it', async () => {
    const user = userEvent.setup();
    returningGuest();
    const chat = shopperChat({ status: 'open', agent: AGENT });
    brandServer({ chat, messages: [chatMessage(chat.id, { body: 'Your order ships today' })] });
    const { posted } = renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}&embed=panel`);

    expect(await screen.findByText('Your order ships today')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close the chat window' })).toBeNull();

    // Escape first cancels what the widget has open (the confirmation), and only then closes the panel.
    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(screen.getByTestId('confirm')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('confirm')).toBeNull();
    expect(posted).not.toContainEqual({ type: 'tawasul:close' });
    await user.keyboard('{Escape}');
    expect(posted.at(-1)).toEqual({ type: 'tawasul:close' });
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
      createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    });
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/chats/:id': () => ok(chat),
      'GET /api/chats/:id/messages': () => ok({ items: [old, mine], hasMore: false }),
      'POST /api/chats/:id/read': () => ok(chat),
      'PATCH /api/chats/:id/messages/:messageId': ({ body }) =>
        ok({ ...mine, body: (body as { body: string }).body, editedAt: new Date().toISOString() }),
      'DELETE /api/chats/:id/messages/:messageId': () => ok({ ...mine, body: '', deletedAt: new Date().toISOString() }),
    });
    renderWidget(`?id=${WIDGET_ID}&chat=${chat.id}`);

    const row = (await screen.findByText('My order is 1234')).closest('[data-testid="chat-message"]') as HTMLElement;
    const oldRow = screen.getByText('An old message').closest('[data-testid="chat-message"]') as HTMLElement;
    expect(within(oldRow).queryByRole('button', { name: 'Edit' })).toBeNull();

    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const field = within(row).getByRole('textbox', { name: 'Edit your message' });
    await user.clear(field);
    await user.type(field, 'My order is 1235{Enter}');
    expect(await within(row).findByText('My order is 1235')).toBeTruthy();
    expect(within(row).getByText('Edited')).toBeTruthy();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(within(row).getByTestId('confirm')).getByRole('button', { name: 'Delete' }));
    expect(await within(row).findByText('This message was deleted')).toBeTruthy();
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
    expect(confirm.textContent).toContain('End this chat?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(server.callsTo('POST', `/api/chats/${chat.id}/close`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'End chat' }));
    await user.click(within(screen.getByTestId('confirm')).getByRole('button', { name: 'End chat' }));
    expect((await screen.findByTestId('composer-hint')).textContent).toContain(
      'This chat has ended. Write a message to open it again.',
    );
    expect(server.callsTo('POST', `/api/chats/${chat.id}/close`)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'End chat' })).toBeNull();
  });
});

describe('the FAQ', () => {
  it('lists the brand’s questions in the widget’s language and searches them as the shopper types', async () => {
    const user = userEvent.setup();
    const server = standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
      'GET /api/public/brands/:widgetId/faqs': () =>
        ok({
          language: 'ar',
          items: [
            { id: '00000000-0000-4000-8000-00000000f001', question: 'متى يصل طلبي؟', answer: 'خلال ثلاثة أيام.' },
            { id: '00000000-0000-4000-8000-00000000f002', question: 'هل التوصيل مجاني؟', answer: 'نعم فوق ١٠٠ ريال.' },
          ],
        }),
    });
    renderWidget(`?id=${WIDGET_ID}&locale=ar`);

    await user.click(await screen.findByRole('button', { name: 'الأسئلة الشائعة' }));
    expect(await screen.findByText('متى يصل طلبي؟')).toBeTruthy();
    expect(server.callsTo('GET', `/api/public/brands/${WIDGET_ID}/faqs`)[0]?.query.get('lang')).toBe('ar');

    // "مجانى" with alef maqsura still finds "مجاني".
    await user.type(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }), 'مجانى');
    expect(screen.queryByText('متى يصل طلبي؟')).toBeNull();
    expect(screen.getByText('هل التوصيل مجاني؟')).toBeTruthy();

    await user.clear(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }));
    await user.type(screen.getByRole('searchbox', { name: 'ابحث في الأسئلة' }), 'استرجاع');
    expect(screen.getByText('لا يوجد سؤال يطابق «استرجاع».')).toBeTruthy();
  });
});

describe('track order', () => {
  it('explains that the store is not connected yet', async () => {
    const user = userEvent.setup();
    standInServer({
      'GET /api/public/brands/:widgetId/widget': () => ok(bootstrapResponse()),
      'GET /api/_auth/session': () => ok({ user: null }),
    });
    renderWidget(`?id=${WIDGET_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Track order' }));
    expect((await screen.findByTestId('track-order-notice')).textContent).toContain(
      'this store is not connected to its order system yet',
    );
  });
});

// Keeps act() warnings from timers of the last test out of the next one.
afterEach(async () => {
  await act(async () => undefined);
});
