import type {
  AgentInboxResponse,
  ChatDetailsResponse,
  ChatFlag,
  ChatListQuery,
  ChatListResponse,
  ChatResponse,
  EligibleAgent,
} from '@tawasul/contracts/chats';
import type { ShopperChatListQuery, ShopperChatListResponse } from '@tawasul/contracts/widget';
import { AppError } from '../../lib/app-error.ts';
import { listBrand } from '../../lib/brand-scope.ts';
import type { ChatActor, ShopperActor } from './chat-actor.ts';
import { assertCanModerate, type ChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';
import { agentsWithLoad, isOnline } from './chat-reads.repo.ts';
import { toChatResponse } from './chat-response.ts';
import { criticalMessagesOfChat } from './critical-messages.repo.ts';

const RECENTLY_CLOSED = 20;
const INBOX_LIMIT = 100;

const instant = (iso: string | null) => (iso ? Date.parse(iso) : 0);
/** By the time the shopper started waiting, then by the offer (a reopened chat waits from its reopening). */
const longestWaitingFirst = (a: ChatResponse, b: ChatResponse) =>
  instant(a.waitingSince) - instant(b.waitingSince) || instant(a.offeredAt) - instant(b.offeredAt);

/** What each reader sees of chats: the back office's lists and details, the agent's inbox, a shopper's chats. */
export function createChatReadsService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo } = deps;
  const { view, loadForRead } = core;

  return {
    async list(actor: ChatActor, query: ChatListQuery): Promise<ChatListResponse> {
      if (actor.kind !== 'staff' || actor.role === 'agent') throw new AppError('FORBIDDEN');
      // A manager lists its own brand; one without a brand is refused, never shown every brand.
      const { rows, total } = await repo.list(query, listBrand(actor, query.brandId));
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
      const rows = await criticalMessagesOfChat(db, id);
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

    /** Agents who could take the chat, with their load (the Change agent modal). */
    async eligibleAgents(actor: ChatActor, chatId: string): Promise<EligibleAgent[]> {
      const chat = await loadForRead(actor, chatId);
      assertCanModerate(actor, chat);
      const { maxConversationsPerAgent } = await deps.settings.effectiveFor(chat.brandId);
      const result = await agentsWithLoad(db, chat.brandId);
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

    /** The agent console's inbox. */
    async inbox(actor: ChatActor): Promise<AgentInboxResponse> {
      if (actor.kind !== 'staff' || actor.role !== 'agent' || !actor.brandId) throw new AppError('FORBIDDEN');
      const [active, closed, settings, online] = await Promise.all([
        repo.agentChats(actor.id, ['pending_acceptance', 'open'], INBOX_LIMIT),
        repo.recentlyClosedBy(actor.id, RECENTLY_CLOSED),
        deps.settings.effectiveFor(actor.brandId),
        isOnline(db, actor.id),
      ]);
      const chats = active.map(toChatResponse);
      return {
        // Offers oldest first: the shopper who has waited longest is at the top.
        offered: chats.filter((chat) => chat.status === 'pending_acceptance').sort(longestWaitingFirst),
        open: chats.filter((chat) => chat.status === 'open'),
        closed: closed.map(toChatResponse),
        online,
        load: chats.length,
        maxLoad: settings.maxConversationsPerAgent,
        waitingTimeoutMinutes: settings.waitingTimeoutMinutes,
        messageEditMinutes: settings.messageEditMinutes,
        messageDeleteMinutes: settings.messageDeleteMinutes,
      };
    },
  };
}
