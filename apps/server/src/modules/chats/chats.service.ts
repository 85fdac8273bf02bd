import { asc, eq, sql } from 'drizzle-orm';
import type {
  AgentInboxResponse,
  ChatDetailsResponse,
  ChatFlag,
  ChatListQuery,
  ChatListResponse,
  ChatResponse,
  CloseReason,
  EligibleAgent,
  MessageAttachment,
  MessageListQuery,
  MessageListResponse,
  MessageResponse,
  SendMessageBody,
  StartChatBody,
} from '@tawasul/contracts/chats';
import type { ShopperChatListQuery, ShopperChatListResponse } from '@tawasul/contracts/widget';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import type { BrandConfiguration, GeneralSettings } from '@tawasul/contracts/settings';
import type { Database } from '../../db/client.ts';
import { criticalMessages } from '../../db/schema/chats.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { UploadRow } from '../uploads/uploads.service.ts';
import { uploadUrl } from '../uploads/uploads.service.ts';
import type { ChatActor, ShopperActor } from './chat-actor.ts';
import { previewAfter, toChatResponse, toMessageResponse } from './chat-response.ts';
import {
  queryRows,
  type ChatRow,
  type ChatsRepo,
  type Executor,
  type MessageRow,
  type NewMessage,
} from './chats.repo.ts';
import { findCriticalWords, type CriticalWordRule } from './critical-words.ts';
import { agentLoad, lockAgent, lockBrandRouting } from './routing.service.ts';

/** What the chat engine needs from the rest of the product, as plain functions (modules talk through services). */
export interface ChatEngineDependencies {
  db: Database;
  repo: ChatsRepo;
  /** Runs the router for a brand (coalesced per brand); resolves when chats waiting now have had their turn. */
  requestRouting(brandId: string): Promise<void>;
  events: DomainEvents;
  clock: Clock;
  settings: {
    effectiveFor(brandId: string): Promise<GeneralSettings>;
    configurationFor(brandId: string): Promise<BrandConfiguration>;
  };
  brandByWidgetId(widgetId: string): Promise<{ id: string }>;
  categoryCriticalWords(): Promise<{ id: string; nameEn: string; nameAr: string; words: string[] }[]>;
  findUploads(ids: readonly string[]): Promise<Map<string, UploadRow>>;
  findCase(actor: { id: string; role: 'agent'; brandId: string }, id: string): Promise<CannedCaseResponse>;
}

/** System message keys; each reader's app renders them in its own language (`chat.system.*`). */
export const SYSTEM_KEYS = {
  closed: (reason: CloseReason) => `closed.${reason}`,
  transferred: 'transferred',
  reopened: 'reopened',
  agentAssigned: 'agentAssigned',
  shopperReminder: 'shopperReminder',
} as const;

const RECENTLY_CLOSED = 20;
const INBOX_LIMIT = 100;

const pick = (text: { en: string; ar: string }, language: ProductLanguage) =>
  (language === 'ar' ? text.ar || text.en : text.en || text.ar).trim();

function attachmentOf(upload: UploadRow): MessageAttachment {
  return {
    kind: upload.kind,
    uploadId: upload.id,
    url: uploadUrl(upload.id),
    name: upload.originalName,
    mimeType: upload.mimeType,
    size: upload.sizeBytes,
  };
}

/** The case's text in the chat's language and its images, documents and video, as the shopper receives them. */
function cannedContent(found: CannedCaseResponse, language: ProductLanguage) {
  const title = pick({ en: found.titleEn, ar: found.titleAr }, language);
  const description = pick({ en: found.descriptionEn, ar: found.descriptionAr }, language);
  const files = [...found.images, ...found.documents];
  const attachments: MessageAttachment[] = files.map((file) => ({
    kind: file.kind,
    uploadId: file.id,
    url: file.url,
    name: file.originalName,
    mimeType: file.mimeType,
    size: file.sizeBytes,
  }));
  if (found.video?.kind === 'upload') {
    const file = found.video.file;
    attachments.push({
      kind: 'video',
      uploadId: file.id,
      url: file.url,
      name: file.originalName,
      mimeType: file.mimeType,
      size: file.sizeBytes,
    });
  } else if (found.video?.kind === 'embed') {
    attachments.push({ kind: 'embed', uploadId: null, url: found.video.url, name: title, mimeType: null, size: null });
  }
  return { body: [title, description].filter(Boolean).join('\n\n'), attachments };
}

/**
 * The chat lifecycle of DESIGN.md section 2 and the messages of section 3. Every change runs in one transaction
 * that locks the chat row (and the agent's row when its load changes) and writes its `chat_events` row; the domain
 * events go out after the commit.
 */
export function createChatsService(deps: ChatEngineDependencies) {
  const { db, repo, events, clock } = deps;

  async function view(id: string, executor?: Executor): Promise<ChatResponse> {
    const found = await repo.view(id, executor);
    if (!found) throw new AppError('CHAT_ROOM_NOT_FOUND');
    return toChatResponse(found);
  }

  async function messageResponse(id: string): Promise<MessageResponse> {
    const found = await repo.messageWithAuthor(id);
    if (!found) throw new AppError('MESSAGE_NOT_FOUND');
    return toMessageResponse(found);
  }

  /** Reading: its shopper, its agent, the brand's managers and admins. Others learn nothing about the chat. */
  function assertCanRead(actor: ChatActor, chat: ChatRow): void {
    if (actor.kind === 'customer' && chat.customerId === actor.id) return;
    if (actor.kind === 'guest' && chat.guestId === actor.id) return;
    if (actor.kind === 'staff') {
      if (actor.role === 'admin') return;
      if (actor.brandId !== chat.brandId) throw new AppError('CHAT_ROOM_NOT_FOUND');
      if (actor.role === 'brand_manager') return;
      if (chat.agentId === actor.id || chat.previousAgentId === actor.id) return;
    }
    throw new AppError('CHAT_NOT_MEMBER');
  }

  /** Moderating (closing, changing the agent): admins, and the chat's brand managers. */
  function assertCanModerate(actor: ChatActor, chat: ChatRow): void {
    if (actor.kind !== 'staff' || actor.role === 'agent') throw new AppError('CHAT_NOT_AUTHORIZED');
    if (actor.role === 'brand_manager' && actor.brandId !== chat.brandId) throw new AppError('CHAT_ROOM_NOT_FOUND');
  }

  /**
   * As assertCanRead, and an agent may also read (never write to) the other chats of a shopper it is serving now:
   * the shopper panel's previous chats.
   */
  async function loadForRead(actor: ChatActor, id: string): Promise<ChatRow> {
    const found = await repo.view(id);
    if (!found) throw new AppError('CHAT_ROOM_NOT_FOUND');
    try {
      assertCanRead(actor, found.chat);
    } catch (error) {
      const agentOfBrand = actor.kind === 'staff' && actor.role === 'agent' && actor.brandId === found.chat.brandId;
      if (!agentOfBrand || !(await repo.servesShopper(actor.id, found.chat))) throw error;
    }
    return found.chat;
  }

  async function postSystem(
    tx: Executor,
    chat: ChatRow,
    at: Date,
    message: { key?: string; params?: Record<string, string | number>; body?: string; authorUserId?: string },
  ): Promise<MessageRow> {
    return repo.insertMessage(tx, {
      id: crypto.randomUUID(),
      chatId: chat.id,
      authorKind: message.authorUserId ? 'agent' : 'system',
      authorUserId: message.authorUserId ?? null,
      kind: message.key ? 'system' : 'text',
      body: message.body ?? '',
      systemKey: message.key ?? null,
      systemParams: message.params ?? null,
      createdAt: at,
    });
  }

  /** Tells everyone about committed changes: the chat once, then each new message in order. */
  async function announce(chatId: string, created: readonly MessageRow[], extra?: { previousAgentId?: string | null }) {
    const chat = await view(chatId);
    for (const row of created) {
      events.emit('message.created', { message: await messageResponse(row.id), chat });
    }
    events.emit('chat.changed', { chat, previousAgentId: extra?.previousAgentId ?? null });
    return chat;
  }

  async function criticalRules(brandId: string): Promise<CriticalWordRule[]> {
    const [configuration, categories] = await Promise.all([
      deps.settings.configurationFor(brandId),
      deps.categoryCriticalWords(),
    ]);
    return [
      ...configuration.notificationConfig.criticalWords.map((word) => ({
        word: word.word,
        source: 'brand' as const,
        categoryId: null,
        titleEn: word.titleEn,
        titleAr: word.titleAr,
        descriptionEn: word.descriptionEn,
        descriptionAr: word.descriptionAr,
      })),
      ...categories.flatMap((category) =>
        category.words.map((word) => ({
          word,
          source: 'category' as const,
          categoryId: category.id,
          titleEn: category.nameEn,
          titleAr: category.nameAr,
          descriptionEn: '',
          descriptionAr: '',
        })),
      ),
    ];
  }

  async function attachmentsFor(actor: ChatActor, ids: readonly string[]): Promise<MessageAttachment[]> {
    if (ids.length === 0) return [];
    const found = await deps.findUploads(ids);
    return ids.map((id) => {
      const upload = found.get(id);
      // A file is attached only by the person who uploaded it.
      const mine = actor.kind === 'guest' ? upload?.uploadedByGuestId === actor.id : upload?.uploadedBy === actor.id;
      if (!upload || !mine) {
        throw new AppError('UPLOAD_NOT_FOUND');
      }
      return attachmentOf(upload);
    });
  }

  return {
    view,

    async list(actor: ChatActor, query: ChatListQuery): Promise<ChatListResponse> {
      if (actor.kind !== 'staff' || actor.role === 'agent') throw new AppError('FORBIDDEN');
      let brandId: string | undefined = query.brandId;
      if (actor.role === 'brand_manager') {
        if (query.brandId && query.brandId !== actor.brandId) throw new AppError('BRAND_NOT_FOUND');
        brandId = actor.brandId ?? undefined;
      }
      const { rows, total } = await repo.list(query, brandId);
      return { items: rows.map(toChatResponse), total, page: query.page, pageSize: query.pageSize };
    },

    async get(actor: ChatActor, id: string): Promise<ChatResponse> {
      await loadForRead(actor, id);
      return view(id);
    },

    async details(actor: ChatActor, id: string): Promise<ChatDetailsResponse> {
      const chat = await loadForRead(actor, id);
      assertCanModerate(actor, chat);
      const [response, timeline] = await Promise.all([view(id), repo.timeline(id)]);
      return {
        ...response,
        timeline: timeline.map((row) => ({
          id: row.event.id,
          kind: row.event.kind,
          at: row.event.at.toISOString(),
          agent: row.event.agentId
            ? { id: row.event.agentId, name: row.agentName ?? '', nameAr: row.agentNameAr, image: row.agentImage }
            : null,
          actorName: row.actorName,
          data: row.event.data,
        })),
      };
    },

    async messages(actor: ChatActor, id: string, query: MessageListQuery): Promise<MessageListResponse> {
      await loadForRead(actor, id);
      const { rows, hasMore } = await repo.messages(id, query);
      return { items: rows.map(toMessageResponse), hasMore };
    },

    /** The other chats of this chat's shopper with the brand (the agent console's shopper panel). */
    async shopperHistory(actor: ChatActor, id: string): Promise<ChatResponse[]> {
      const chat = await loadForRead(actor, id);
      if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
      const shopper = chat.customerId
        ? { customerId: chat.customerId }
        : chat.guestId
          ? { guestId: chat.guestId }
          : null;
      if (!shopper) return [];
      const rows = await repo.shopperChats(shopper, 50, chat.brandId);
      return rows.filter((row) => row.chat.id !== chat.id).map(toChatResponse);
    },

    /** Shopper messages of the chat that held a critical word (staff members of the chat only). */
    async flags(actor: ChatActor, id: string): Promise<ChatFlag[]> {
      await loadForRead(actor, id);
      if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
      const rows = await db
        .select()
        .from(criticalMessages)
        .where(eq(criticalMessages.chatId, id))
        .orderBy(asc(criticalMessages.createdAt))
        .limit(200);
      return rows.map((row) => ({
        id: row.id,
        messageId: row.messageId,
        word: row.word,
        categoryId: row.categoryId,
        titleEn: row.titleEn,
        titleAr: row.titleAr,
        descriptionEn: row.descriptionEn,
        descriptionAr: row.descriptionAr,
      }));
    },

    /**
     * A shopper's chats, newest activity first (the widget, for its own brand, and the customer area), by status
     * (active: not closed) and searchable by brand name and last message.
     */
    async shopperChats(actor: ShopperActor, query: ShopperChatListQuery): Promise<ShopperChatListResponse> {
      const brandId = query.widgetId ? (await deps.brandByWidgetId(query.widgetId)).id : undefined;
      const shopper = actor.kind === 'customer' ? { customerId: actor.id } : { guestId: actor.id };
      const { rows, total } = await repo.shopperChatList(shopper, query, brandId);
      return { items: rows.map(toChatResponse), total };
    },

    /**
     * A shopper opens the widget: its chat with the brand that is not closed yet, or a new one with the brand's
     * welcome messages in the chat's language.
     */
    async start(actor: ShopperActor, body: StartChatBody): Promise<ChatResponse> {
      const brand = await deps.brandByWidgetId(body.widgetId);
      if (actor.kind === 'guest' && actor.brandId !== brand.id) throw new AppError('INVALID_TOKEN');
      const shopper = actor.kind === 'customer' ? { customerId: actor.id } : { guestId: actor.id };
      const existing = await repo.activeChatOf(shopper, brand.id);
      if (existing) return view(existing.id);

      const configuration = await deps.settings.configurationFor(brand.id);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        // The widget opened twice at once gets one chat: the shopper's row serialises the two, the second finds it.
        await repo.lockShopper(tx, shopper);
        const raced = await repo.activeChatOf(shopper, brand.id, tx);
        if (raced) return { chat: raced, created: [] as MessageRow[], raced: true };
        const chat = await repo.insertChat(tx, {
          brandId: brand.id,
          ...shopper,
          language: body.language,
          status: 'new',
          startedAt: now,
          lastShopperMessageAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await repo.addEvent(tx, { chatId: chat.id, brandId: brand.id, kind: 'started', at: now });
        const created: MessageRow[] = [];
        for (const welcome of configuration.presetMessages.welcome) {
          const text = pick(welcome, body.language);
          if (text) created.push(await postSystem(tx, chat, now, { body: text }));
        }
        // Automatic messages: the chat's time moves (lists sort by it), its preview stays empty.
        if (created.length > 0) await repo.update(tx, chat.id, { lastMessageAt: now, ...previewAfter(created) });
        return { chat, created, raced: false };
      });
      if (outcome.raced) return view(outcome.chat.id);
      return announce(outcome.chat.id, outcome.created);
    },

    /**
     * Sends a message. The id comes from the sender: the same id again returns the stored message (a resend after a
     * reconnect). A shopper's first message puts a new chat in the queue; writing to a closed chat reopens it.
     */
    async send(actor: ChatActor, chatId: string, body: SendMessageBody & { body: string; attachmentIds: string[] }) {
      const resent = (existing: MessageRow) => {
        const mine =
          existing.chatId === chatId &&
          (actor.kind === 'guest' ? existing.authorGuestId === actor.id : existing.authorUserId === actor.id);
        if (!mine) throw new AppError('MESSAGE_ID_TAKEN');
        return messageResponse(existing.id);
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
        attachments: await attachmentsFor(actor, body.attachmentIds),
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
        isShopper && content.body ? criticalRules(brandId) : Promise.resolve([]),
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
          agentId: chat.agentId,
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

    /** Read receipts: the reader's side has read everything up to `seq`. */
    async markRead(actor: ChatActor, chatId: string, seq: number): Promise<ChatResponse> {
      const chat = await loadForRead(actor, chatId);
      const side = receiptSide(actor, chat);
      if (!side) return view(chatId);
      const read = side === 'shopper' ? 'shopper_read_seq' : 'agent_read_seq';
      const delivered = side === 'shopper' ? 'shopper_delivered_seq' : 'agent_delivered_seq';
      await db.execute(sql`
        update chat_rooms set ${sql.raw(read)} = greatest(${sql.raw(read)}, ${seq}),
          ${sql.raw(delivered)} = greatest(${sql.raw(delivered)}, ${seq})
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
      const result = await queryRows<{ id: string }>(
        db,
        sql`
        update chat_rooms set ${sql.raw(delivered)} = ${seq}
        where id = ${chatId} and ${sql.raw(delivered)} < ${seq} returning id`,
      );
      if (result.length > 0) events.emit('chat.receipt', { chatId, receipts: (await view(chatId)).receipts });
    },

    /** The offered agent accepts: the chat opens and the brand's agent welcome message is posted in its name. */
    async accept(actor: ChatActor, chatId: string): Promise<ChatResponse> {
      if (actor.kind !== 'staff' || actor.role !== 'agent') throw new AppError('CHAT_NOT_AUTHORIZED');
      const before = await loadForRead(actor, chatId);
      const [configuration, settings] = await Promise.all([
        deps.settings.configurationFor(before.brandId),
        deps.settings.effectiveFor(before.brandId),
      ]);
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        // Chat row first, then the agent's: the order of every other change (close, lapse, router), so none deadlock.
        const chat = await repo.lock(tx, chatId);
        await lockAgent(tx, actor.id);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        if (chat.status !== 'pending_acceptance') throw new AppError('CHAT_NOT_PENDING_ACCEPTANCE');
        if (chat.agentId !== actor.id) throw new AppError('CHAT_NOT_ASSIGNED');
        // The offer already counts; a maximum lowered since the offer is what can refuse it.
        if ((await agentLoad(tx, actor.id)) > settings.maxConversationsPerAgent) {
          throw new AppError('CHAT_MAX_CONVERSATIONS_REACHED');
        }
        const created: MessageRow[] = [];
        // The brand writes its agent welcome with an {agentName} placeholder (see the configuration defaults).
        const welcome = pick(configuration.presetMessages.agentWelcome, chat.language).replaceAll(
          '{agentName}',
          actor.name,
        );
        if (welcome) created.push(await postSystem(tx, chat, now, { body: welcome, authorUserId: actor.id }));
        if (configuration.toggles.agentAssigned) {
          created.push(
            await postSystem(tx, chat, now, { key: SYSTEM_KEYS.agentAssigned, params: { name: actor.name } }),
          );
        }
        await repo.update(tx, chatId, {
          status: 'open',
          acceptedAt: now,
          updatedAt: now,
          // The response delay counts from now: the time in the queue was nobody's to answer.
          awaitingAgentSince: chat.awaitingAgentSince ? now : null,
          ...(created.length > 0 ? { lastMessageAt: now, ...previewAfter(created) } : {}),
        });
        await repo.addEvent(tx, { chatId, brandId: chat.brandId, agentId: actor.id, kind: 'accepted', at: now });
        return created;
      });
      const chat = await announce(chatId, created);
      if (configuration.toggles.agentAssigned) events.emit('chat.agentAssigned', { chat, agentName: actor.name });
      return chat;
    },

    /** The offered agent declines: the chat goes back to the queue and to someone else. */
    async decline(actor: ChatActor, chatId: string): Promise<ChatResponse> {
      if (actor.kind !== 'staff' || actor.role !== 'agent') throw new AppError('CHAT_NOT_AUTHORIZED');
      const before = await loadForRead(actor, chatId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Chat row first, then the agent's: the order of every other change (close, lapse, router), so none deadlock.
        const chat = await repo.lock(tx, chatId);
        await lockAgent(tx, actor.id);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        if (chat.status !== 'pending_acceptance') throw new AppError('CHAT_NOT_PENDING_ACCEPTANCE');
        if (chat.agentId !== actor.id) throw new AppError('CHAT_NOT_ASSIGNED');
        await backToQueue(tx, chat, now, 'declined');
      });
      const chat = await announce(chatId, [], { previousAgentId: actor.id });
      await deps.requestRouting(before.brandId);
      return chat;
    },

    /** Agents who could take the chat, with their load (the Change agent modal). */
    async eligibleAgents(actor: ChatActor, chatId: string): Promise<EligibleAgent[]> {
      const chat = await loadForRead(actor, chatId);
      assertCanModerate(actor, chat);
      const { maxConversationsPerAgent } = await deps.settings.effectiveFor(chat.brandId);
      const result = await queryRows<{
        id: string;
        name: string;
        image: string | null;
        is_online: boolean;
        load: number;
      }>(
        db,
        sql`
        select u.id, u.name, u.image, u.is_online,
          (select count(*)::int from chat_rooms c where c.agent_id = u.id and c.status in ('pending_acceptance', 'open')) as load
        from users u
        where u.role = 'agent' and u.brand_id = ${chat.brandId} and u.active and not u.banned
        order by u.is_online desc, load asc, lower(u.name) asc`,
      );
      return result.map((row) => ({
        id: row.id,
        name: row.name,
        image: row.image,
        online: row.is_online,
        load: Number(row.load),
        maxLoad: maxConversationsPerAgent,
        current: row.id === chat.agentId,
      }));
    },

    /**
     * An admin or brand manager gives the chat to another agent: a waiting or offered chat is offered to it, an
     * open chat stays open with it. The previous agent's loss is recorded as "reassigned".
     */
    async changeAgent(actor: ChatActor, chatId: string, agentId: string): Promise<ChatResponse> {
      const before = await loadForRead(actor, chatId);
      assertCanModerate(actor, before);
      const { maxConversationsPerAgent } = await deps.settings.effectiveFor(before.brandId);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        await lockBrandRouting(tx, before.brandId);
        // Chat row first, then the agents' rows (the order of every change), so it cannot deadlock with an accept.
        const chat = await repo.lock(tx, chatId);
        const target = await queryRows<{ id: string; name: string }>(
          tx,
          sql`
          select id, name from users
          where id = ${agentId} and role = 'agent' and brand_id = ${before.brandId} and active and not banned
          for update`,
        );
        const agent = target[0];
        if (!agent) throw new AppError('AGENT_NOT_FOUND');
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        if (chat.status === 'closed' || chat.status === 'new') throw new AppError('CHAT_NOT_AUTHORIZED');
        if (chat.agentId === agentId) return { created: [], previous: null, offered: false };
        if ((await agentLoad(tx, agentId)) >= maxConversationsPerAgent) {
          throw new AppError('CHAT_MAX_CONVERSATIONS_REACHED');
        }
        const previous = chat.agentId;
        let previousName: string | null = null;
        if (previous) {
          await lockAgent(tx, previous);
          const named = await queryRows<{ name: string }>(tx, sql`select name from users where id = ${previous}`);
          previousName = named[0]?.name ?? null;
          await repo.addEvent(tx, {
            chatId,
            brandId: chat.brandId,
            agentId: previous,
            actorUserId: actor.kind === 'staff' ? actor.id : null,
            kind: 'reassigned',
            data: { toAgentId: agentId },
            at: now,
          });
        }
        const offered = chat.status !== 'open';
        await repo.update(tx, chatId, {
          agentId,
          updatedAt: now,
          ...(offered ? { status: 'pending_acceptance', offeredAt: now } : {}),
        });
        await tx.execute(sql`update users set last_assigned_at = ${now} where id = ${agentId}`);
        if (offered) {
          await repo.addEvent(tx, {
            chatId,
            brandId: chat.brandId,
            agentId,
            kind: 'offered',
            at: now,
            data: { manual: true },
          });
        } else {
          // Report rule: the new agent takes over an open chat, which counts as accepted by it.
          await repo.addEvent(tx, {
            chatId,
            brandId: chat.brandId,
            agentId,
            kind: 'accepted',
            at: now,
            data: { manual: true },
          });
        }
        const created = [
          await postSystem(tx, chat, now, {
            key: SYSTEM_KEYS.transferred,
            params: { from: previousName ?? '', to: agent.name },
          }),
        ];
        // The transfer line moves the chat's time, not its preview (the last words a person wrote).
        await repo.update(tx, chatId, { lastMessageAt: now });
        return { created, previous, offered };
      });
      const chat = await announce(chatId, outcome.created, { previousAgentId: outcome.previous });
      if (outcome.offered) events.emit('chat.offered', { chat, agentId });
      else if (outcome.created.length > 0 && chat.agent) {
        // An open chat taken over by another agent: the shopper is told who answers now, as on an accept.
        const { toggles } = await deps.settings.configurationFor(before.brandId);
        if (toggles.agentAssigned) events.emit('chat.agentAssigned', { chat, agentName: chat.agent.name });
      }
      if (outcome.previous) {
        events.emit('chat.reassigned', { chat, previousAgentId: outcome.previous });
        await deps.requestRouting(before.brandId);
      }
      return chat;
    },

    /** Closes the chat (its shopper, its agent, the brand's managers or an admin). */
    async close(actor: ChatActor, chatId: string): Promise<ChatResponse> {
      const before = await loadForRead(actor, chatId);
      let reason: CloseReason;
      if (actor.kind !== 'staff') reason = 'shopper';
      else if (actor.role === 'agent') {
        if (before.agentId !== actor.id) throw new AppError('CHAT_NOT_ASSIGNED');
        reason = 'agent';
      } else reason = 'staff';
      const result = await closeChat(chatId, reason, actor.kind === 'guest' ? null : actor.id);
      return result ?? view(chatId);
    },

    /** The agent console's inbox. */
    async inbox(actor: ChatActor): Promise<AgentInboxResponse> {
      if (actor.kind !== 'staff' || actor.role !== 'agent' || !actor.brandId) throw new AppError('FORBIDDEN');
      const [active, closed, settings, state] = await Promise.all([
        repo.agentChats(actor.id, ['pending_acceptance', 'open'], INBOX_LIMIT),
        repo.recentlyClosedBy(actor.id, RECENTLY_CLOSED),
        deps.settings.effectiveFor(actor.brandId),
        queryRows<{ is_online: boolean }>(db, sql`select is_online from users where id = ${actor.id}`),
      ]);
      const chats = active.map(toChatResponse);
      return {
        offered: chats.filter((chat) => chat.status === 'pending_acceptance'),
        open: chats.filter((chat) => chat.status === 'open'),
        closed: closed.map(toChatResponse),
        online: Boolean(state[0]?.is_online),
        load: chats.length,
        maxLoad: settings.maxConversationsPerAgent,
        waitingTimeoutMinutes: settings.waitingTimeoutMinutes,
        messageEditMinutes: settings.messageEditMinutes,
        messageDeleteMinutes: settings.messageDeleteMinutes,
      };
    },

    /** Sweep: offers not accepted within the brand's waiting timeout go back to the queue. */
    async lapseExpiredOffers(): Promise<number> {
      const now = clock.now();
      const candidates = await queryRows<{ id: string; brand_id: string; offered_at: Date | string }>(
        db,
        sql`
        select id, brand_id, offered_at from chat_rooms where status = 'pending_acceptance' order by offered_at limit 500`,
      );
      let lapsed = 0;
      const timeouts = new Map<string, number>();
      for (const row of candidates) {
        if (!timeouts.has(row.brand_id)) {
          timeouts.set(row.brand_id, (await deps.settings.effectiveFor(row.brand_id)).waitingTimeoutMinutes);
        }
        const deadline = new Date(row.offered_at).getTime() + timeouts.get(row.brand_id)! * 60_000;
        if (deadline > now.getTime()) continue;
        const agentId = await db.transaction(async (tx) => {
          const chat = await repo.lock(tx, row.id);
          if (!chat || chat.status !== 'pending_acceptance' || !chat.offeredAt) return null;
          if (chat.offeredAt.getTime() + timeouts.get(row.brand_id)! * 60_000 > now.getTime()) return null;
          if (chat.agentId) await lockAgent(tx, chat.agentId);
          await backToQueue(tx, chat, now, 'lapsed');
          return chat.agentId;
        });
        if (agentId === null) continue;
        lapsed += 1;
        await announce(row.id, [], { previousAgentId: agentId });
        await deps.requestRouting(row.brand_id);
      }
      return lapsed;
    },

    /** Sweep: chats whose shopper has not written for the brand's inactivity timeout are closed. */
    async closeInactive(): Promise<number> {
      const now = clock.now();
      const candidates = await queryRows<{ id: string; brand_id: string; last: Date | string }>(
        db,
        sql`
        select id, brand_id, coalesce(last_shopper_message_at, started_at) as last
        from chat_rooms where status <> 'closed'
        order by coalesce(last_shopper_message_at, started_at) limit 500`,
      );
      let closed = 0;
      const timeouts = new Map<string, number>();
      for (const row of candidates) {
        if (!timeouts.has(row.brand_id)) {
          timeouts.set(row.brand_id, (await deps.settings.effectiveFor(row.brand_id)).customerInactivityTimeoutHours);
        }
        if (new Date(row.last).getTime() + timeouts.get(row.brand_id)! * 3_600_000 > now.getTime()) continue;
        if (await closeChat(row.id, 'inactivity', null, timeouts.get(row.brand_id)! * 3_600_000)) closed += 1;
      }
      return closed;
    },

    /**
     * Sweep: response delays. A shopper unanswered for the brand's agent response delay alerts the agent and the
     * managers, once per unanswered streak; an agent message unanswered for the customer response delay sends the
     * shopper one reminder.
     */
    async checkResponseDelays(): Promise<{ alerts: number; reminders: number }> {
      const now = clock.now();
      const rows = await queryRows<{
        id: string;
        brand_id: string;
        number: number;
        agent_id: string | null;
        awaiting_agent_since: Date | string | null;
        awaiting_shopper_since: Date | string | null;
        agent_delay_alerted_at: Date | string | null;
        shopper_reminded_at: Date | string | null;
      }>(
        db,
        sql`
        select id, brand_id, number, agent_id, awaiting_agent_since, awaiting_shopper_since,
          agent_delay_alerted_at, shopper_reminded_at
        from chat_rooms
        where status = 'open' and (
          (awaiting_agent_since is not null and agent_delay_alerted_at is null) or
          (awaiting_shopper_since is not null and shopper_reminded_at is null))
        limit 1000`,
      );
      let alerts = 0;
      let reminders = 0;
      const configurations = new Map<string, BrandConfiguration>();
      for (const row of rows) {
        let configuration = configurations.get(row.brand_id);
        if (!configuration) {
          configuration = await deps.settings.configurationFor(row.brand_id);
          configurations.set(row.brand_id, configuration);
        }
        const { agentResponseDelay, customerResponseDelay } = configuration.notificationConfig;
        const agentDue =
          row.awaiting_agent_since &&
          !row.agent_delay_alerted_at &&
          new Date(row.awaiting_agent_since).getTime() + agentResponseDelay.minutes * 60_000 <= now.getTime();
        if (agentDue) {
          const marked = await queryRows<{ id: string }>(
            db,
            sql`
            update chat_rooms set agent_delay_alerted_at = ${now}
            where id = ${row.id} and agent_delay_alerted_at is null and awaiting_agent_since is not null returning id`,
          );
          if (marked.length > 0) {
            alerts += 1;
            events.emit('alert.responseDelay', {
              chatId: row.id,
              chatNumber: row.number,
              brandId: row.brand_id,
              agentId: row.agent_id,
              minutes: agentResponseDelay.minutes,
              titleEn: agentResponseDelay.titleEn,
              titleAr: agentResponseDelay.titleAr,
              descriptionEn: agentResponseDelay.descriptionEn,
              descriptionAr: agentResponseDelay.descriptionAr,
            });
          }
        }
        const shopperDue =
          row.awaiting_shopper_since &&
          !row.shopper_reminded_at &&
          new Date(row.awaiting_shopper_since).getTime() + customerResponseDelay.minutes * 60_000 <= now.getTime();
        if (shopperDue) {
          const created = await db.transaction(async (tx) => {
            const chat = await repo.lock(tx, row.id);
            if (!chat || chat.status !== 'open' || chat.shopperRemindedAt || !chat.awaitingShopperSince) return null;
            const message = await postSystem(tx, chat, now, {
              key: SYSTEM_KEYS.shopperReminder,
              params: { minutes: customerResponseDelay.minutes },
            });
            await repo.update(tx, chat.id, { shopperRemindedAt: now, lastMessageAt: now, updatedAt: now });
            return message;
          });
          if (created) {
            reminders += 1;
            await announce(row.id, [created]);
          }
        }
      }
      return { alerts, reminders };
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

  function receiptSide(actor: ChatActor, chat: ChatRow): 'shopper' | 'agent' | null {
    if (actor.kind !== 'staff') return 'shopper';
    return actor.role === 'agent' && chat.agentId === actor.id ? 'agent' : null;
  }

  async function backToQueue(tx: Executor, chat: ChatRow, now: Date, kind: 'declined' | 'lapsed'): Promise<void> {
    await repo.update(tx, chat.id, { status: 'waiting_for_agent', agentId: null, offeredAt: null, updatedAt: now });
    await repo.addEvent(tx, { chatId: chat.id, brandId: chat.brandId, agentId: chat.agentId, kind, at: now });
  }

  /** Closes a chat that is not closed yet; null when it already was (or, for inactivity, is no longer idle). */
  async function closeChat(
    chatId: string,
    reason: CloseReason,
    actorUserId: string | null,
    idleMs?: number,
  ): Promise<ChatResponse | null> {
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const chat = await repo.lock(tx, chatId);
      if (!chat || chat.status === 'closed') return null;
      if (idleMs !== undefined) {
        const last = (chat.lastShopperMessageAt ?? chat.startedAt).getTime();
        if (last + idleMs > now.getTime()) return null;
      }
      if (chat.agentId) await lockAgent(tx, chat.agentId);
      const message = await postSystem(tx, chat, now, { key: SYSTEM_KEYS.closed(reason) });
      await repo.update(tx, chatId, {
        status: 'closed',
        closedAt: now,
        closeReason: reason,
        previousAgentId: chat.agentId ?? chat.previousAgentId,
        offeredAt: null,
        awaitingAgentSince: null,
        awaitingShopperSince: null,
        // The close line moves the chat's time but keeps the preview: the last words a person wrote.
        lastMessageAt: now,
        updatedAt: now,
      });
      await repo.addEvent(tx, {
        chatId,
        brandId: chat.brandId,
        agentId: chat.agentId,
        actorUserId,
        kind: 'closed',
        data: { reason, status: chat.status },
        at: now,
      });
      return { message, agentId: chat.agentId, brandId: chat.brandId };
    });
    if (!outcome) return null;
    const chat = await announce(chatId, [outcome.message]);
    if (outcome.agentId) await deps.requestRouting(outcome.brandId);
    return chat;
  }
}
export type ChatsService = ReturnType<typeof createChatsService>;
