// The shopper's notifications (shopper-notifications.service.ts): stored per customer or guest.
import { and, count, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { brands } from '../../db/schema/brands.ts';
import { chatRooms, shopperNotifications } from '../../db/schema/chats.ts';
import { pageOffset } from '../../lib/list-sql.ts';
import type { Executor } from './chats.repo.ts';

export type ShopperNotificationRow = typeof shopperNotifications.$inferSelect;
export type NotifiedShopper = { kind: 'customer' | 'guest'; id: string };

/** A notification's fields besides its owner (the customer or the guest). */
type OwnedValues = Omit<typeof shopperNotifications.$inferInsert, 'customerId' | 'guestId'>;

const owner = (shopper: NotifiedShopper): SQL =>
  shopper.kind === 'customer'
    ? eq(shopperNotifications.customerId, shopper.id)
    : eq(shopperNotifications.guestId, shopper.id);

const columnsFor = (shopper: NotifiedShopper) => ({
  customerId: shopper.kind === 'customer' ? shopper.id : null,
  guestId: shopper.kind === 'guest' ? shopper.id : null,
});

/** How many of the shopper's notifications are unread. */
export async function unreadShopperNotificationCount(executor: Executor, shopper: NotifiedShopper): Promise<number> {
  const [row] = await executor
    .select({ total: count() })
    .from(shopperNotifications)
    .where(and(owner(shopper), isNull(shopperNotifications.readAt)));
  return row?.total ?? 0;
}

/** A new notification of the shopper; the stored row. */
export async function insertShopperNotification(
  executor: Executor,
  shopper: NotifiedShopper,
  values: OwnedValues,
): Promise<ShopperNotificationRow | undefined> {
  const [row] = await executor
    .insert(shopperNotifications)
    .values({ ...columnsFor(shopper), ...values })
    .returning();
  return row;
}

/**
 * The chat's unread `agent_message` notification: a new one, or the one already there updated in place (its agent,
 * preview and time); undefined when the one there is newer than this message.
 */
export async function upsertUnreadAgentMessage(
  executor: Executor,
  shopper: NotifiedShopper,
  values: Omit<OwnedValues, 'kind'>,
): Promise<ShopperNotificationRow | undefined> {
  const [row] = await executor
    .insert(shopperNotifications)
    .values({ ...columnsFor(shopper), ...values, kind: 'agent_message' })
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
  return row;
}

/** Sets the preview of the chat's `agent_message` notifications made at the message's time; the rows changed. */
export async function setAgentMessagePreview(
  executor: Executor,
  chatId: string,
  messageCreatedAt: Date,
  preview: string | null,
): Promise<ShopperNotificationRow[]> {
  return executor
    .update(shopperNotifications)
    .set({ preview })
    .where(
      and(
        eq(shopperNotifications.chatId, chatId),
        eq(shopperNotifications.kind, 'agent_message'),
        eq(shopperNotifications.createdAt, messageCreatedAt),
      ),
    )
    .returning();
}

/** One page of the shopper's notifications, newest first, each with its chat's brand's names. */
export async function shopperNotificationsPage(
  executor: Executor,
  shopper: NotifiedShopper,
  query: { page: number; pageSize: number },
): Promise<{ row: ShopperNotificationRow; nameEn: string; nameAr: string }[]> {
  return executor
    .select({ row: shopperNotifications, nameEn: brands.nameEn, nameAr: brands.nameAr })
    .from(shopperNotifications)
    .innerJoin(chatRooms, eq(chatRooms.id, shopperNotifications.chatId))
    .innerJoin(brands, eq(brands.id, chatRooms.brandId))
    .where(owner(shopper))
    .orderBy(desc(shopperNotifications.createdAt), desc(shopperNotifications.id))
    .limit(query.pageSize)
    .offset(pageOffset(query));
}

/** How many notifications the shopper has, read or not. */
export async function shopperNotificationCount(executor: Executor, shopper: NotifiedShopper): Promise<number> {
  const [total] = await executor.select({ total: count() }).from(shopperNotifications).where(owner(shopper));
  return total?.total ?? 0;
}

/** Marks the shopper's unread notifications read at the time given: those of the ids, or all. */
export async function markShopperNotificationsRead(
  executor: Executor,
  shopper: NotifiedShopper,
  which: { ids: string[] } | { all: true },
  at: Date,
): Promise<void> {
  await executor
    .update(shopperNotifications)
    .set({ readAt: at })
    .where(
      and(
        owner(shopper),
        isNull(shopperNotifications.readAt),
        'ids' in which ? inArray(shopperNotifications.id, which.ids) : undefined,
      ),
    );
}
