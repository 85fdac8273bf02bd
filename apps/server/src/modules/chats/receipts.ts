import type { ChatReceipts } from '@tawasul/contracts/chats';
import type { Statements } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { markDeliveredChecked, writeReceipts } from './receipts.repo.ts';

export type ReceiptMarks = ChatReceipts;
type Side = 'shopper' | 'agent';

/** Dirty marks are written this long after the first of them changed. */
export const RECEIPTS_WRITE_BEHIND_MS = 1_000;
const KEEP_CHATS = 100_000;

interface Entry {
  marks: ReceiptMarks;
  /** The chat's last message this node knows of: a mark beyond it is checked in the database. */
  lastSeq: number;
  dirty: boolean;
}

const zero = (): ReceiptMarks => ({ shopperDeliveredSeq: 0, shopperReadSeq: 0, agentDeliveredSeq: 0, agentReadSeq: 0 });
const FIELDS = ['shopperDeliveredSeq', 'shopperReadSeq', 'agentDeliveredSeq', 'agentReadSeq'] as const;

/**
 * Delivery receipts in memory (docs/decisions/018). A member's `delivered` up to a message this node has seen stored
 * moves the chat's mark here, is told to the chat's room at once, and is written behind: every dirty chat's marks in
 * one statement about once a second, never lowering a mark, so several nodes may write the same chat. A mark beyond
 * what this node knows (a message stored by another node, or a seq nobody wrote) is checked in the database in one
 * statement that clamps it to the chat's last message. Views read on this node show the higher of the database's
 * and this node's marks. A node that dies loses at most a second of delivery marks: the next receipt restores them.
 */
export function createReceipts(deps: {
  statements: Statements;
  clock: Clock;
  events: DomainEvents;
  log: { warn(details: object, message: string): void };
}) {
  const { statements, clock, events } = deps;
  const chats = new Map<string, Entry>();
  let cancelWrite: (() => void) | null = null;
  let writing: Promise<void> = Promise.resolve();

  function entry(chatId: string): Entry {
    let found = chats.get(chatId);
    if (!found) {
      found = { marks: zero(), lastSeq: 0, dirty: false };
      chats.set(chatId, found);
      if (chats.size > KEEP_CHATS) {
        for (const [id, old] of chats) {
          if (!old.dirty) {
            chats.delete(id);
            break;
          }
        }
      }
    }
    return found;
  }

  /** Raises marks; tells the chat's room of those that rose (unless the caller tells it). Returns whether any did. */
  function raise(chatId: string, marks: Partial<ReceiptMarks>, dirty: boolean, tell = true): boolean {
    const found = entry(chatId);
    const rose: Partial<ReceiptMarks> = {};
    for (const field of FIELDS) {
      const value = marks[field];
      if (value !== undefined && value > found.marks[field]) rose[field] = found.marks[field] = value;
    }
    if (Object.keys(rose).length === 0) return false;
    if (tell) events.emit('chat.receipt', { chatId, receipts: rose });
    if (dirty) {
      found.dirty = true;
      cancelWrite ??= clock.setTimeout(() => void write(), RECEIPTS_WRITE_BEHIND_MS);
    }
    return true;
  }

  /** Writes every dirty chat's marks now (also when the app closes). */
  function write(): Promise<void> {
    cancelWrite?.();
    cancelWrite = null;
    const rows: [string, ReceiptMarks][] = [];
    for (const [chatId, found] of chats) {
      if (!found.dirty) continue;
      found.dirty = false;
      rows.push([chatId, { ...found.marks }]);
    }
    writing = writing
      .then(async () => {
        const passedOver = await writeReceipts(statements, rows);
        if (passedOver.length === 0) return;
        // Held by a send at that moment: written next time.
        for (const chatId of passedOver) entry(chatId).dirty = true;
        cancelWrite ??= clock.setTimeout(() => void write(), RECEIPTS_WRITE_BEHIND_MS);
      })
      .catch((error: unknown) => {
        // Kept dirty for the next write: the marks are still the highest this node knows.
        for (const [chatId] of rows) entry(chatId).dirty = true;
        cancelWrite ??= clock.setTimeout(() => void write(), RECEIPTS_WRITE_BEHIND_MS);
        deps.log.warn({ err: error }, 'receipts write-behind');
      });
    return writing;
  }

  events.on('message.created', ({ message }) => {
    // An internal note is no message of the conversation: a receipt never points at one.
    if (message.internal) return;
    const found = entry(message.chatId);
    found.lastSeq = Math.max(found.lastSeq, message.seq);
  });

  return {
    /**
     * A member's side has received everything up to `seq`. `inRoom`: the socket is in the chat's room, so its
     * membership was checked when it joined (and it leaves the room when it loses it). 'not-member' when the checked
     * way found the person is not the chat's shopper or agent (the caller tells why).
     */
    async delivered(
      chatId: string,
      side: Side,
      personId: string,
      seq: number,
      inRoom: boolean,
    ): Promise<'marked' | 'not-member'> {
      const field = side === 'shopper' ? 'shopperDeliveredSeq' : 'agentDeliveredSeq';
      const known = chats.get(chatId);
      if (inRoom && known && seq <= known.lastSeq) {
        raise(chatId, { [field]: seq }, true);
        return 'marked';
      }
      const checked = await markDeliveredChecked(statements, side, chatId, personId, seq);
      if (!checked) return 'not-member';
      const found = entry(chatId);
      found.lastSeq = Math.max(found.lastSeq, checked.lastSeq);
      raise(chatId, checked.marks, false);
      return 'marked';
    },

    /** Marks the caller wrote to the database and tells itself (read receipts): this node keeps the higher ones. */
    absorb(chatId: string, marks: ReceiptMarks): void {
      raise(chatId, marks, false, false);
    },

    /** A chat row with the higher of its own and this node's marks. */
    overlay<T extends ReceiptMarks>(chat: T & { id: string }): T {
      const found = chats.get(chat.id);
      if (!found) return chat;
      const out = { ...chat };
      for (const field of FIELDS) out[field] = Math.max(chat[field], found.marks[field]) as T[typeof field];
      return out;
    },

    write,
  };
}

export type Receipts = ReturnType<typeof createReceipts>;
