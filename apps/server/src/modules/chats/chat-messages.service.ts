import type { ChatResponse, MessageListQuery, MessageListResponse, MessageResponse } from '@tawasul/contracts/chats';
import { AppError } from '../../lib/app-error.ts';
import type { ChatActor } from './chat-actor.ts';
import type { ChatEngineCore, ChatEngineDependencies } from './chat-engine-core.ts';
import { markReadUpTo } from './chat-messages.repo.ts';
import { recomputePreview } from './chat-preview.repo.ts';
import { toMessageResponse } from './chat-response.ts';
import type { ChatRow, MessageRow } from './chats.repo.ts';

/**
 * The messages of DESIGN.md section 3: history, editing and deleting one's own, and read and delivery receipts
 * (sending is `chat-send.service.ts`).
 */
export function createChatMessagesService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo, events, clock } = deps;
  const { view, messageResponse, loadForRead, announce } = core;

  return {
    async messages(actor: ChatActor, id: string, query: MessageListQuery): Promise<MessageListResponse> {
      await loadForRead(actor, id);
      const { rows, hasMore } = await repo.messages(id, { ...query, withNotes: actor.kind === 'staff' });
      return { items: rows.map((row) => toMessageResponse(row, deps.fileUrl)), hasMore };
    },

    /** The author edits its own text within the brand's "message edit time". */
    async edit(actor: ChatActor, chatId: string, messageId: string, text: string): Promise<MessageResponse> {
      const chat = await loadForRead(actor, chatId);
      const message = await ownMessage(actor, chatId, messageId);
      const { messageEditMinutes } = await deps.settings.effectiveFor(chat.brandId);
      const now = clock.now();
      if (now.getTime() - message.createdAt.getTime() > messageEditMinutes * 60_000) {
        throw new AppError('MESSAGE_EDIT_WINDOW_CLOSED');
      }
      await db.transaction(async (tx) => {
        await repo.updateMessage(tx, messageId, { body: text, editedAt: now });
        await recomputePreview(tx, chatId);
      });
      return updated(chatId, messageId);
    },

    /** The author deletes its own message within "message delete time"; the original stays for audit. */
    async remove(actor: ChatActor, chatId: string, messageId: string): Promise<MessageResponse> {
      const chat = await loadForRead(actor, chatId);
      const message = await ownMessage(actor, chatId, messageId);
      const { messageDeleteMinutes } = await deps.settings.effectiveFor(chat.brandId);
      const now = clock.now();
      if (now.getTime() - message.createdAt.getTime() > messageDeleteMinutes * 60_000) {
        throw new AppError('MESSAGE_DELETE_WINDOW_CLOSED');
      }
      // The text stays in the database for audit; the preview no longer shows it.
      await db.transaction(async (tx) => {
        await repo.updateMessage(tx, messageId, { deletedAt: now });
        await recomputePreview(tx, chatId);
      });
      return updated(chatId, messageId);
    },

    /**
     * Read receipts: the reader's side has read everything up to `seq`, or up to the chat's last message when `seq`
     * is beyond it (no one reads a message not written yet; the clients only send seqs they hold).
     */
    async markRead(actor: ChatActor, chatId: string, seq: number): Promise<ChatResponse> {
      const chat = await loadForRead(actor, chatId);
      const side = receiptSide(actor, chat);
      if (!side) return view(chatId);
      await markReadUpTo(db, chatId, side, seq);
      const response = await view(chatId);
      deps.receipts.absorb(chatId, response.receipts);
      events.emit('chat.receipt', { chatId, receipts: response.receipts });
      return response;
    },

    /**
     * Delivery receipts (`receipts.ts`): in memory and written behind when the socket is in the chat's room and the
     * seq is one this node has seen stored; otherwise checked in the database, up to the chat's last message.
     */
    async markDelivered(actor: ChatActor, chatId: string, seq: number, inRoom = false): Promise<void> {
      if (actor.kind === 'staff' && actor.role !== 'agent') return;
      const side = actor.kind === 'staff' ? 'agent' : 'shopper';
      const outcome = await deps.receipts.delivered(chatId, side, actor.id, seq, inRoom);
      // Not its shopper nor its agent: the reader's rules tell why (or, for one who may read it, nothing to mark).
      if (outcome === 'not-member') await loadForRead(actor, chatId);
    },
  };

  async function ownMessage(actor: ChatActor, chatId: string, messageId: string): Promise<MessageRow> {
    const message = await repo.message(messageId);
    if (!message || message.chatId !== chatId || message.deletedAt) throw new AppError('MESSAGE_NOT_FOUND');
    const mine = actor.kind === 'guest' ? message.authorGuestId === actor.id : message.authorUserId === actor.id;
    if (!mine || message.authorKind === 'system' || message.systemKey) throw new AppError('MESSAGE_NOT_YOURS');
    return message;
  }

  /** Tells everyone of an edit or a deletion, and of the chat's preview that may have changed with it. */
  async function updated(chatId: string, messageId: string): Promise<MessageResponse> {
    const message = await messageResponse(messageId);
    const chat = await announce(chatId, []);
    events.emit('message.updated', { message, chat });
    return message;
  }

  function receiptSide(actor: ChatActor, chat: ChatRow): 'shopper' | 'agent' | null {
    if (actor.kind !== 'staff') return 'shopper';
    return actor.role === 'agent' && chat.agentId === actor.id ? 'agent' : null;
  }
}
