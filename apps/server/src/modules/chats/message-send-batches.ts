import type { Statements } from '../../db/client.ts';
import { sendFastTogether, type FastSend, type FastSent } from './message-send.repo.ts';

/** Statements of one side in flight at once; the sends that come meanwhile wait and go together in the next one. */
const IN_FLIGHT = 2;
/** Sends in one statement at most: their answers are handled in one turn of the event loop, which must stay short. */
const MOST_TOGETHER = 50;

interface Waiting {
  send: FastSend;
  resolve: (sent: FastSent | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit of the normal sends (issue 19, item 6; docs/decisions/018). A send goes out at once while fewer than
 * two statements of its side (shoppers' or agents') are in flight; the sends that arrive meanwhile go out together
 * as one statement when one comes back, each chat at most once in a statement (its next message waits for the next
 * one; the order of a sender's messages is kept before this, `lib/in-turn.ts`). Idle, a send waits for nothing; busy,
 * a round trip and a
 * statement serve many messages. Each send learns its own outcome; if the statement fails as a whole (a deadlock
 * with a transaction that locks the same chats in another order, say), each of its sends is tried again alone.
 */
export function createSendBatches(statements: Statements) {
  const sides = { agent: { waiting: [] as Waiting[], flying: 0 }, shopper: { waiting: [] as Waiting[], flying: 0 } };

  function flush(side: (typeof sides)['agent']): void {
    if (side.flying >= IN_FLIGHT || side.waiting.length === 0) return;
    const batch: Waiting[] = [];
    const later: Waiting[] = [];
    const chats = new Set<string>();
    const ids = new Set<string>();
    for (const waiting of side.waiting) {
      const { chatId, messageId } = waiting.send;
      if (batch.length >= MOST_TOGETHER || chats.has(chatId) || ids.has(messageId)) later.push(waiting);
      else {
        chats.add(chatId);
        ids.add(messageId);
        batch.push(waiting);
      }
    }
    side.waiting = later;
    side.flying += 1;
    void run(batch).finally(() => {
      side.flying -= 1;
      flush(side);
    });
  }

  async function run(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await sendFastTogether(
        statements,
        batch.map((waiting) => waiting.send),
      );
      batch.forEach((waiting, index) => waiting.resolve(outcomes[index]));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      await Promise.all(
        batch.map((waiting) =>
          sendFastTogether(statements, [waiting.send]).then(([sent]) => waiting.resolve(sent), waiting.reject),
        ),
      );
    }
  }

  return function send(fast: FastSend): Promise<FastSent | undefined> {
    const side = fast.author.kind === 'agent' ? sides.agent : sides.shopper;
    return new Promise((resolve, reject) => {
      side.waiting.push({ send: fast, resolve, reject });
      flush(side);
    });
  };
}
