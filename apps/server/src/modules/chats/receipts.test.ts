import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import type { ReceiptEvent } from '@tawasul/contracts/socket-events';
import { insertBrand, insertChatRoom, insertGuest, insertUser } from '../../db/factories.ts';
import { chatMessages, chatRooms } from '../../db/schema/chats.ts';
import { createManualClock } from '../../lib/clock.ts';
import { createDomainEvents } from '../../lib/domain-events.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { createReceipts, RECEIPTS_WRITE_BEHIND_MS } from './receipts.ts';

// Delivery receipts in memory, told at once and written behind about once a second (receipts.ts), on a real
// database and the test's own clock.
let database: TestDatabase;
const clock = createManualClock();
const events = createDomainEvents((error) => {
  throw error;
});
const told: ReceiptEvent[] = [];
events.on('chat.receipt', (event) => void told.push(event));
const failures: unknown[] = [];
const receipts = () =>
  createReceipts({
    statements: database.statements,
    clock,
    events,
    log: { warn: (details) => void failures.push(details) },
  });

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** An open chat of a guest and an agent, with `count` of the guest's messages stored; their seqs. */
async function chatWithMessages(count: number) {
  const brand = await insertBrand(database.db);
  const agent = await insertUser(database.db, { role: 'agent', brandId: brand.id });
  const guest = await insertGuest(database.db, { brandId: brand.id });
  const chat = await insertChatRoom(database.db, {
    brandId: brand.id,
    guestId: guest.id,
    agentId: agent.id,
    status: 'open',
  });
  const seqs: number[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await database.db
      .insert(chatMessages)
      .values({ id: randomUUID(), chatId: chat.id, authorKind: 'guest', authorGuestId: guest.id, body: `m${i}` })
      .returning();
    seqs.push(row!.seq);
  }
  return { chat, agent, guest, seqs };
}

/** This node stored (and announced) the message. */
const stored = (chatId: string, seq: number) =>
  events.emit('message.created', {
    message: { chatId, seq, internal: false } as MessageResponse,
    chat: {} as never,
  });

const marksOf = async (chatId: string) => {
  const [row] = await database.db.select().from(chatRooms).where(eq(chatRooms.id, chatId));
  return { shopper: row!.shopperDeliveredSeq, agent: row!.agentDeliveredSeq };
};

describe('delivery receipts', () => {
  it('are told at once and written about a second later, every dirty chat in one statement', async () => {
    const node = receipts();
    const one = await chatWithMessages(2);
    const two = await chatWithMessages(1);
    for (const seq of one.seqs) stored(one.chat.id, seq);
    stored(two.chat.id, two.seqs[0]!);
    told.length = 0;
    expect(await node.delivered(one.chat.id, 'agent', one.agent.id, one.seqs[1]!, true)).toBe('marked');
    expect(await node.delivered(two.chat.id, 'agent', two.agent.id, two.seqs[0]!, true)).toBe('marked');
    expect(told).toEqual([
      { chatId: one.chat.id, receipts: { agentDeliveredSeq: one.seqs[1] } },
      { chatId: two.chat.id, receipts: { agentDeliveredSeq: two.seqs[0] } },
    ]);
    // Not written yet; a view on this node already shows it.
    expect(await marksOf(one.chat.id)).toEqual({ shopper: 0, agent: 0 });
    expect(node.overlay(one.chat).agentDeliveredSeq).toBe(one.seqs[1]);
    clock.advance(RECEIPTS_WRITE_BEHIND_MS);
    await node.write();
    expect(await marksOf(one.chat.id)).toEqual({ shopper: 0, agent: one.seqs[1] });
    expect(await marksOf(two.chat.id)).toEqual({ shopper: 0, agent: two.seqs[0] });
    // An older or equal mark changes nothing and tells nobody.
    told.length = 0;
    await node.delivered(one.chat.id, 'agent', one.agent.id, one.seqs[0]!, true);
    expect(told).toEqual([]);
    expect(failures).toEqual([]);
  });

  it('never lower a mark another node wrote higher', async () => {
    const { chat, agent, seqs } = await chatWithMessages(3);
    const node = receipts();
    const other = receipts();
    for (const seq of seqs) {
      stored(chat.id, seq);
    }
    await other.delivered(chat.id, 'agent', agent.id, seqs[2]!, true);
    clock.advance(RECEIPTS_WRITE_BEHIND_MS);
    await other.write();
    await node.delivered(chat.id, 'agent', agent.id, seqs[1]!, true);
    clock.advance(RECEIPTS_WRITE_BEHIND_MS);
    await node.write();
    expect((await marksOf(chat.id)).agent).toBe(seqs[2]);
  });

  // Two connections at once: PostgreSQL only (PGlite has one, where no statement waits for another).
  it.skipIf(!process.env.DATABASE_URL)(
    'pass over a chat a send holds, and write it next time instead of waiting for it',
    async () => {
      const { chat, agent, seqs } = await chatWithMessages(1);
      const node = receipts();
      stored(chat.id, seqs[0]!);
      await node.delivered(chat.id, 'agent', agent.id, seqs[0]!, true);
      const send = new pg.Client({ connectionString: database.url });
      await send.connect();
      try {
        await send.query('begin');
        await send.query('select id from chat_rooms where id = $1 for update', [chat.id]);
        clock.advance(RECEIPTS_WRITE_BEHIND_MS);
        await node.write();
        await send.query('commit');
        expect((await marksOf(chat.id)).agent).toBe(0);
        // Still dirty: the next write-behind writes it.
        clock.advance(RECEIPTS_WRITE_BEHIND_MS);
        await node.write();
        expect((await marksOf(chat.id)).agent).toBe(seqs[0]);
      } finally {
        await send.end();
      }
    },
  );

  it('check a mark beyond what the node has seen stored in the database, up to the chat’s last message', async () => {
    const { chat, guest, seqs } = await chatWithMessages(2);
    const node = receipts();
    told.length = 0;
    // A message stored by another node (this one never saw it), and a seq nobody wrote.
    expect(await node.delivered(chat.id, 'shopper', guest.id, seqs[1]! + 1_000, true)).toBe('marked');
    expect(await marksOf(chat.id)).toEqual({ shopper: seqs[1], agent: 0 });
    expect(told.at(-1)).toEqual({ chatId: chat.id, receipts: { shopperDeliveredSeq: seqs[1] } });
    // From a socket not in the chat's room: checked too.
    const stranger = await insertGuest(database.db, { brandId: chat.brandId });
    expect(await node.delivered(chat.id, 'shopper', stranger.id, seqs[0]!, false)).toBe('not-member');
  });
});
