import type { ChatResponse, MessageAttachment, MessageResponse, SendMessageBody } from '@tawasul/contracts/chats';
import { AppError } from '../../lib/app-error.ts';
import type { ChatActor } from './chat-actor.ts';
import {
  assertCanRead,
  pick,
  readerAgentId,
  SYSTEM_KEYS,
  type ChatEngineCore,
  type ChatEngineDependencies,
} from './chat-engine-core.ts';
import { attachmentsFor, cannedContent, criticalWordsOf } from './chat-message-content.ts';
import { previewAfter, previewOf, toChatResponse, toMessageResponse } from './chat-response.ts';
import { claimUploads, recordCriticalMessage } from './chat-send.repo.ts';
import type { ChatRow, MessageRow, NewMessage } from './chats.repo.ts';
import { oneCriticalRecord } from './critical-words.ts';
import { shopperNotificationResponse } from './shopper-notifications.service.ts';
import { staffNotificationResponse } from './staff-notifications.service.ts';

type SendBody = SendMessageBody & { body: string; attachmentIds: string[] };

/**
 * Sending a message (DESIGN.md section 3). The id comes from the sender: the same id again returns the stored
 * message (a resend after a reconnect). A shopper's first message puts a new chat in the queue; writing to a closed
 * chat reopens it.
 *
 * The normal case — text from a chat's shopper or agent to a chat that stays as it is, with no critical word — is one
 * prepared statement (`message-send.repo.ts`, docs/decisions/018) that checks everything again under the chat's lock.
 * Everything else, and every case that statement does not take, goes the full way: a stale cache can only send a
 * message the full way, never store it where it should not be.
 */
export function createChatSendService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo, events, clock } = deps;
  const { view, messageResponse, postSystem, announce } = core;

  /** The normal case in one statement; undefined when it is not the normal case (the full way decides then). */
  async function sendNormally(actor: ChatActor, chatId: string, body: SendBody): Promise<MessageResponse | undefined> {
    if (body.attachmentIds.length > 0 || body.caseId || !body.body) return undefined;
    if (actor.kind === 'staff' && actor.role !== 'agent') return undefined;
    // A chat's brand never changes: known from any earlier read of the chat on this node. Its status as last read
    // here spares the statement when the chat was new or closed (the statement checks the status as it is now).
    const known = core.knownChat(chatId);
    if (!known || (actor.kind === 'staff' && actor.brandId !== known.brandId)) return undefined;
    const isShopper = actor.kind !== 'staff';
    if (isShopper ? known.status === 'new' || known.status === 'closed' : known.status !== 'open') return undefined;
    const { brandId } = known;
    const [configuration, criticalWords] = await Promise.all([
      deps.settings.configurationFor(brandId),
      isShopper ? criticalWordsOf(deps, brandId) : undefined,
    ]);
    if (criticalWords && criticalWords.find(body.body).length > 0) return undefined;
    const stored = await repo.sendFast({
      chatId,
      brandId,
      messageId: body.id,
      author:
        actor.kind === 'guest'
          ? { kind: 'guest', guestId: actor.id }
          : { kind: actor.kind === 'staff' ? 'agent' : 'customer', userId: actor.id },
      body: body.body,
      preview: previewOf({ body: body.body, kind: 'text', attachments: [] }),
      at: clock.now(),
      notify: isShopper ? configuration.toggles.customerMessage : configuration.toggles.agentMessage,
    });
    if (!stored) return undefined;
    core.rememberChat(stored.view.chat);
    const message = toMessageResponse(stored.message, deps.fileUrl);
    const chat = toChatResponse(stored.view);
    events.emit('message.created', { message, chat });
    // Only the chat's activity and preview moved: told to staff at most once a second (chat-activity.ts).
    core.activity.moved(chat, readerAgentId(stored.view.chat));
    // The notification was written by the same statement (the agent's "customer message", the shopper's "agent
    // message"); it is told to its reader as the notification services tell theirs.
    const { notification } = stored;
    if (notification?.to === 'staff') {
      events.emit('notification.created', {
        userId: notification.row.userId,
        notification: staffNotificationResponse(notification.row),
      });
    } else if (notification?.to === 'shopper' && chat.shopper.id) {
      events.emit('shopper.notification', {
        shopper: { kind: chat.shopper.kind, id: chat.shopper.id },
        notification: shopperNotificationResponse(notification.row, { en: chat.brandName, ar: chat.brandNameAr }),
      });
    }
    return message;
  }

  /** Today's full way: every case, with each rule checked and its error told. */
  async function sendFully(actor: ChatActor, chatId: string, body: SendBody): Promise<MessageResponse> {
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
      attachments: await attachmentsFor(deps.findUploads, actor, body.attachmentIds, body.id),
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
    const [configuration, criticalWords] = await Promise.all([
      deps.settings.configurationFor(brandId),
      isShopper && content.body ? criticalWordsOf(deps, brandId) : undefined,
    ]);
    const matches = criticalWords?.find(content.body) ?? [];
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
      // The sender's files belong to this message from now on: only the chat's readers get them (decision 026).
      if (body.attachmentIds.length > 0) await claimUploads(tx, message.id, body.attachmentIds);
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

      // One record per message, naming every word it matched (a word in both lists is one word).
      const flagged = [];
      const record = oneCriticalRecord(matches);
      if (record) {
        const id = await recordCriticalMessage(tx, {
          messageId: message.id,
          chatId,
          brandId,
          word: record.word,
          source: record.source,
          categoryId: record.categoryId,
          titleEn: record.titleEn,
          titleAr: record.titleAr,
          descriptionEn: record.descriptionEn,
          descriptionAr: record.descriptionAr,
          excerpt: content.body.slice(0, 280),
          createdAt: now,
        });
        if (id) flagged.push(id);
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
    let chat = await announce(chatId, outcome.created);
    if (outcome.startedWaiting) {
      await deps.requestRouting(brandId);
      chat =
        (await busyNotice(chatId, now, pick(configuration.presetMessages.onWaiting, before.chat.language))) ?? chat;
    }
    if (outcome.reopened && configuration.toggles.reopenChat) {
      events.emit('chat.reopened', { chat, previousAgentId: outcome.previousAgentId });
    }
    if (outcome.flagged.length > 0) events.emit('critical.flagged', { ids: outcome.flagged, agentId: outcome.agentId });
    if (isShopper && outcome.agentId && configuration.toggles.customerMessage) {
      events.emit('chat.shopperMessage', { chat, agentId: outcome.agentId });
    }
    const message = await messageResponse(body.id);
    if (!isShopper && configuration.toggles.agentMessage) events.emit('chat.agentMessage', { chat, message });
    return message;
  }

  /**
   * The on-waiting message ("All our agents are busy right now"), posted only when the chat really has to wait: the
   * routing pass that followed the shopper's message offered it to nobody. A chat offered at once gets none.
   */
  async function busyNotice(chatId: string, since: Date, text: string): Promise<ChatResponse | null> {
    if (!text) return null;
    const created = await db.transaction(async (tx) => {
      const chat = await repo.lock(tx, chatId);
      if (chat?.status !== 'waiting_for_agent' || chat.waitingSince?.getTime() !== since.getTime()) return null;
      const now = clock.now();
      const message = await postSystem(tx, chat, now, { body: text });
      await repo.update(tx, chatId, { lastMessageAt: now, updatedAt: now });
      return message;
    });
    return created ? announce(chatId, [created]) : null;
  }

  return {
    async send(actor: ChatActor, chatId: string, body: SendBody): Promise<MessageResponse> {
      return (await sendNormally(actor, chatId, body)) ?? sendFully(actor, chatId, body);
    },
  };
}
