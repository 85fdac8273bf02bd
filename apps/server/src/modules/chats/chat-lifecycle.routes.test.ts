import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  chatAction,
  getChat,
  messagesOf,
  newGuest,
  onlineAgent,
  sendMessage,
  sent,
  setOnline,
  startChat,
  waitingChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import {
  brandSettings,
  configureBrand,
  eventKinds,
  eventsOf,
  eventually,
  expectError,
  notificationsOfKind,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
});
afterAll(() => t.close());

/** A brand of its own for a test (its queue and agents are the test's alone), with a manager. */
async function team() {
  const brand = await insertBrand(t.database.db);
  const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  return { brand, manager };
}

/** Assignments are ordered by time: each step of a test happens a second after the one before. */
const tick = () => t.clock.advance(1000);

const PRESETS = {
  welcome: [
    { en: 'Welcome to our shop.', ar: 'أهلًا بك في متجرنا.' },
    { en: 'What is your order number?', ar: 'ما رقم طلبك؟' },
    { en: 'We reply within minutes.', ar: 'نرد خلال دقائق.' },
  ],
  agentWelcome: { en: 'Hello, {agentName} here.', ar: 'مرحبًا، معك {agentName}.' },
  onWaiting: { en: 'Our agents are busy; please wait.', ar: 'موظفونا مشغولون، يرجى الانتظار.' },
};

async function changeAgent(who: SignedInUser, chatId: string, agentId: string) {
  return t.request({ method: 'PUT', url: `/api/chats/${chatId}/agent`, cookie: who.cookie, payload: { agentId } });
}

/** A chat the agent has accepted. */
async function openChat(brand: BrandRow, agent: SignedInUser) {
  const { guest, chat } = await waitingChat(t, brand);
  expect(chat.agent?.id).toBe(agent.user.id);
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { guest, chat: accepted.json<ChatResponse>() };
}

async function expectStatus(who: Credentials, chatId: string, status: ChatResponse['status']) {
  const chat = await getChat(t, who, chatId);
  expect(chat.status).toBe(status);
  return chat;
}

describe('a chat from the widget to an agent and closed', () => {
  it('waits, is offered to the online agent, opens on accept, carries messages both ways and closes', async () => {
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.status).toBe('pending_acceptance');
    expect(chat.agent?.id).toBe(agent.user.id);

    const accepted = await chatAction(t, agent, chat.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('open');
    const again = await chatAction(t, agent, chat.id, 'accept');
    expect(errorOf(again).code).toBe('CHAT_NOT_PENDING_ACCEPTANCE');

    await sent(t, agent, chat.id, 'How can I help?');
    await sent(t, guest, chat.id, 'Where is my order?');
    const texts = (await messagesOf(t, guest, chat.id)).map((message) => message.body);
    expect(texts).toContain('How can I help?');
    expect(texts.at(-1)).toBe('Where is my order?');

    const closed = await chatAction(t, agent, chat.id, 'close');
    expect(closed.json().status).toBe('closed');
    expect((await getChat(t, guest, chat.id)).closeReason).toBe('agent');
  });
});

describe('new → waiting for agent → pending acceptance → open, with the preset messages', () => {
  it('posts the three welcome messages in the chat’s language when it starts, and gives back the same chat until it closes', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS });

    const arabic = await newGuest(t, brand);
    const chat = await startChat(t, arabic, brand, 'ar');
    expect(chat.status).toBe('new');
    expect(chat.language).toBe('ar');
    const messages = await messagesOf(t, arabic, chat.id);
    expect(messages.map((message) => message.body)).toEqual(PRESETS.welcome.map((text) => text.ar));
    expect(messages.every((message) => message.author.kind === 'system')).toBe(true);
    expect((await startChat(t, arabic, brand, 'ar')).id).toBe(chat.id);

    const english = await newGuest(t, brand);
    const other = await startChat(t, english, brand, 'en');
    expect(other.id).not.toBe(chat.id);
    expect((await messagesOf(t, english, other.id)).map((message) => message.body)).toEqual(
      PRESETS.welcome.map((text) => text.en),
    );
    expect(await eventKinds(t, chat.id)).toEqual(['started']);
  });

  it('queues the chat on the shopper’s first message and posts the on-waiting message after it', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS });
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand, 'ar');

    const first = await sent(t, guest, chat.id, 'مرحبًا');
    const waiting = await expectStatus(guest, chat.id, 'waiting_for_agent');
    expect(waiting.agent).toBeNull();
    expect(waiting.waitingSince).not.toBeNull();
    const messages = await messagesOf(t, guest, chat.id);
    expect(messages.slice(-2).map((message) => message.body)).toEqual(['مرحبًا', PRESETS.onWaiting.ar]);
    expect(messages.at(-2)?.id).toBe(first.id);

    // A second message while waiting posts no second on-waiting message.
    await sent(t, guest, chat.id, 'هل من أحد؟');
    const after = await messagesOf(t, guest, chat.id);
    expect(after.filter((message) => message.body === PRESETS.onWaiting.ar)).toHaveLength(1);
    expect(await eventKinds(t, chat.id, true)).toEqual(['started', 'waiting', 'message', 'message']);
  });

  it('offers a waiting chat to an agent who comes online, and opens it with the agent welcome message on accept', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS, toggles: { agentAssigned: true } });
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand, 'ar');
    await sent(t, guest, chat.id, 'مرحبًا');
    const agent = await onlineAgent(t, brand, false);
    await expectStatus(guest, chat.id, 'waiting_for_agent');

    await setOnline(t, agent, true);
    await eventually(async () => expect((await getChat(t, guest, chat.id)).status).toBe('pending_acceptance'));
    const offered = await getChat(t, agent, chat.id);
    expect(offered.agent?.id).toBe(agent.user.id);
    expect(offered.offeredAt).not.toBeNull();

    const accepted = await chatAction(t, agent, chat.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<ChatResponse>().status).toBe('open');
    const messages = await messagesOf(t, guest, chat.id);
    const [welcome, assigned] = messages.slice(-2);
    expect(welcome?.body).toBe(`مرحبًا، معك ${agent.user.name}.`);
    expect(welcome?.author).toMatchObject({ kind: 'agent', id: agent.user.id });
    expect(assigned).toMatchObject({ kind: 'system', systemKey: 'agentAssigned' });
    expect(assigned?.systemParams).toEqual({ name: agent.user.name });

    const events = await eventsOf(t, chat.id);
    expect(events.map((event) => event.kind).filter((kind) => kind !== 'message')).toEqual([
      'started',
      'waiting',
      'offered',
      'accepted',
    ]);
    expect(events.find((event) => event.kind === 'offered')?.agentId).toBe(agent.user.id);
    expect(events.find((event) => event.kind === 'accepted')?.agentId).toBe(agent.user.id);
  });

  it('posts the English presets in an English chat and no “agent assigned” line when that toggle is off', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS, toggles: { agentAssigned: false } });
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    const bodies = (await messagesOf(t, guest, chat.id)).map((message) => message.body);
    expect(bodies).toEqual([
      ...PRESETS.welcome.map((text) => text.en),
      'Hello, I need help',
      PRESETS.onWaiting.en,
      `Hello, ${agent.user.name} here.`,
    ]);
  });
});

describe('pending acceptance → waiting for agent (decline)', () => {
  it('returns the chat to the queue, records the decline and offers it to another agent', async () => {
    const { brand } = await team();
    const first = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(first.user.id);
    const second = await onlineAgent(t, brand);
    tick();

    const declined = await chatAction(t, first, chat.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    const now = await getChat(t, guest, chat.id);
    expect(now.status).toBe('pending_acceptance');
    expect(now.agent?.id).toBe(second.user.id);

    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.map((event) => [event.kind, event.agentId])).toEqual([
      ['started', null],
      ['waiting', null],
      ['offered', first.user.id],
      ['declined', first.user.id],
      ['offered', second.user.id],
    ]);
    // The first agent is no longer a member of the chat.
    expectError(await chatAction(t, first, chat.id, 'accept'), 'CHAT_NOT_MEMBER');
  });

  it('waits in the queue when nobody else can take it', async () => {
    const { brand } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    await chatAction(t, agent, chat.id, 'decline');
    const now = await expectStatus(guest, chat.id, 'waiting_for_agent');
    expect(now.agent).toBeNull();
    expect(now.offeredAt).toBeNull();
  });
});

describe('changing the agent', () => {
  it('offers a waiting chat to the chosen agent', async () => {
    const { brand, manager } = await team();
    const { guest, chat } = await waitingChat(t, brand);
    const agent = await onlineAgent(t, brand, false);
    const changed = await changeAgent(manager, chat.id, agent.user.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ChatResponse>()).toMatchObject({ status: 'pending_acceptance', agent: { id: agent.user.id } });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.at(-1)).toMatchObject({ kind: 'offered', agentId: agent.user.id, data: { manual: true } });
    expect(events.some((event) => event.kind === 'reassigned')).toBe(false);
    const transfer = (await messagesOf(t, guest, chat.id)).at(-1);
    expect(transfer).toMatchObject({ kind: 'system', systemKey: 'transferred' });
    expect(transfer?.systemParams).toEqual({ from: '', to: agent.user.name });
  });

  it('moves an offered chat to another agent: reassigned for the first, offered to the second', async () => {
    const { brand, manager } = await team();
    const first = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    const second = await onlineAgent(t, brand, false);
    const changed = await changeAgent(manager, chat.id, second.user.id);
    expect(changed.json<ChatResponse>()).toMatchObject({ status: 'pending_acceptance', agent: { id: second.user.id } });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-2).map((event) => [event.kind, event.agentId])).toEqual([
      ['reassigned', first.user.id],
      ['offered', second.user.id],
    ]);
    expect(events.at(-2)).toMatchObject({ actorUserId: manager.user.id, data: { toAgentId: second.user.id } });
    await eventually(async () =>
      expect(await notificationsOfKind(t, first, 'chat_reassigned', chat.id)).toHaveLength(1),
    );
    expectError(await chatAction(t, first, chat.id, 'accept'), 'CHAT_NOT_MEMBER');
    expect((await chatAction(t, second, chat.id, 'accept')).statusCode).toBe(200);
  });

  it('keeps an open chat open with the new agent, who may write in it at once', async () => {
    const { brand } = await team();
    const first = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, first);
    const second = await onlineAgent(t, brand);
    const changed = await changeAgent(admin, chat.id, second.user.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ChatResponse>()).toMatchObject({ status: 'open', agent: { id: second.user.id } });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-2).map((event) => [event.kind, event.agentId])).toEqual([
      ['reassigned', first.user.id],
      ['accepted', second.user.id],
    ]);
    const transfer = (await messagesOf(t, guest, chat.id)).at(-1);
    expect(transfer?.systemParams).toEqual({ from: first.user.name, to: second.user.name });

    await sent(t, second, chat.id, 'I am taking over.');
    expectError(await sendMessage(t, first, chat.id, 'Still here?'), 'CHAT_NOT_MEMBER');
  });

  it('refuses an agent at its maximum, a chat not yet waiting, a closed chat and an agent of another brand', async () => {
    const { brand } = await team();
    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 1 });
    const busy = await onlineAgent(t, brand);
    await waitingChat(t, brand);
    const { chat } = await waitingChat(t, brand);
    expect(chat.status).toBe('waiting_for_agent');
    expectError(await changeAgent(admin, chat.id, busy.user.id), 'CHAT_MAX_CONVERSATIONS_REACHED');

    const free = await onlineAgent(t, brand, false);
    const fresh = await startChat(t, await newGuest(t, brand), brand);
    expectError(await changeAgent(admin, fresh.id, free.user.id), 'CHAT_NOT_AUTHORIZED');

    const stranger = await signedIn(t, { role: 'agent', brandId: (await insertBrand(t.database.db)).id });
    expect(errorOf(await changeAgent(admin, chat.id, stranger.user.id)).code).toBe('AGENT_NOT_FOUND');

    await chatAction(t, admin, chat.id, 'close');
    expectError(await changeAgent(admin, chat.id, free.user.id), 'CHAT_NOT_AUTHORIZED');
  });
});

describe('closing', () => {
  it('closes a new chat for its shopper, a waiting one for the manager, an offered one for the admin', async () => {
    const { brand, manager } = await team();
    const guest = await newGuest(t, brand);
    const fresh = await startChat(t, guest, brand);
    const byShopper = await chatAction(t, guest, fresh.id, 'close');
    expect(byShopper.json<ChatResponse>()).toMatchObject({ status: 'closed', closeReason: 'shopper' });
    expect((await eventsOf(t, fresh.id)).at(-1)).toMatchObject({ kind: 'closed', data: { status: 'new' } });

    const { chat: waiting } = await waitingChat(t, brand);
    const byManager = await chatAction(t, manager, waiting.id, 'close');
    expect(byManager.json<ChatResponse>()).toMatchObject({ status: 'closed', closeReason: 'staff' });
    expect((await eventsOf(t, waiting.id)).at(-1)).toMatchObject({
      kind: 'closed',
      actorUserId: manager.user.id,
      data: { reason: 'staff', status: 'waiting_for_agent' },
    });

    const agent = await onlineAgent(t, brand);
    const { guest: shopper, chat: offered } = await waitingChat(t, brand);
    expect(offered.status).toBe('pending_acceptance');
    const byAdmin = await chatAction(t, admin, offered.id, 'close');
    expect(byAdmin.json<ChatResponse>()).toMatchObject({ status: 'closed', closeReason: 'staff' });
    expect((await eventsOf(t, offered.id)).at(-1)).toMatchObject({
      kind: 'closed',
      agentId: agent.user.id,
      data: { status: 'pending_acceptance' },
    });
    const last = (await messagesOf(t, shopper, offered.id)).at(-1);
    expect(last).toMatchObject({ kind: 'system', systemKey: 'closed.staff' });
  });

  it('closes an open chat for its agent, once: closing again changes nothing', async () => {
    const { brand } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    const closed = await chatAction(t, agent, chat.id, 'close');
    expect(closed.json<ChatResponse>()).toMatchObject({
      status: 'closed',
      closeReason: 'agent',
      agent: { id: agent.user.id },
    });
    expect((await messagesOf(t, guest, chat.id)).at(-1)?.systemKey).toBe('closed.agent');

    const again = await chatAction(t, guest, chat.id, 'close');
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatResponse>().closeReason).toBe('agent');
    expect((await eventKinds(t, chat.id)).filter((kind) => kind === 'closed')).toHaveLength(1);
  });

  it('keeps the last words a person wrote as the preview, moves the chat’s time and names the agent in Arabic', async () => {
    const { brand } = await team();
    const agent = await signedIn(t, {
      role: 'agent',
      brandId: brand.id,
      firstNameEn: 'Sara',
      lastNameEn: 'Ahmed',
      firstNameAr: 'سارة',
      lastNameAr: 'أحمد',
    });
    await setOnline(t, agent, true);
    const { guest, chat } = await openChat(brand, agent);
    expect(chat.agent).toMatchObject({ id: agent.user.id, name: 'Sara Ahmed', nameAr: 'سارة أحمد' });
    await tick();
    await sent(t, guest, chat.id, 'My order is late');
    await tick();
    const reply = await sent(t, agent, chat.id, 'Let me check it for you');
    expect(reply.author).toMatchObject({ kind: 'agent', name: 'Sara Ahmed', nameAr: 'سارة أحمد' });
    await tick();

    const closed = await chatAction(t, agent, chat.id, 'close');
    expect(closed.statusCode, closed.body).toBe(200);
    const afterClose = await getChat(t, guest, chat.id);
    expect(afterClose).toMatchObject({ status: 'closed', lastMessage: 'Let me check it for you' });
    // The close line still counts as activity: lists sorted by the last message put the chat where it closed.
    expect(afterClose.lastMessageAt).toBe(afterClose.closedAt);
    expect((await messagesOf(t, guest, chat.id)).at(-1)).toMatchObject({
      kind: 'system',
      systemKey: 'closed.agent',
      author: { kind: 'system', nameAr: null },
    });
  });
});

describe('closed → waiting for agent (the shopper writes again)', () => {
  it('reopens the chat and offers it to its previous agent first, even when another agent has fewer chats', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS, toggles: { reopenChat: true } });
    const previous = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, previous);
    await openChat(brand, previous);
    await chatAction(t, previous, chat.id, 'close');
    const idle = await onlineAgent(t, brand);
    tick();

    await sent(t, guest, chat.id, 'One more question');
    const reopened = await getChat(t, guest, chat.id);
    expect(reopened).toMatchObject({ status: 'pending_acceptance', agent: { id: previous.user.id }, closedAt: null });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-4).map((event) => [event.kind, event.agentId])).toEqual([
      ['closed', previous.user.id],
      ['reopened', previous.user.id],
      ['waiting', null],
      ['offered', previous.user.id],
    ]);
    const bodies = (await messagesOf(t, guest, chat.id)).slice(-3);
    expect(bodies.map((message) => message.systemKey ?? message.body)).toEqual([
      'One more question',
      'reopened',
      PRESETS.onWaiting.en,
    ]);
    await eventually(async () => {
      expect(await notificationsOfKind(t, previous, 'chat_reopened', chat.id)).toHaveLength(1);
      expect(await notificationsOfKind(t, manager, 'chat_reopened', chat.id)).toHaveLength(1);
    });
    expect(await notificationsOfKind(t, idle, 'chat_reopened', chat.id)).toHaveLength(0);
  });

  it('goes to another agent when the previous one is offline', async () => {
    const { brand } = await team();
    const previous = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, previous);
    await chatAction(t, previous, chat.id, 'close');
    await setOnline(t, previous, false);
    const other = await onlineAgent(t, brand);

    await sent(t, guest, chat.id, 'Hello again');
    expect(await getChat(t, guest, chat.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: other.user.id },
    });
  });

  it('sends no reopen notification when the brand turned it off', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { toggles: { reopenChat: false } });
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    await chatAction(t, agent, chat.id, 'close');
    await sent(t, guest, chat.id, 'Hello again');
    // Something that is notified after the reopen would have been: the next shopper message to the agent.
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    await sent(t, guest, chat.id, 'Are you there?');
    await eventually(async () =>
      expect(await notificationsOfKind(t, agent, 'customer_message', chat.id)).toHaveLength(1),
    );
    expect(await notificationsOfKind(t, agent, 'chat_reopened', chat.id)).toHaveLength(0);
    expect(await notificationsOfKind(t, manager, 'chat_reopened', chat.id)).toHaveLength(0);
  });
});

describe('what is not a transition', () => {
  it('refuses accept and decline outside pending acceptance', async () => {
    const { brand } = await team();
    const agent = await onlineAgent(t, brand);
    const { chat } = await openChat(brand, agent);
    expectError(await chatAction(t, agent, chat.id, 'accept'), 'CHAT_NOT_PENDING_ACCEPTANCE');
    expectError(await chatAction(t, agent, chat.id, 'decline'), 'CHAT_NOT_PENDING_ACCEPTANCE');
    await chatAction(t, agent, chat.id, 'close');
    expectError(await chatAction(t, agent, chat.id, 'accept'), 'CHAT_NOT_PENDING_ACCEPTANCE');
    expectError(await chatAction(t, agent, chat.id, 'decline'), 'CHAT_NOT_PENDING_ACCEPTANCE');
  });

  it('lets only the offered agent answer an offer: not managers, admins or shoppers', async () => {
    const { brand, manager } = await team();
    await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    for (const who of [manager, admin, guest] as Credentials[]) {
      expectError(await chatAction(t, who, chat.id, 'accept'), 'CHAT_NOT_AUTHORIZED');
      expectError(await chatAction(t, who, chat.id, 'decline'), 'CHAT_NOT_AUTHORIZED');
    }
    const colleague = await onlineAgent(t, brand, false);
    expectError(await chatAction(t, colleague, chat.id, 'accept'), 'CHAT_NOT_MEMBER');
    await expectStatus(guest, chat.id, 'pending_acceptance');
  });

  it('lets an agent write only in an open chat assigned to it', async () => {
    const { brand, manager } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expectError(await sendMessage(t, agent, chat.id, 'Too early'), 'CHAT_NOT_ASSIGNED');
    expectError(await sendMessage(t, manager, chat.id, 'Managers moderate'), 'CHAT_NOT_AUTHORIZED');
    expectError(await sendMessage(t, admin, chat.id, 'Admins moderate'), 'CHAT_NOT_AUTHORIZED');
    await chatAction(t, agent, chat.id, 'accept');
    await sent(t, agent, chat.id, 'Now I may');
    await chatAction(t, guest, chat.id, 'close');
    expectError(await sendMessage(t, agent, chat.id, 'After the close'), 'CHAT_CLOSED');
  });

  it('keeps the previous agent of a reopened chat out of it until it is offered again', async () => {
    const { brand } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    await chatAction(t, agent, chat.id, 'close');
    await setOnline(t, agent, false);
    await sent(t, guest, chat.id, 'Back again');
    await expectStatus(guest, chat.id, 'waiting_for_agent');

    // It still reads the chat (it was its agent), but acts in it only once it is offered to it again.
    expect((await getChat(t, agent, chat.id)).id).toBe(chat.id);
    expectError(await chatAction(t, agent, chat.id, 'accept'), 'CHAT_NOT_PENDING_ACCEPTANCE');
    expectError(await chatAction(t, agent, chat.id, 'close'), 'CHAT_NOT_ASSIGNED');
    expectError(await sendMessage(t, agent, chat.id, 'Hi'), 'CHAT_NOT_ASSIGNED');
  });

  it('refuses an accept that would take the agent over a maximum lowered since the offer', async () => {
    const { brand } = await team();
    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 2 });
    const agent = await onlineAgent(t, brand);
    const { chat: first } = await waitingChat(t, brand);
    const { chat: second } = await waitingChat(t, brand);
    expect([first.agent?.id, second.agent?.id]).toEqual([agent.user.id, agent.user.id]);

    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 1 });
    expectError(await chatAction(t, agent, first.id, 'accept'), 'CHAT_MAX_CONVERSATIONS_REACHED');
    // Declining the other offer brings the agent back within the maximum.
    await chatAction(t, agent, second.id, 'decline');
    expect((await chatAction(t, agent, first.id, 'accept')).statusCode).toBe(200);
  });
});

describe('the chat_events history', () => {
  it('holds one row per change of a whole chat life, in order, with a message row per message', async () => {
    const { brand, manager } = await team();
    const first = await onlineAgent(t, brand);
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    await sent(t, guest, chat.id, 'Hello');
    const second = await onlineAgent(t, brand);
    tick();
    await chatAction(t, first, chat.id, 'decline');
    await chatAction(t, second, chat.id, 'accept');
    await sent(t, second, chat.id, 'Hi, how can I help?');
    const third = await onlineAgent(t, brand);
    await changeAgent(manager, chat.id, third.user.id);
    await sent(t, third, chat.id, 'I will take it from here');
    await chatAction(t, guest, chat.id, 'close');
    await sent(t, guest, chat.id, 'Sorry, one more thing');

    const events = await eventsOf(t, chat.id);
    expect(events.map((event) => [event.kind, event.agentId])).toEqual([
      ['started', null],
      ['waiting', null],
      ['message', null],
      ['offered', first.user.id],
      ['declined', first.user.id],
      ['offered', second.user.id],
      ['accepted', second.user.id],
      ['message', second.user.id],
      ['reassigned', second.user.id],
      ['accepted', third.user.id],
      ['message', third.user.id],
      ['closed', third.user.id],
      ['reopened', third.user.id],
      ['waiting', null],
      ['message', null],
      ['offered', third.user.id],
    ]);
    const messageEvents = events.filter((event) => event.kind === 'message');
    expect(messageEvents.map((event) => event.data.author)).toEqual(['guest', 'agent', 'agent', 'guest']);
  });
});
