import type { MessageResponse, NoteBody } from '@tawasul/contracts/chats';
import { AppError } from '../../lib/app-error.ts';
import type { ChatActor } from './chat-actor.ts';
import { assertCanRead, type ChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';
import type { NewMessage } from './chats.repo.ts';

/**
 * Internal notes (issue 21): staff-only lines in a chat's timeline. The chat's agent, the brand's managers and admins
 * write and read them; no shopper receives one in any payload or event. A note is a message row marked `internal`:
 * it takes its place in the conversation's order, but it changes nothing of the chat (no preview, no time, no
 * unanswered streak, no report event), shopper reads leave it out (`repo.messages` without notes), receipts never
 * point at it, and realtime sends it to the staff rooms alone.
 */
export function createChatNotesService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { repo, events, clock } = deps;
  const { view, messageResponse } = core;

  return {
    async addNote(actor: ChatActor, chatId: string, note: NoteBody): Promise<MessageResponse> {
      if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
      const existing = await repo.message(note.id);
      if (existing) {
        // A resend (the same id from the same writer) returns the stored note; any other use of the id is refused.
        if (existing.chatId !== chatId || existing.authorUserId !== actor.id || !existing.internal) {
          throw new AppError('MESSAGE_ID_TAKEN');
        }
        return messageResponse(existing.id);
      }
      const found = await repo.view(chatId);
      if (!found) throw new AppError('CHAT_ROOM_NOT_FOUND');
      // Its agent (the one who may read it), the brand's managers, admins; never an agent reading a shopper's
      // earlier chat from the shopper panel.
      assertCanRead(actor, found.chat);
      const row = await repo.insertMessage(deps.db, {
        id: note.id,
        chatId,
        authorKind: actor.role === 'agent' ? 'agent' : 'staff',
        authorUserId: actor.id,
        kind: 'text',
        body: note.body,
        internal: true,
        createdAt: clock.now(),
      } satisfies NewMessage);
      const [message, chat] = await Promise.all([messageResponse(row.id), view(chatId)]);
      events.emit('message.created', { message, chat });
      return message;
    },
  };
}
