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
import { lifecycleSteps, PRESETS } from '../../testing/chat-lifecycle-steps.ts';
import {
  brandSettings,
  configureBrand,
  eventKinds,
  eventsOf,
  eventually,
  expectError,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A chat's way from the widget to an agent, what is not a transition, and the events a whole chat life leaves.
// Changing the agent, and closing and reopening, have files of their own.

let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
});
afterAll(() => t.close());

const { team, tick, changeAgent, openChat, expectStatus } = lifecycleSteps(() => t);

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

  it('names the agent in the chat’s language in its welcome, and in both languages in the “joined” line', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS, toggles: { agentAssigned: true } });
    const agent = await signedIn(t, {
      role: 'agent',
      brandId: brand.id,
      firstNameEn: 'Sara',
      lastNameEn: 'Ahmed',
      firstNameAr: 'سارة',
      lastNameAr: 'أحمد',
    });
    await setOnline(t, agent, true);
    const welcomes = { ar: 'مرحبًا، معك سارة أحمد.', en: 'Hello, Sara Ahmed here.' };
    for (const language of ['ar', 'en'] as const) {
      const guest = await newGuest(t, brand);
      const chat = await startChat(t, guest, brand, language);
      await sent(t, guest, chat.id, 'Hello');
      const accepted = await chatAction(t, agent, chat.id, 'accept');
      expect(accepted.statusCode, accepted.body).toBe(200);
      const [welcome, assigned] = (await messagesOf(t, guest, chat.id)).slice(-2);
      expect(welcome).toMatchObject({ body: welcomes[language], author: { kind: 'agent', id: agent.user.id } });
      expect(assigned).toMatchObject({ kind: 'system', systemKey: 'agentAssigned' });
      expect(assigned?.systemParams).toEqual({ name: 'Sara Ahmed', nameAr: 'سارة أحمد' });
    }
  });

  it('posts the English presets in an English chat and no “agent assigned” line when that toggle is off', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS, toggles: { agentAssigned: false } });
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    const bodies = (await messagesOf(t, guest, chat.id)).map((message) => message.body);
    // Offered at once, it never waited: no on-waiting ("all our agents are busy") message.
    expect(bodies).toEqual([
      ...PRESETS.welcome.map((text) => text.en),
      'Hello, I need help',
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

  it('is offered back to the agent who declined it when nobody else is free: it never waits beside a free agent', async () => {
    const { brand } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    await chatAction(t, agent, chat.id, 'decline');
    const now = await expectStatus(guest, chat.id, 'pending_acceptance');
    expect(now.agent?.id).toBe(agent.user.id);
    expect((await eventKinds(t, chat.id)).slice(-3)).toEqual(['offered', 'declined', 'offered']);
    // Offline, the agent is nobody's fallback: a declined chat waits.
    await setOnline(t, agent, false);
    const waiting = await expectStatus(guest, chat.id, 'waiting_for_agent');
    expect(waiting.agent).toBeNull();
    expect(waiting.offeredAt).toBeNull();
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
