import { sql } from 'drizzle-orm';
import type { ChatResponse, CloseReason, MessageResponse } from '@tawasul/contracts/chats';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import type { SystemKey } from '@tawasul/contracts/system-messages';
import type { BrandConfiguration, GeneralSettings } from '@tawasul/contracts/settings';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertInScope } from '../../lib/brand-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { UploadRow } from '../uploads/uploads.service.ts';
import type { ChatActor } from './chat-actor.ts';
import type { Receipts } from './receipts.ts';
import { createChatActivity } from './chat-activity.ts';
import { toChatResponse, toMessageResponse } from './chat-response.ts';
import { queryRows, type ChatRow, type ChatsRepo, type Executor, type MessageRow } from './chats.repo.ts';
import { lockAgent } from './routing.repo.ts';

/** What the chat engine needs from the rest of the product, as plain functions (modules talk through services). */
export interface ChatEngineDependencies {
  db: Database;
  repo: ChatsRepo;
  /** Runs the router for a brand (coalesced per brand); resolves when chats waiting now have had their turn. */
  requestRouting(brandId: string): Promise<void>;
  events: DomainEvents;
  clock: Clock;
  /** Delivery receipts in memory, written behind (`receipts.ts`). */
  receipts: Receipts;
  settings: {
    effectiveFor(brandId: string): Promise<GeneralSettings>;
    configurationFor(brandId: string): Promise<BrandConfiguration>;
    /** The brand's maximum of chats per agent, read afresh through the given transaction. */
    maxConversationsPerAgent(executor: Executor, brandId: string): Promise<number>;
  };
  brandByWidgetId(widgetId: string): Promise<{ id: string }>;
  categoryCriticalWords(): Promise<{ id: string; nameEn: string; nameAr: string; words: string[] }[]>;
  findUploads(ids: readonly string[]): Promise<Map<string, UploadRow>>;
  /** A sent file's address for the message's readers (a short-lived signed one: uploads/upload-access.ts). */
  fileUrl(uploadId: string): string;
  findCase(actor: { id: string; role: 'agent'; brandId: string }, id: string): Promise<CannedCaseResponse>;
}

/** System line keys (contracts' `system-messages.ts`, where each reader's texts in both languages are). */
export const SYSTEM_KEYS = {
  closed: (reason: CloseReason) => `closed.${reason}` as const,
  transferred: 'transferred',
  reopened: 'reopened',
  agentAssigned: 'agentAssigned',
  shopperReminder: 'shopperReminder',
} as const satisfies Record<string, SystemKey | ((reason: CloseReason) => SystemKey)>;

export const pick = (text: { en: string; ar: string }, language: ProductLanguage) =>
  (language === 'ar' ? text.ar || text.en : text.en || text.ar).trim();

/** A staff member's name, and its Arabic name (first and last) when it has one. */
export interface StaffNames {
  name: string;
  nameAr: string | null;
}

/** The names of a staff member as chats show them (the Arabic one as the repo's views build it). */
export async function staffNames(executor: Executor, userId: string): Promise<StaffNames | undefined> {
  const [row] = await queryRows<{ name: string; name_ar: string | null }>(
    executor,
    sql`select name, nullif(concat_ws(' ', first_name_ar, last_name_ar), '') as name_ar from users where id = ${userId}`,
  );
  return row ? { name: row.name, nameAr: row.name_ar } : undefined;
}

/**
 * A name as a system line's params: `key` in English, and `keyAr` beside it when the person has an Arabic name
 * (each reader's app shows the one of its language, falling back to `key`; lines stored before have `key` alone).
 */
export function nameParams(key: string, names: StaffNames | undefined): Record<string, string> {
  return { [key]: names?.name ?? '', ...(names?.nameAr ? { [`${key}Ar`]: names.nameAr } : {}) };
}

/**
 * The one agent who may read a chat: the one it is offered to or held by (a closed chat keeps its agent), or, while
 * nobody holds it (back in the queue, reopened), the last one who did. Realtime evicts every other agent's sockets
 * from the chat's room on each change (`chat.changed`), so this is the rule of both HTTP and the sockets.
 */
export function readerAgentId(chat: Pick<ChatRow, 'agentId' | 'previousAgentId'>): string | null {
  return chat.agentId ?? chat.previousAgentId;
}

/**
 * Reading: its shopper, its agent, the brand's managers and admins. Others learn nothing about the chat: another
 * brand's chat is not found, and brand staff without a brand are refused (lib/brand-scope.ts).
 */
export function assertCanRead(actor: ChatActor, chat: ChatRow): void {
  if (actor.kind === 'customer' && chat.customerId === actor.id) return;
  if (actor.kind === 'guest' && chat.guestId === actor.id) return;
  if (actor.kind === 'staff') {
    assertInScope(actor, chat.brandId, 'CHAT_ROOM_NOT_FOUND');
    if (actor.role !== 'agent') return;
    if (readerAgentId(chat) === actor.id) return;
  }
  throw new AppError('CHAT_NOT_MEMBER');
}

/** Moderating (closing, changing the agent): admins, and the chat's brand managers. */
export function assertCanModerate(actor: ChatActor, chat: ChatRow): void {
  if (actor.kind !== 'staff' || actor.role === 'agent') throw new AppError('CHAT_NOT_AUTHORIZED');
  assertInScope(actor, chat.brandId, 'CHAT_ROOM_NOT_FOUND');
}

/**
 * What this node last read of each chat, for the normal send: its brand (which never changes) and its status (which
 * may be stale: it only spares a statement bound to find the chat not normal). The oldest go first.
 */
function createChatFacts(limit = 100_000) {
  const known = new Map<string, Pick<ChatRow, 'brandId' | 'status'>>();
  return {
    remember(chat: Pick<ChatRow, 'id' | 'brandId' | 'status'>): void {
      if (!known.delete(chat.id) && known.size >= limit) known.delete(known.keys().next().value!);
      known.set(chat.id, { brandId: chat.brandId, status: chat.status });
    },
    of: (chatId: string) => known.get(chatId),
  };
}

/**
 * What every part of the chat engine (reads, lifecycle, messages, sweeps) does the same way: load a chat for its
 * reader, post system lines, tell everyone after the commit, and the two transitions both the lifecycle and the
 * sweeps make (back to the queue, closed).
 */
export function createChatEngineCore(deps: ChatEngineDependencies) {
  const { db, repo, events, clock } = deps;
  const facts = createChatFacts();
  const activity = createChatActivity({ events, clock });

  async function found(id: string, executor?: Executor) {
    const row = await repo.view(id, executor);
    if (!row) return row;
    facts.remember(row.chat);
    return { ...row, chat: deps.receipts.overlay(row.chat) };
  }

  async function view(id: string, executor?: Executor): Promise<ChatResponse> {
    const row = await found(id, executor);
    if (!row) throw new AppError('CHAT_ROOM_NOT_FOUND');
    return toChatResponse(row);
  }

  /** A chat for its member's live room: as loadForRead, without the shopper panel's read-only look at other chats. */
  async function loadForMember(actor: ChatActor, id: string): Promise<ChatResponse> {
    const chat = await found(id);
    if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
    assertCanRead(actor, chat.chat);
    return toChatResponse(chat);
  }

  async function messageResponse(id: string): Promise<MessageResponse> {
    const found = await repo.messageWithAuthor(id);
    if (!found) throw new AppError('MESSAGE_NOT_FOUND');
    return toMessageResponse(found, deps.fileUrl);
  }

  /**
   * As assertCanRead, and an agent may also read (never write to) the other chats of a shopper it is serving now:
   * the shopper panel's previous chats.
   */
  async function loadForRead(actor: ChatActor, id: string): Promise<ChatRow> {
    const chat = await found(id);
    if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
    try {
      assertCanRead(actor, chat.chat);
    } catch (error) {
      const agentOfBrand = actor.kind === 'staff' && actor.role === 'agent' && actor.brandId === chat.chat.brandId;
      if (!agentOfBrand || !(await repo.servesShopper(actor.id, chat.chat))) throw error;
    }
    return chat.chat;
  }

  async function postSystem(
    tx: Executor,
    chat: ChatRow,
    at: Date,
    message: { key?: SystemKey; params?: Record<string, string | number>; body?: string; authorUserId?: string },
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
    const row = await found(chatId);
    if (!row) throw new AppError('CHAT_ROOM_NOT_FOUND');
    const chat = toChatResponse(row);
    for (const row of created) {
      events.emit('message.created', { message: await messageResponse(row.id), chat });
    }
    events.emit('chat.changed', {
      chat,
      previousAgentId: extra?.previousAgentId ?? null,
      readerAgentId: readerAgentId(row.chat),
    });
    return chat;
  }

  async function backToQueue(
    tx: Executor,
    chat: ChatRow,
    now: Date,
    kind: 'declined' | 'lapsed',
    data?: Record<string, unknown>,
  ): Promise<void> {
    await repo.update(tx, chat.id, { status: 'waiting_for_agent', agentId: null, offeredAt: null, updatedAt: now });
    await repo.addEvent(tx, {
      chatId: chat.id,
      brandId: chat.brandId,
      agentId: chat.agentId,
      kind,
      at: now,
      ...(data ? { data } : {}),
    });
  }

  /**
   * Closes a chat that is not closed yet; null when it already was (or, for inactivity, is no longer idle). An agent
   * closes only a chat it holds: `agentId` is checked under the lock, so a change of agent meanwhile is seen.
   */
  async function closeChat(
    chatId: string,
    reason: CloseReason,
    options: { actorUserId?: string | null; idleMs?: number; agentId?: string } = {},
  ): Promise<ChatResponse | null> {
    const { actorUserId = null, idleMs, agentId } = options;
    const now = clock.now();
    const outcome = await db.transaction(async (tx) => {
      const chat = await repo.lock(tx, chatId);
      if (!chat) return null;
      if (agentId !== undefined && chat.agentId !== agentId) throw new AppError('CHAT_NOT_ASSIGNED');
      if (chat.status === 'closed') return null;
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
        // Closing ends both unanswered streaks, and their alert and reminder with them: a reopened chat starts afresh.
        awaitingAgentSince: null,
        awaitingShopperSince: null,
        agentDelayAlertedAt: null,
        shopperRemindedAt: null,
        // Each closing is rated afresh (issue 21): a reopened chat closed again asks its shopper again.
        rating: null,
        ratingComment: null,
        ratedAt: null,
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

  return {
    view,
    loadForMember,
    messageResponse,
    loadForRead,
    postSystem,
    announce,
    backToQueue,
    closeChat,
    /** The brand and last seen status of a chat this node has read; undefined when it has not. */
    knownChat: facts.of,
    rememberChat: facts.remember,
    /** A normal message moved a chat's activity: told to staff at most once a second per chat. */
    activity,
  };
}

export type ChatEngineCore = ReturnType<typeof createChatEngineCore>;
