import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { chatMessages, chatRooms } from '../../db/schema/chats.ts';
import { previewOf } from './chat-response.ts';
import type { Executor } from './chats.repo.ts';

/**
 * Sets a chat's preview again from the last message a person wrote that is not deleted nor an internal note (null
 * when none is left):
 * after a deletion or an edit, the inbox, the lists, the widget and the customer area never show the old text.
 */
export async function recomputePreview(executor: Executor, chatId: string): Promise<void> {
  const [last] = await executor
    .select({ body: chatMessages.body, kind: chatMessages.kind, attachments: chatMessages.attachments })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.chatId, chatId),
        ne(chatMessages.authorKind, 'system'),
        isNull(chatMessages.deletedAt),
        eq(chatMessages.internal, false),
      ),
    )
    .orderBy(desc(chatMessages.seq))
    .limit(1);
  await executor
    .update(chatRooms)
    .set({ lastMessagePreview: last ? previewOf(last) : null })
    .where(eq(chatRooms.id, chatId));
}
