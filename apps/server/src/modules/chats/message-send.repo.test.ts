import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertBrand,
  insertChatRoom,
  insertGuest,
  insertUser,
  type BrandRow,
  type UserRow,
} from '../../db/factories.ts';
import {
  chatEvents,
  chatMessages,
  chatRooms,
  shopperNotifications,
  staffNotifications,
} from '../../db/schema/chats.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createChatsRepo, type ChatRow, type ChatsRepo } from './chats.repo.ts';
import type { FastSend } from './message-send.repo.ts';

// The normal send as one statement (message-send.repo.ts), on a real database: what it stores, and every case it
// leaves to the full path by returning nothing — without writing anything.
let database: TestDatabase;
let repo: ChatsRepo;
let brand: BrandRow;
let agent: UserRow;
let otherAgent: UserRow;
let customer: UserRow;
const at = new Date('2026-03-01T09:00:00.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  repo = createChatsRepo(database.db, database.statements);
  brand = await insertBrand(database.db);
  agent = await insertUser(database.db, {
    role: 'agent',
    brandId: brand.id,
    name: 'Rania Haddad',
    firstNameAr: 'رانيا',
    lastNameAr: 'حداد',
    image: '/api/files/rania',
  });
  otherAgent = await insertUser(database.db, { role: 'agent', brandId: brand.id });
  customer = await insertUser(database.db, { role: 'customer', name: 'Noura Alharbi', phoneNumber: '+966500000001' });
});
afterAll(() => database?.close());

async function guestChat(status: ChatRow['status'], values: Partial<ChatRow> = {}) {
  const guest = await insertGuest(database.db, { brandId: brand.id, name: 'Layla' });
  const chat = await insertChatRoom(database.db, {
    brandId: brand.id,
    guestId: guest.id,
    status,
    agentId: status === 'open' || status === 'pending_acceptance' ? agent.id : null,
    ...values,
  });
  return { guest, chat };
}

const fromGuest = (chat: ChatRow, guestId: string, values: Partial<FastSend> = {}): FastSend => ({
  chatId: chat.id,
  brandId: brand.id,
  messageId: randomUUID(),
  author: { kind: 'guest', guestId },
  body: 'Where is my order?',
  preview: 'Where is my order?',
  at,
  notify: false,
  ...values,
});

const fromAgent = (chat: ChatRow, userId = agent.id, values: Partial<FastSend> = {}): FastSend => ({
  ...fromGuest(chat, ''),
  author: { kind: 'agent', userId },
  body: 'It ships today',
  preview: 'It ships today',
  ...values,
});

const messagesIn = async (chatId: string) =>
  database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId));
const eventsIn = async (chatId: string) => database.db.select().from(chatEvents).where(eq(chatEvents.chatId, chatId));
const staffNotificationsOf = async (chatId: string) =>
  database.db.select().from(staffNotifications).where(eq(staffNotifications.chatId, chatId));
const shopperNotificationsOf = async (chatId: string) =>
  database.db.select().from(shopperNotifications).where(eq(shopperNotifications.chatId, chatId));

describe('the normal send in one statement', () => {
  it('stores a shopper’s message with its event and moves the chat, answering both as the views read them', async () => {
    const { guest, chat } = await guestChat('open', { awaitingShopperSince: new Date(at.getTime() - 60_000) });
    const send = fromGuest(chat, guest.id);
    const stored = await repo.sendFast(send);
    expect(stored).toBeDefined();
    const [row] = await messagesIn(chat.id);
    // Exactly what the history and the chat's view read afterwards.
    expect(stored!.message).toEqual({
      message: row,
      authorName: null,
      authorNameAr: null,
      authorImage: null,
      guestName: 'Layla',
    });
    expect(stored!.view).toEqual(await repo.view(chat.id));
    expect(stored!.view.chat).toMatchObject({
      lastMessageAt: at,
      lastMessagePreview: 'Where is my order?',
      lastShopperMessageAt: at,
      awaitingAgentSince: at,
      awaitingShopperSince: null,
      updatedAt: at,
    });
    expect(row).toMatchObject({ id: send.messageId, authorKind: 'guest', authorGuestId: guest.id, kind: 'text' });
    expect(await eventsIn(chat.id)).toMatchObject([
      { kind: 'message', agentId: null, actorUserId: null, data: { messageId: send.messageId, author: 'guest' } },
    ]);
  });

  it('stores an agent’s message to the open chat it holds, with its names', async () => {
    const { chat } = await guestChat('open', { awaitingAgentSince: at, agentDelayAlertedAt: at });
    const stored = await repo.sendFast(fromAgent(chat));
    expect(stored?.message).toMatchObject({ authorName: 'Rania Haddad', authorNameAr: 'رانيا حداد' });
    expect(stored?.message.authorImage).toBe('/api/files/rania');
    expect(stored?.view).toEqual(await repo.view(chat.id));
    expect(stored?.view.chat).toMatchObject({
      awaitingShopperSince: at,
      awaitingAgentSince: null,
      agentDelayAlertedAt: null,
    });
    expect(await eventsIn(chat.id)).toMatchObject([
      { kind: 'message', agentId: agent.id, actorUserId: agent.id, data: { author: 'agent' } },
    ]);
  });

  it('stores a customer’s message and keeps an earlier unanswered streak', async () => {
    const earlier = new Date(at.getTime() - 120_000);
    const chat = await insertChatRoom(database.db, {
      brandId: brand.id,
      customerId: customer.id,
      status: 'waiting_for_agent',
      awaitingAgentSince: earlier,
    });
    const stored = await repo.sendFast({ ...fromGuest(chat, ''), author: { kind: 'customer', userId: customer.id } });
    expect(stored?.message).toMatchObject({ authorName: 'Noura Alharbi' });
    expect(stored?.view).toMatchObject({ customerName: 'Noura Alharbi', customerPhone: '+966500000001' });
    expect(stored?.view.chat.awaitingAgentSince).toEqual(earlier);
    expect(await eventsIn(chat.id)).toMatchObject([{ actorUserId: customer.id, data: { author: 'customer' } }]);
  });

  it('leaves every other case to the full path and writes nothing', async () => {
    const open = await guestChat('open');
    const cases: [string, FastSend][] = [];
    for (const status of ['new', 'closed'] as const) {
      const { guest, chat } = await guestChat(status);
      cases.push([`a ${status} chat`, fromGuest(chat, guest.id)]);
    }
    const stranger = await insertGuest(database.db, { brandId: brand.id });
    cases.push(['another shopper', fromGuest(open.chat, stranger.id)]);
    cases.push(['a brand that is not the chat’s', fromGuest(open.chat, open.guest.id, { brandId: randomUUID() })]);
    cases.push(['an agent who does not hold it', fromAgent(open.chat, otherAgent.id)]);
    const offered = await guestChat('pending_acceptance');
    cases.push(['an agent to a chat only offered to it', fromAgent(offered.chat)]);
    const taken = await repo.sendFast(fromGuest(open.chat, open.guest.id));
    cases.push([
      'an id already stored (a resend)',
      fromGuest(open.chat, open.guest.id, { messageId: taken!.message.message.id }),
    ]);
    for (const [name, send] of cases) {
      expect(await repo.sendFast(send), name).toBeUndefined();
    }
    expect(await messagesIn(open.chat.id)).toHaveLength(1);
    expect(await eventsIn(open.chat.id)).toHaveLength(1);
    expect(await eventsIn(offered.chat.id)).toHaveLength(0);
  });

  it('writes no notification when the brand wants none', async () => {
    const { guest, chat } = await guestChat('open');
    expect((await repo.sendFast(fromGuest(chat, guest.id)))?.notification).toBeNull();
    expect((await repo.sendFast(fromAgent(chat)))?.notification).toBeNull();
    expect(await staffNotificationsOf(chat.id)).toHaveLength(0);
    expect(await shopperNotificationsOf(chat.id)).toHaveLength(0);
  });

  it('gives the chat’s agent one “customer message” until it is read, in the same statement', async () => {
    const { guest, chat } = await guestChat('open');
    const first = await repo.sendFast(fromGuest(chat, guest.id, { notify: true }));
    const [row] = await staffNotificationsOf(chat.id);
    expect(first?.notification).toEqual({ to: 'staff', row });
    expect(row).toMatchObject({
      userId: agent.id,
      kind: 'customer_message',
      params: { chatNumber: chat.number, name: 'Layla' },
      readAt: null,
      createdAt: at,
    });
    // One unread is enough: the next messages write none.
    expect((await repo.sendFast(fromGuest(chat, guest.id, { notify: true })))?.notification).toBeNull();
    expect(await staffNotificationsOf(chat.id)).toHaveLength(1);
    // Once read, the next message makes a new one.
    await database.db.update(staffNotifications).set({ readAt: at }).where(eq(staffNotifications.chatId, chat.id));
    const again = await repo.sendFast(fromGuest(chat, guest.id, { notify: true }));
    expect(again?.notification).toMatchObject({ to: 'staff', row: { userId: agent.id, readAt: null } });
    expect(await staffNotificationsOf(chat.id)).toHaveLength(2);
    // A chat nobody holds yet tells nobody.
    const waiting = await guestChat('waiting_for_agent');
    const unheld = await repo.sendFast(fromGuest(waiting.chat, waiting.guest.id, { notify: true }));
    expect(unheld?.notification).toBeNull();
    // A customer's name as its chat shows it.
    const own = await insertChatRoom(database.db, {
      brandId: brand.id,
      customerId: customer.id,
      status: 'open',
      agentId: agent.id,
    });
    const fromCustomer = await repo.sendFast({
      ...fromGuest(own, ''),
      author: { kind: 'customer', userId: customer.id },
      notify: true,
    });
    expect(fromCustomer?.notification?.row).toMatchObject({ params: { name: 'Noura Alharbi' } });
  });

  it('gives the shopper its chat’s one unread “agent message”, brought up to date by each later message', async () => {
    const { guest, chat } = await guestChat('open');
    const first = await repo.sendFast(fromAgent(chat, agent.id, { notify: true }));
    const [row] = await shopperNotificationsOf(chat.id);
    expect(first?.notification).toEqual({ to: 'shopper', row });
    expect(row).toMatchObject({
      guestId: guest.id,
      customerId: null,
      kind: 'agent_message',
      agentName: 'Rania Haddad',
      agentNameAr: 'رانيا حداد',
      preview: 'It ships today',
      readAt: null,
      createdAt: at,
    });
    const later = new Date(at.getTime() + 1_000);
    const second = await repo.sendFast(
      fromAgent(chat, agent.id, { notify: true, at: later, body: 'Tomorrow', preview: 'Tomorrow' }),
    );
    expect(second?.notification).toMatchObject({ row: { id: row!.id, preview: 'Tomorrow', createdAt: later } });
    // A message older than the one it stands for (listeners and nodes race) leaves it as it is.
    const late = await repo.sendFast(fromAgent(chat, agent.id, { notify: true, body: 'Old', preview: 'Old' }));
    expect(late?.notification).toBeNull();
    expect(await shopperNotificationsOf(chat.id)).toMatchObject([{ id: row!.id, preview: 'Tomorrow' }]);
    // Once read, the next message starts a new one.
    await database.db
      .update(shopperNotifications)
      .set({ readAt: later })
      .where(eq(shopperNotifications.chatId, chat.id));
    await repo.sendFast(fromAgent(chat, agent.id, { notify: true, at: later }));
    expect(await shopperNotificationsOf(chat.id)).toHaveLength(2);
  });

  it('checks the chat as it is once its lock is free: a chat closed meanwhile takes nothing', async () => {
    const { guest, chat } = await guestChat('open');
    let sending: Promise<unknown> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from chat_rooms where id = ${chat.id} for update`);
      sending = repo.sendFast(fromGuest(chat, guest.id));
      await tx.update(chatRooms).set({ status: 'closed' }).where(eq(chatRooms.id, chat.id));
    });
    expect(await sending).toBeUndefined();
    expect(await messagesIn(chat.id)).toHaveLength(0);
  });
});
