// The messages' receipts as the reader marks them: a side's read (and so delivered) mark on the chat.
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from './chats.repo.ts';

/**
 * `seq`, or the chat's last message's seq when `seq` is beyond it (`chat_messages_chat_seq_idx` finds it). Internal
 * notes are no message of the conversation: receipts (which the shopper sees) never point at one.
 */
function upToLastMessage(chatId: string, seq: number): SQL {
  return sql`least(${seq}::bigint, (select coalesce(max(seq), 0) from chat_messages where chat_id = ${chatId} and not internal))`;
}

/** Raises the side's read and delivered marks to `seq` (at most the chat's last message), never lowering them. */
export async function markReadUpTo(
  executor: Executor,
  chatId: string,
  side: 'shopper' | 'agent',
  seq: number,
): Promise<void> {
  const read = side === 'shopper' ? 'shopper_read_seq' : 'agent_read_seq';
  const delivered = side === 'shopper' ? 'shopper_delivered_seq' : 'agent_delivered_seq';
  const upTo = upToLastMessage(chatId, seq);
  await executor.execute(sql`
        update chat_rooms set ${sql.raw(read)} = greatest(${sql.raw(read)}, ${upTo}),
          ${sql.raw(delivered)} = greatest(${sql.raw(delivered)}, ${upTo})
        where id = ${chatId}`);
}
