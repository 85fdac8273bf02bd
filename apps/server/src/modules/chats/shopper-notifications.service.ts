import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type {
  ShopperNotification,
  ShopperNotificationKind,
  ShopperNotificationListResponse,
} from '@tawasul/contracts/widget';
import type { Database } from '../../db/client.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatRooms, shopperNotifications } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { pageOffset } from '../../lib/list-sql.ts';
import type { ShopperActor } from './chat-actor.ts';

type Row = typeof shopperNotifications.$inferSelect;
type Shopper = { kind: 'customer' | 'guest'; id: string };

const PREVIEW_LENGTH = 140;

/** A stored notification as its shopper reads it, with its chat's brand's names. */
export function shopperNotificationResponse(row: Row, brand: { en: string; ar: string }): ShopperNotification {
  return {
    id: row.id,
    kind: row.kind as ShopperNotificationKind,
    chatId: row.chatId,
    brandName: brand,
    agentName: row.agentName,
    agentNameAr: row.agentNameAr,
    preview: row.preview,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function previewOf(message: MessageResponse): string {
  if (message.body) return message.body.slice(0, PREVIEW_LENGTH);
  return message.attachments.length > 0 ? `📎 ${message.attachments.length}` : '';
}

const shopperOfChat = (chat: ChatResponse): Shopper | null =>
  chat.shopper.id ? { kind: chat.shopper.kind, id: chat.shopper.id } : null;

const owner = (shopper: Shopper): SQL =>
  shopper.kind === 'customer'
    ? eq(shopperNotifications.customerId, shopper.id)
    : eq(shopperNotifications.guestId, shopper.id);

/**
 * The shopper's notifications (the brand's "agent assigned" and "agent message" toggles): stored per customer or
 * guest, pushed live to its own room. A chatty agent makes one unread `agent_message` per chat, updated in place by
 * each further message (its preview, agent and time), so a conversation never becomes hundreds of rows; once read,
 * the next message starts a new one.
 */
export function createShopperNotificationsService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: DomainEvents;
}) {
  function announce(shopper: Shopper, row: Row, chat: ChatResponse): void {
    events.emit('shopper.notification', {
      shopper,
      notification: shopperNotificationResponse(row, { en: chat.brandName, ar: chat.brandNameAr }),
    });
  }

  async function unreadCount(shopper: Shopper): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(shopperNotifications)
      .where(and(owner(shopper), isNull(shopperNotifications.readAt)));
    return row?.total ?? 0;
  }

  const columnsFor = (shopper: Shopper) => ({
    customerId: shopper.kind === 'customer' ? shopper.id : null,
    guestId: shopper.kind === 'guest' ? shopper.id : null,
  });

  return {
    async agentAssigned(chat: ChatResponse, agent: { name: string; nameAr: string | null }): Promise<void> {
      const shopper = shopperOfChat(chat);
      if (!shopper) return;
      const [row] = await db
        .insert(shopperNotifications)
        .values({
          ...columnsFor(shopper),
          chatId: chat.id,
          kind: 'agent_assigned',
          agentName: agent.name,
          agentNameAr: agent.nameAr,
          createdAt: clock.now(),
        })
        .returning();
      if (row) announce(shopper, row, chat);
    },

    async agentMessage(chat: ChatResponse, message: MessageResponse): Promise<void> {
      const shopper = shopperOfChat(chat);
      if (!shopper) return;
      const [row] = await db
        .insert(shopperNotifications)
        .values({
          ...columnsFor(shopper),
          chatId: chat.id,
          kind: 'agent_message',
          agentName: message.author.name,
          agentNameAr: message.author.nameAr,
          preview: previewOf(message),
          createdAt: new Date(message.createdAt),
        })
        .onConflictDoUpdate({
          target: shopperNotifications.chatId,
          targetWhere: sql`kind = 'agent_message' and read_at is null`,
          set: {
            agentName: sql`excluded.agent_name`,
            agentNameAr: sql`excluded.agent_name_ar`,
            preview: sql`excluded.preview`,
            createdAt: sql`excluded.created_at`,
          },
          // Listeners run concurrently: an older message arriving late never replaces a newer one.
          setWhere: sql`excluded.created_at >= ${shopperNotifications.createdAt}`,
        })
        .returning();
      if (row) announce(shopper, row, chat);
    },

    /**
     * An agent's message was edited or deleted: the notification that stands for it (its time is the message's)
     * shows the new text, or none.
     */
    async messageChanged(chat: ChatResponse, message: MessageResponse): Promise<void> {
      const shopper = shopperOfChat(chat);
      if (!shopper || message.author.kind !== 'agent') return;
      const rows = await db
        .update(shopperNotifications)
        .set({ preview: message.deletedAt ? null : previewOf(message) })
        .where(
          and(
            eq(shopperNotifications.chatId, chat.id),
            eq(shopperNotifications.kind, 'agent_message'),
            eq(shopperNotifications.createdAt, new Date(message.createdAt)),
          ),
        )
        .returning();
      for (const row of rows) announce(shopper, row, chat);
    },

    async list(
      actor: ShopperActor,
      query: { page: number; pageSize: number },
    ): Promise<ShopperNotificationListResponse> {
      const shopper: Shopper = { kind: actor.kind, id: actor.id };
      const [rows, [total], unread] = await Promise.all([
        db
          .select({ row: shopperNotifications, nameEn: brands.nameEn, nameAr: brands.nameAr })
          .from(shopperNotifications)
          .innerJoin(chatRooms, eq(chatRooms.id, shopperNotifications.chatId))
          .innerJoin(brands, eq(brands.id, chatRooms.brandId))
          .where(owner(shopper))
          .orderBy(desc(shopperNotifications.createdAt), desc(shopperNotifications.id))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(shopperNotifications).where(owner(shopper)),
        unreadCount(shopper),
      ]);
      return {
        items: rows.map(({ row, nameEn, nameAr }) => shopperNotificationResponse(row, { en: nameEn, ar: nameAr })),
        total: total?.total ?? 0,
        unread,
      };
    },

    /** Marks the shopper's own notifications read (some, or all); answers how many are still unread. */
    async markRead(actor: ShopperActor, body: { ids: string[] } | { all: true }): Promise<number> {
      const shopper: Shopper = { kind: actor.kind, id: actor.id };
      await db
        .update(shopperNotifications)
        .set({ readAt: clock.now() })
        .where(
          and(
            owner(shopper),
            isNull(shopperNotifications.readAt),
            'ids' in body ? inArray(shopperNotifications.id, body.ids) : undefined,
          ),
        );
      return unreadCount(shopper);
    },
  };
}
export type ShopperNotificationsService = ReturnType<typeof createShopperNotificationsService>;

/** Turns the engine's events into the shopper's notifications. */
export function wireShopperNotifications(deps: {
  events: DomainEvents;
  notifications: ShopperNotificationsService;
}): void {
  const { events, notifications } = deps;
  events.on('chat.agentAssigned', ({ chat, agentName, agentNameAr }) =>
    notifications.agentAssigned(chat, { name: agentName, nameAr: agentNameAr }),
  );
  events.on('chat.agentMessage', ({ chat, message }) => notifications.agentMessage(chat, message));
  events.on('message.updated', ({ chat, message }) => notifications.messageChanged(chat, message));
}
