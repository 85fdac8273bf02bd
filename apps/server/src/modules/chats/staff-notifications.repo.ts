// The staff notification centre (staff-notifications.service.ts): stored per person.
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { NotificationKind } from '@tawasul/contracts/chats';
import { staffNotifications } from '../../db/schema/chats.ts';
import { users } from '../../db/schema/users.ts';
import { pageOffset } from '../../lib/list-sql.ts';
import type { Executor } from './chats.repo.ts';

export type StaffNotificationRow = typeof staffNotifications.$inferSelect;
export type StaffNotificationInsert = typeof staffNotifications.$inferInsert;

/** New notifications; the stored rows. */
export async function insertStaffNotifications(
  executor: Executor,
  values: StaffNotificationInsert[],
): Promise<StaffNotificationRow[]> {
  return executor.insert(staffNotifications).values(values).returning();
}

/** Whether the person has an unread notification of this kind about the chat. */
export async function hasUnreadStaffNotification(
  executor: Executor,
  userId: string,
  kind: NotificationKind,
  chatId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: staffNotifications.id })
    .from(staffNotifications)
    .where(
      and(
        eq(staffNotifications.userId, userId),
        eq(staffNotifications.kind, kind),
        eq(staffNotifications.chatId, chatId),
        isNull(staffNotifications.readAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The ids of the brand's active managers. */
export async function activeBrandManagerIds(executor: Executor, brandId: string): Promise<string[]> {
  const rows = await executor
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'brand_manager'), eq(users.brandId, brandId), eq(users.active, true)));
  return rows.map((row) => row.id);
}

/** The person's notifications in the list: all of them, or the unread ones only. */
const listed = (userId: string, unread: boolean | undefined) =>
  and(eq(staffNotifications.userId, userId), unread ? isNull(staffNotifications.readAt) : undefined);

/** One page of the person's notifications, newest first. */
export async function staffNotificationsPage(
  executor: Executor,
  userId: string,
  query: { page: number; pageSize: number; unread?: boolean | undefined },
): Promise<StaffNotificationRow[]> {
  return executor
    .select()
    .from(staffNotifications)
    .where(listed(userId, query.unread))
    .orderBy(desc(staffNotifications.createdAt))
    .limit(query.pageSize)
    .offset(pageOffset(query));
}

/** How many of the person's notifications there are: all of them, or the unread ones only. */
export async function staffNotificationCount(
  executor: Executor,
  userId: string,
  unread: boolean | undefined,
): Promise<number> {
  const [total] = await executor.select({ total: count() }).from(staffNotifications).where(listed(userId, unread));
  return total?.total ?? 0;
}

/** Marks the person's unread notifications read at the time given: those of the ids, or all. */
export async function markStaffNotificationsRead(
  executor: Executor,
  userId: string,
  which: { ids: string[] } | { all: true },
  at: Date,
): Promise<void> {
  await executor
    .update(staffNotifications)
    .set({ readAt: at })
    .where(
      and(
        eq(staffNotifications.userId, userId),
        isNull(staffNotifications.readAt),
        'ids' in which ? inArray(staffNotifications.id, which.ids) : undefined,
      ),
    );
}
