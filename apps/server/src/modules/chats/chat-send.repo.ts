// The full way of sending a message (chat-send.service.ts): what it writes besides the message, its event and its chat.
import { and, inArray, isNull } from 'drizzle-orm';
import { criticalMessages } from '../../db/schema/chats.ts';
import { uploads } from '../../db/schema/uploads.ts';
import type { Executor } from './chat-views.ts';

export type CriticalMessageInsert = typeof criticalMessages.$inferInsert;

/** Gives the sender's files that no message holds yet to this message. */
export async function claimUploads(executor: Executor, messageId: string, uploadIds: string[]): Promise<void> {
  await executor
    .update(uploads)
    .set({ messageId })
    .where(and(inArray(uploads.id, uploadIds), isNull(uploads.messageId)));
}

/** A critical message's record; its id, or undefined when none was written. */
export async function recordCriticalMessage(
  executor: Executor,
  values: CriticalMessageInsert,
): Promise<string | undefined> {
  const [row] = await executor.insert(criticalMessages).values(values).returning({ id: criticalMessages.id });
  return row?.id;
}
