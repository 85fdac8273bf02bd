import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBrand, insertChatRoom, insertGuest, insertUser, type UserRow } from '../../db/factories.ts';
import { chatEvents, chatMessages, chatRooms } from '../../db/schema/chats.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createSendBatches } from './message-send-batches.ts';
import { sendFastTogether, type FastSend } from './message-send.repo.ts';

// Group commit of the normal sends, on a real database: sends made together go out as few statements, each learns
// its own outcome, and what is stored is what one send at a time would have stored.
let database: TestDatabase;
let agent: UserRow;
let brandId: string;
const at = new Date('2026-03-01T09:00:00.000Z');

beforeAll(async () => {
  database = await openTestDatabase();
  const brand = await insertBrand(database.db);
  brandId = brand.id;
  agent = await insertUser(database.db, { role: 'agent', brandId });
});
afterAll(() => database?.close());

async function openChats(count: number, status: 'open' | 'closed' = 'open') {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const guest = await insertGuest(database.db, { brandId, name: 'Layla' });
      const chat = await insertChatRoom(database.db, { brandId, guestId: guest.id, status, agentId: agent.id });
      return { chat, guest };
    }),
  );
}

const fromGuest = ({ chat, guest }: { chat: { id: string }; guest: { id: string } }, body: string): FastSend => ({
  chatId: chat.id,
  brandId,
  messageId: randomUUID(),
  author: { kind: 'guest', guestId: guest.id },
  body,
  preview: body,
  at,
  notify: true,
});

describe('normal sends together', () => {
  it('stores several chats’ messages in one statement, and tells each send its own outcome', async () => {
    const open = await openChats(3);
    const [closed] = await openChats(1, 'closed');
    const sends = [...open.map((chat, index) => fromGuest(chat, `Question ${index}`)), fromGuest(closed!, 'Hello?')];
    const outcomes = await sendFastTogether(database.statements, sends);
    expect(outcomes.slice(0, 3).map((sent) => sent?.message.message.body)).toEqual([
      'Question 0',
      'Question 1',
      'Question 2',
    ]);
    // The closed chat is not the normal case: nothing stored for it, the others unaffected.
    expect(outcomes[3]).toBeUndefined();
    for (const [index, { chat }] of open.entries()) {
      expect(outcomes[index]?.view.chat).toMatchObject({ id: chat.id, lastMessagePreview: `Question ${index}` });
      expect(outcomes[index]?.notification).toMatchObject({ to: 'staff', row: { userId: agent.id, chatId: chat.id } });
    }
    const ids = sends.map((send) => send.messageId);
    expect(await database.db.select().from(chatMessages).where(inArray(chatMessages.id, ids))).toHaveLength(3);
    const events = await database.db
      .select()
      .from(chatEvents)
      .where(
        inArray(
          chatEvents.chatId,
          [...open, closed!].map(({ chat }) => chat.id),
        ),
      );
    expect(events.map((event) => event.chatId).sort()).toEqual(open.map(({ chat }) => chat.id).sort());
  });

  it('sends made at once go out as fewer statements, each chat once a statement, all stored', async () => {
    const chats = await openChats(12);
    const run = vi.spyOn(database.statements, 'run');
    const batches = createSendBatches(database.statements);
    // Two for the first chat: they may not share a statement (a chat's row is updated once by each).
    const sends = [...chats.map((chat, index) => fromGuest(chat, `Hi ${index}`)), fromGuest(chats[0]!, 'Hi again')];
    const outcomes = await Promise.all(sends.map((send) => batches(send)));
    const statements = run.mock.calls.length;
    run.mockRestore();
    expect(outcomes.every((sent) => sent !== undefined)).toBe(true);
    expect(statements).toBeLessThan(sends.length);
    expect(statements).toBeGreaterThanOrEqual(2);
    const first = await database.db.select().from(chatMessages).where(eq(chatMessages.chatId, chats[0]!.chat.id));
    expect(first.map((row) => row.body).sort()).toEqual(['Hi 0', 'Hi again']);
    const [room] = await database.db.select().from(chatRooms).where(eq(chatRooms.id, chats[5]!.chat.id));
    expect(room?.lastMessagePreview).toBe('Hi 5');
  });

  it('tries each send again alone when their statement fails as a whole: one bad send sinks no other', async () => {
    const chats = await openChats(5);
    const batches = createSendBatches(database.statements);
    // The first two go out at once; the other three wait and go together, with a body PostgreSQL refuses (NUL).
    const bodies = ['One', 'Two', 'Three', 'Bad \u0000 body', 'Five'];
    const outcomes = await Promise.allSettled(chats.map((chat, index) => batches(fromGuest(chat, bodies[index]!))));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    const stored = await database.db
      .select()
      .from(chatMessages)
      .where(
        inArray(
          chatMessages.chatId,
          chats.map(({ chat }) => chat.id),
        ),
      );
    expect(stored.map((row) => row.body).sort()).toEqual(['Five', 'One', 'Three', 'Two']);
  });
});
