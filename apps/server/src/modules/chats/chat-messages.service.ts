import { sql, type SQL } from 'drizzle-orm';
import type {
  ChatResponse,
  MessageAttachment,
  MessageListQuery,
  MessageListResponse,
  MessageResponse,
  SendMessageBody,
} from '@tawasul/contracts/chats';
import { criticalMessages } from '../../db/schema/chats.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ChatActor } from './chat-actor.ts';
import {
  assertCanRead,
  pick,
  SYSTEM_KEYS,
  type ChatEngineCore,
  type ChatEngineDependencies,
} from './chat-engine-core.ts';
import { attachmentsFor, cannedContent, criticalRules } from './chat-message-content.ts';
import { previewAfter, toMessageResponse } from './chat-response.ts';
import { queryRows, type ChatRow, type MessageRow, type NewMessage } from './chats.repo.ts';
import { findCriticalWords } from './critical-words.ts';

/**
 * The messages of DESIGN.md section 3: history, sending (which also queues a new chat and reopens a closed one),
 * editing and deleting one's own, and read and delivery receipts.
 */
export function createChatMessagesService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo, events, clock } = deps;
  const { view, messageResponse, loadForRead, postSystem, announce } = core;

  return {
    async messages(actor: ChatActor, id: string, query: MessageListQuery): Promise<MessageListResponse> {
      await loadForRead(actor, id);
      const { rows, hasMore } = await repo.messages(id, query);
      return { items: rows.map(toMessageResponse), hasMore };
    },

    /**
     * Sends a message. The id comes from the sender: the same id again returns the stored message (a resend after a
     * reconnect). A shopper's first message puts a new chat in the queue; writing to a closed chat reopens it.
     */
    async send(actor: ChatActor, chatId: string, body: SendMessageBody & { body: string; attachmentIds: string[] }) {
      const resent = async (existing: MessageRow) => {
        const mine =
          existing.chatId === chatId &&
          (actor.kind === 'guest' ? existing.authorGuestId === actor.id : existing.authorUserId === actor.id);
        if (!mine) throw new AppError('MESSAGE_ID_TAKEN');
        // The original's fan-out may have died with the node that stored it: a resend announces the stored message
        // again (clients place messages by id, so whoever had it sees no change).
        const [message, chat] = await Promise.all([messageResponse(existing.id), view(chatId)]);
        events.emit('message.created', { message, chat });
        return message;
      };
      const existing = await repo.message(body.id);
      if (existing) return resent(existing);

      const before = await repo.view(chatId);
      if (!before) throw new AppError('CHAT_ROOM_NOT_FOUND');
      assertCanRead(actor, before.chat);
      const isShopper = actor.kind !== 'staff';
      if (actor.kind === 'staff' && actor.role !== 'agent') throw new AppError('CHAT_NOT_AUTHORIZED');
      if (!isShopper && body.attachmentIds.length === 0 && !body.caseId && !body.body) {
        throw new AppError('VALIDATION_FAILED');
      }
      if (isShopper && body.caseId) throw new AppError('CHAT_NOT_AUTHORIZED');

      let content: { body: string; attachments: MessageAttachment[]; caseId: string | null } = {
        body: body.body,
        attachments: await attachmentsFor(deps.findUploads, actor, body.attachmentIds),
        caseId: null,
      };
      if (body.caseId && actor.kind === 'staff' && actor.brandId) {
        const found = await deps.findCase({ id: actor.id, role: 'agent', brandId: actor.brandId }, body.caseId);
        if (!found.active || found.brandId !== before.chat.brandId) throw new AppError('CASE_NOT_FOUND');
        const canned = cannedContent(found, before.chat.language);
        content = {
          body: [body.body, canned.body].filter(Boolean).join('\n\n'),
          attachments: [...content.attachments, ...canned.attachments],
          caseId: found.id,
        };
      }

      const brandId = before.chat.brandId;
      const [configuration, rules] = await Promise.all([
        deps.settings.configurationFor(brandId),
        isShopper && content.body ? criticalRules(deps, brandId) : Promise.resolve([]),
      ]);
      const matches = findCriticalWords(content.body, rules);
      const now = clock.now();

      const outcome = await db.transaction(async (tx) => {
        const chat = await repo.lock(tx, chatId);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        // A resend racing its original waited for the chat's lock: the original is stored now.
        const stored = await repo.message(body.id, tx);
        if (stored) return { stored };
        if (actor.kind === 'staff') {
          if (chat.status === 'closed') throw new AppError('CHAT_CLOSED');
          if (chat.agentId !== actor.id || chat.status !== 'open') throw new AppError('CHAT_NOT_ASSIGNED');
        }
        const created: MessageRow[] = [];
        const changes: Partial<ChatRow> = { updatedAt: now };
        let startedWaiting = false;
        let reopened = false;

        if (isShopper && chat.status === 'closed') {
          reopened = true;
          startedWaiting = true;
          Object.assign(changes, {
            status: 'waiting_for_agent',
            waitingSince: now,
            agentId: null,
            offeredAt: null,
            acceptedAt: null,
            closedAt: null,
            closeReason: null,
          });
          await repo.addEvent(tx, { chatId, brandId, agentId: chat.previousAgentId, kind: 'reopened', at: now });
          await repo.addEvent(tx, { chatId, brandId, kind: 'waiting', at: now });
        } else if (isShopper && chat.status === 'new') {
          startedWaiting = true;
          Object.assign(changes, { status: 'waiting_for_agent', waitingSince: now });
          await repo.addEvent(tx, { chatId, brandId, kind: 'waiting', at: now });
        }

        const message = await repo.insertMessage(tx, {
          id: body.id,
          chatId,
          authorKind: actor.kind === 'staff' ? 'agent' : actor.kind,
          authorUserId: actor.kind === 'guest' ? null : actor.id,
          authorGuestId: actor.kind === 'guest' ? actor.id : null,
          kind: content.caseId ? 'canned' : content.body ? 'text' : 'attachment',
          body: content.body,
          attachments: content.attachments,
          caseId: content.caseId,
          createdAt: now,
        } satisfies NewMessage);
        created.push(message);
        await repo.addEvent(tx, {
          chatId,
          brandId,
          agentId: actor.kind === 'staff' ? actor.id : null,
          actorUserId: actor.kind === 'guest' ? null : actor.id,
          kind: 'message',
          data: { messageId: message.id, author: message.authorKind },
          at: now,
        });

        if (reopened) created.push(await postSystem(tx, chat, now, { key: SYSTEM_KEYS.reopened }));
        if (startedWaiting) {
          const onWaiting = pick(configuration.presetMessages.onWaiting, chat.language);
          if (onWaiting) created.push(await postSystem(tx, chat, now, { body: onWaiting }));
        }

        if (isShopper) {
          Object.assign(changes, {
            lastShopperMessageAt: now,
            awaitingAgentSince: chat.awaitingAgentSince ?? now,
            awaitingShopperSince: null,
            shopperRemindedAt: null,
          });
        } else {
          Object.assign(changes, {
            awaitingShopperSince: chat.awaitingShopperSince ?? now,
            awaitingAgentSince: null,
            agentDelayAlertedAt: null,
          });
        }
        Object.assign(changes, { lastMessageAt: now, ...previewAfter(created) });
        await repo.update(tx, chatId, changes);

        const flagged = [];
        for (const match of matches) {
          const [row] = await tx
            .insert(criticalMessages)
            .values({
              messageId: message.id,
              chatId,
              brandId,
              word: match.word,
              source: match.source,
              categoryId: match.categoryId,
              titleEn: match.titleEn,
              titleAr: match.titleAr,
              descriptionEn: match.descriptionEn,
              descriptionAr: match.descriptionAr,
              excerpt: content.body.slice(0, 280),
              createdAt: now,
            })
            .returning({ id: criticalMessages.id });
          if (row) flagged.push(row.id);
        }
        return {
          created,
          startedWaiting,
          reopened,
          flagged,
          // A closed chat keeps the agent it had; the message that reopens it has no agent until one accepts (the
          // offer is that agent's notice), so alerts go to the managers alone.
          agentId: reopened ? null : chat.agentId,
          previousAgentId: chat.previousAgentId,
        };
      });

      if (outcome.stored) return resent(outcome.stored);
      const chat = await announce(chatId, outcome.created);
      if (outcome.startedWaiting) await deps.requestRouting(brandId);
      if (outcome.reopened && configuration.toggles.reopenChat) {
        events.emit('chat.reopened', { chat, previousAgentId: outcome.previousAgentId });
      }
      if (outcome.flagged.length > 0)
        events.emit('critical.flagged', { ids: outcome.flagged, agentId: outcome.agentId });
      if (isShopper && outcome.agentId && configuration.toggles.customerMessage) {
        events.emit('chat.shopperMessage', { chat, agentId: outcome.agentId });
      }
      const message = await messageResponse(body.id);
      if (!isShopper && configuration.toggles.agentMessage) events.emit('chat.agentMessage', { chat, message });
      return message;
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
      await repo.updateMessage(db, messageId, { body: text, editedAt: now });
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
      await repo.updateMessage(db, messageId, { deletedAt: now });
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
      const read = side === 'shopper' ? 'shopper_read_seq' : 'agent_read_seq';
      const delivered = side === 'shopper' ? 'shopper_delivered_seq' : 'agent_delivered_seq';
      const upTo = upToLastMessage(chatId, seq);
      await db.execute(sql`
        update chat_rooms set ${sql.raw(read)} = greatest(${sql.raw(read)}, ${upTo}),
          ${sql.raw(delivered)} = greatest(${sql.raw(delivered)}, ${upTo})
        where id = ${chatId}`);
      const response = await view(chatId);
      events.emit('chat.receipt', { chatId, receipts: response.receipts });
      return response;
    },

    async markDelivered(actor: ChatActor, chatId: string, seq: number): Promise<void> {
      const chat = await loadForRead(actor, chatId);
      const side = receiptSide(actor, chat);
      if (!side) return;
      const delivered = side === 'shopper' ? 'shopper_delivered_seq' : 'agent_delivered_seq';
      const upTo = upToLastMessage(chatId, seq);
      const result = await queryRows<{ id: string }>(
        db,
        sql`
        update chat_rooms set ${sql.raw(delivered)} = ${upTo}
        where id = ${chatId} and ${sql.raw(delivered)} < ${upTo} returning id`,
      );
      if (result.length > 0) events.emit('chat.receipt', { chatId, receipts: (await view(chatId)).receipts });
    },
  };

  async function ownMessage(actor: ChatActor, chatId: string, messageId: string): Promise<MessageRow> {
    const message = await repo.message(messageId);
    if (!message || message.chatId !== chatId || message.deletedAt) throw new AppError('MESSAGE_NOT_FOUND');
    const mine = actor.kind === 'guest' ? message.authorGuestId === actor.id : message.authorUserId === actor.id;
    if (!mine || message.authorKind === 'system' || message.systemKey) throw new AppError('MESSAGE_NOT_YOURS');
    return message;
  }

  async function updated(chatId: string, messageId: string): Promise<MessageResponse> {
    const message = await messageResponse(messageId);
    events.emit('message.updated', { message, chat: await view(chatId) });
    return message;
  }

  /** `seq`, or the chat's last message's seq when `seq` is beyond it (`chat_messages_chat_seq_idx` finds it). */
  function upToLastMessage(chatId: string, seq: number): SQL {
    return sql`least(${seq}::bigint, (select coalesce(max(seq), 0) from chat_messages where chat_id = ${chatId}))`;
  }

  function receiptSide(actor: ChatActor, chat: ChatRow): 'shopper' | 'agent' | null {
    if (actor.kind !== 'staff') return 'shopper';
    return actor.role === 'agent' && chat.agentId === actor.id ? 'agent' : null;
  }
}
