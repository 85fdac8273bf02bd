import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  getChat,
  messagesOf,
  newGuest,
  onlineAgent,
  sendMessage,
  sent,
  startChat,
  waitingChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import {
  brandSettings,
  eventsOf,
  expectError,
  storedMessage,
  storedMessageCount,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;
let manager: SignedInUser;
let agent: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  await brandSettings(t, admin, brand.id, {
    messageEditMinutes: 5,
    messageDeleteMinutes: 10,
    maxConversationsPerAgent: 50,
  });
  agent = await onlineAgent(t, brand);
});
afterAll(() => t.close());

/** A chat the brand's agent has accepted. */
async function openChat() {
  const { guest, chat } = await waitingChat(t, brand);
  expect(chat.agent?.id).toBe(agent.user.id);
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { guest, chat: accepted.json<ChatResponse>() };
}

const edit = (who: Credentials, chatId: string, messageId: string, body: string) =>
  t.request({
    method: 'PATCH',
    url: `/api/chats/${chatId}/messages/${messageId}`,
    payload: { body },
    ...authOf(who),
  });
const remove = (who: Credentials, chatId: string, messageId: string) =>
  t.request({ method: 'DELETE', url: `/api/chats/${chatId}/messages/${messageId}`, ...authOf(who) });

const minutes = (count: number) => count * 60_000;

describe('editing a message', () => {
  it('lets the author edit its text within the brand’s edit time, and everyone reads the new text', async () => {
    const { guest, chat } = await openChat();
    const mine = await sent(t, guest, chat.id, 'Wher is my order?');
    t.clock.advance(minutes(5));
    const edited = await edit(guest, chat.id, mine.id, 'Where is my order?');
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<MessageResponse>()).toMatchObject({ body: 'Where is my order?', deletedAt: null });
    expect(edited.json<MessageResponse>().editedAt).not.toBeNull();
    const seen = (await messagesOf(t, agent, chat.id)).find((message) => message.id === mine.id);
    expect(seen?.body).toBe('Where is my order?');
    expect(seen?.editedAt).toBe(edited.json<MessageResponse>().editedAt);

    const reply = await sent(t, agent, chat.id, 'Let me chek.');
    expect((await edit(agent, chat.id, reply.id, 'Let me check.')).statusCode).toBe(200);
  });

  it('refuses an edit after the edit time', async () => {
    const { guest, chat } = await openChat();
    const mine = await sent(t, guest, chat.id, 'Typo here');
    t.clock.advance(minutes(5) + 1);
    expectError(await edit(guest, chat.id, mine.id, 'Too late'), 'MESSAGE_EDIT_WINDOW_CLOSED');
    expect((await storedMessage(t, mine.id))?.body).toBe('Typo here');
  });

  it('lets nobody but the author edit: not the agent, a manager, another shopper, nor anyone a system line', async () => {
    const { guest, chat } = await openChat();
    const mine = await sent(t, guest, chat.id, 'Mine');
    const reply = await sent(t, agent, chat.id, 'Mine too');
    expectError(await edit(agent, chat.id, mine.id, 'Changed'), 'MESSAGE_NOT_YOURS');
    expectError(await edit(guest, chat.id, reply.id, 'Changed'), 'MESSAGE_NOT_YOURS');
    expectError(await edit(manager, chat.id, mine.id, 'Changed'), 'MESSAGE_NOT_YOURS');
    expectError(await edit(admin, chat.id, reply.id, 'Changed'), 'MESSAGE_NOT_YOURS');
    const stranger = await newGuest(t, brand);
    expectError(await edit(stranger, chat.id, mine.id, 'Changed'), 'CHAT_NOT_MEMBER');
    const welcome = (await messagesOf(t, guest, chat.id)).find((message) => message.author.kind === 'system');
    expectError(await edit(guest, chat.id, welcome!.id, 'Changed'), 'MESSAGE_NOT_YOURS');
    // A message of another chat is not found through this one.
    const { guest: otherGuest, chat: other } = await openChat();
    const elsewhere = await sent(t, otherGuest, other.id, 'Elsewhere');
    expectError(await edit(guest, chat.id, elsewhere.id, 'Changed'), 'MESSAGE_NOT_FOUND');
  });
});

describe('deleting a message', () => {
  it('shows a deleted message to everyone as deleted, without its text, and keeps the original', async () => {
    const { guest, chat } = await openChat();
    const mine = await sent(t, guest, chat.id, 'My card number is 4111 1111 1111 1111');
    t.clock.advance(minutes(10));
    const deleted = await remove(guest, chat.id, mine.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json<MessageResponse>()).toMatchObject({ body: '', attachments: [] });
    expect(deleted.json<MessageResponse>().deletedAt).not.toBeNull();

    for (const reader of [guest, agent, manager, admin] as Credentials[]) {
      const seen = (await messagesOf(t, reader, chat.id)).find((message) => message.id === mine.id);
      expect(seen).toMatchObject({ body: '', attachments: [] });
      expect(seen?.deletedAt).not.toBeNull();
    }
    const stored = await storedMessage(t, mine.id);
    expect(stored?.body).toBe('My card number is 4111 1111 1111 1111');
    expect(stored?.deletedAt).not.toBeNull();

    // Gone is gone: it can be neither edited nor deleted again.
    expectError(await edit(guest, chat.id, mine.id, 'Back'), 'MESSAGE_NOT_FOUND');
    expectError(await remove(guest, chat.id, mine.id), 'MESSAGE_NOT_FOUND');
  });

  it('refuses a delete after the delete time, and by anyone but the author', async () => {
    const { guest, chat } = await openChat();
    const mine = await sent(t, guest, chat.id, 'Keep me');
    const reply = await sent(t, agent, chat.id, 'Keep me too');
    expectError(await remove(agent, chat.id, mine.id), 'MESSAGE_NOT_YOURS');
    expectError(await remove(manager, chat.id, mine.id), 'MESSAGE_NOT_YOURS');
    expectError(await remove(guest, chat.id, reply.id), 'MESSAGE_NOT_YOURS');
    t.clock.advance(minutes(10) + 1);
    expectError(await remove(guest, chat.id, mine.id), 'MESSAGE_DELETE_WINDOW_CLOSED');
    expectError(await remove(agent, chat.id, reply.id), 'MESSAGE_DELETE_WINDOW_CLOSED');
    expect((await messagesOf(t, guest, chat.id)).find((message) => message.id === mine.id)?.body).toBe('Keep me');
  });

  it('follows the brand’s own windows: a brand may allow no time at all', async () => {
    const strict = await insertBrand(t.database.db);
    await brandSettings(t, admin, strict.id, { messageEditMinutes: 0, messageDeleteMinutes: 0 });
    const guest = await newGuest(t, strict);
    const chat = await startChat(t, guest, strict);
    const mine = await sent(t, guest, chat.id, 'Hello');
    t.clock.advance(1000);
    expectError(await edit(guest, chat.id, mine.id, 'Hi'), 'MESSAGE_EDIT_WINDOW_CLOSED');
    expectError(await remove(guest, chat.id, mine.id), 'MESSAGE_DELETE_WINDOW_CLOSED');
  });
});

describe('sending the same message again (client-generated ids)', () => {
  it('stores a resent message once and answers it the same way', async () => {
    const { guest, chat } = await openChat();
    const id = randomUUID();
    const first = await sendMessage(t, guest, chat.id, 'Are you there?', id);
    expect(first.statusCode, first.body).toBe(200);
    t.clock.advance(1000);
    const again = await sendMessage(t, guest, chat.id, 'Are you there?', id);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await storedMessageCount(t, [id])).toBe(1);
    const copies = (await messagesOf(t, agent, chat.id)).filter((message) => message.id === id);
    expect(copies).toHaveLength(1);
    const messageEvents = (await eventsOf(t, chat.id)).filter((event) => event.data.messageId === id);
    expect(messageEvents).toHaveLength(1);
  });

  it('stores the first message of a chat once when it is resent, and queues the chat once', async () => {
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    const id = randomUUID();
    const [first, again] = [
      await sendMessage(t, guest, chat.id, 'Hello', id),
      await sendMessage(t, guest, chat.id, 'Hello', id),
    ];
    expect(again.json()).toEqual(first.json());
    const kinds = (await eventsOf(t, chat.id)).map((event) => event.kind);
    expect(kinds.filter((kind) => kind === 'waiting')).toHaveLength(1);
    expect(kinds.filter((kind) => kind === 'message')).toHaveLength(1);
  });

  it('stores a message sent twice at the same moment once (a resend racing the original)', async () => {
    const { guest, chat } = await openChat();
    const id = randomUUID();
    const replies = await Promise.all([
      sendMessage(t, guest, chat.id, 'Twice at once', id),
      sendMessage(t, guest, chat.id, 'Twice at once', id),
    ]);
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200]);
    expect(replies[1]!.json()).toEqual(replies[0]!.json());
    expect(await storedMessageCount(t, [id])).toBe(1);
  });

  it('refuses an id that someone else’s message already has', async () => {
    const { guest, chat } = await openChat();
    const mine = await sent(t, guest, chat.id, 'Mine');
    expectError(await sendMessage(t, agent, chat.id, 'Copy', mine.id), 'MESSAGE_ID_TAKEN');
    const { guest: otherGuest, chat: other } = await openChat();
    expectError(await sendMessage(t, otherGuest, other.id, 'Copy', mine.id), 'MESSAGE_ID_TAKEN');
    // The same author with the same id in another chat is someone else's message too.
    const later = await newGuest(t, brand);
    const laterChat = await startChat(t, later, brand);
    expectError(await sendMessage(t, guest, laterChat.id, 'Copy', mine.id), 'MESSAGE_ID_TAKEN');
    expect((await storedMessage(t, mine.id))?.body).toBe('Mine');
  });
});

describe('who is a member of a chat', () => {
  it('lets its shopper, its agent, the brand’s managers and admins read it', async () => {
    const { guest, chat } = await openChat();
    await sent(t, guest, chat.id, 'Hello');
    for (const reader of [guest, agent, manager, admin] as Credentials[]) {
      expect((await getChat(t, reader, chat.id)).id).toBe(chat.id);
      expect((await messagesOf(t, reader, chat.id)).at(-1)?.body).toBe('Hello');
    }
  });

  it('keeps everyone else out: another guest, a customer, another agent, another brand’s staff', async () => {
    const { guest, chat } = await openChat();
    const read = (who: Credentials) => t.request({ method: 'GET', url: `/api/chats/${chat.id}`, ...authOf(who) });
    const readMessages = (who: Credentials) =>
      t.request({ method: 'GET', url: `/api/chats/${chat.id}/messages`, ...authOf(who) });

    const otherGuest = await newGuest(t, brand);
    const customer = await signedIn(t, { role: 'customer' });
    const colleague = await signedIn(t, { role: 'agent', brandId: brand.id });
    for (const who of [otherGuest, customer, colleague] as Credentials[]) {
      expectError(await read(who), 'CHAT_NOT_MEMBER');
      expectError(await readMessages(who), 'CHAT_NOT_MEMBER');
      expectError(await sendMessage(t, who, chat.id, 'Let me in'), 'CHAT_NOT_MEMBER');
      expectError(await chatAction(t, who, chat.id, 'close'), 'CHAT_NOT_MEMBER');
    }

    // Another brand's staff and guests learn nothing about the chat.
    const elsewhere = await insertBrand(t.database.db);
    const otherManager = await signedIn(t, { role: 'brand_manager', brandId: elsewhere.id });
    const otherAgent = await signedIn(t, { role: 'agent', brandId: elsewhere.id });
    const foreignGuest = await newGuest(t, elsewhere);
    for (const who of [otherManager, otherAgent] as Credentials[]) {
      expectError(await read(who), 'CHAT_ROOM_NOT_FOUND');
      expectError(await chatAction(t, who, chat.id, 'close'), 'CHAT_ROOM_NOT_FOUND');
    }
    expectError(await read(foreignGuest), 'CHAT_NOT_MEMBER');
    expectError(await sendMessage(t, foreignGuest, chat.id, 'Let me in'), 'CHAT_NOT_MEMBER');
    expect((await read({ token: 'g1.not.a.token.at-all' })).statusCode).toBe(401);

    expect((await getChat(t, guest, chat.id)).status).toBe('open');
    expect((await messagesOf(t, guest, chat.id)).some((message) => message.body === 'Let me in')).toBe(false);
  });

  it('works the same for a signed-in customer as for a guest', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const chat = await startChat(t, customer, brand);
    expect(chat.shopper).toMatchObject({ kind: 'customer', id: customer.user.id });
    await sent(t, customer, chat.id, 'I am a customer');
    const offered = await getChat(t, customer, chat.id);
    expect(offered.agent?.id).toBe(agent.user.id);
    await chatAction(t, agent, chat.id, 'accept');
    await sent(t, agent, chat.id, 'Welcome back');
    expect((await messagesOf(t, customer, chat.id)).at(-1)?.body).toBe('Welcome back');
    const other = await signedIn(t, { role: 'customer' });
    expectError(
      await t.request({ method: 'GET', url: `/api/chats/${chat.id}`, cookie: other.cookie }),
      'CHAT_NOT_MEMBER',
    );
  });

  it('gives a shopper who opens the widget twice at once one chat', async () => {
    const guest = await newGuest(t, brand);
    const [first, second] = await Promise.all([startChat(t, guest, brand), startChat(t, guest, brand)]);
    expect(second.id).toBe(first.id);
  });
});

describe('read and delivery receipts', () => {
  it('marks read and delivered no further than the chat’s last message', async () => {
    const { guest, chat } = await openChat();
    const last = await sent(t, agent, chat.id, 'How can I help?');
    const read = await t.request({
      method: 'POST',
      url: `/api/chats/${chat.id}/read`,
      payload: { seq: last.seq + 1000 },
      ...authOf(guest),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<ChatResponse>().receipts).toMatchObject({
      shopperReadSeq: last.seq,
      shopperDeliveredSeq: last.seq,
    });
    await t.app.chatEngine.chats.markDelivered(
      { kind: 'staff', id: agent.user.id, role: 'agent', brandId: brand.id, name: agent.user.name },
      chat.id,
      last.seq + 1000,
    );
    expect((await getChat(t, guest, chat.id)).receipts.agentDeliveredSeq).toBe(last.seq);

    // The agent's next message is neither read nor received until the shopper says so.
    const next = await sent(t, agent, chat.id, 'Are you there?');
    const receipts = (await getChat(t, agent, chat.id)).receipts;
    expect(receipts.shopperReadSeq).toBeLessThan(next.seq);
    expect(receipts.shopperDeliveredSeq).toBeLessThan(next.seq);
  });
});
