import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { NotificationKind, NotificationListResponse, NotificationResponse } from '@tawasul/contracts/chats';
import type { Database } from '../../db/client.ts';
import { staffNotifications } from '../../db/schema/chats.ts';
import { users } from '../../db/schema/users.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import { pageOffset } from '../../lib/list-sql.ts';

type Row = typeof staffNotifications.$inferSelect;

/** A stored notification as its person reads it. */
export const staffNotificationResponse = (row: Row): NotificationResponse => ({
  id: row.id,
  kind: row.kind as NotificationKind,
  chatId: row.chatId,
  params: row.params,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

/** The staff notification centre: stored per person, pushed live, with an unread count. */
export function createStaffNotificationsService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: DomainEvents;
}) {
  async function unreadCount(userId: string): Promise<number> {
    const [row] = await db
      .select({ total: count() })
      .from(staffNotifications)
      .where(and(eq(staffNotifications.userId, userId), isNull(staffNotifications.readAt)));
    return row?.total ?? 0;
  }

  return {
    async notify(
      userIds: readonly (string | null | undefined)[],
      kind: NotificationKind,
      chatId: string | null,
      params: Record<string, string | number>,
    ): Promise<void> {
      const recipients = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
      if (recipients.length === 0) return;
      const rows = await db
        .insert(staffNotifications)
        .values(recipients.map((userId) => ({ userId, kind, chatId, params, createdAt: clock.now() })))
        .returning();
      for (const row of rows)
        events.emit('notification.created', { userId: row.userId, notification: staffNotificationResponse(row) });
    },

    /** Whether the person has an unread notification of this kind about the chat (one is enough). */
    async hasUnread(userId: string, kind: NotificationKind, chatId: string): Promise<boolean> {
      const [row] = await db
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
    },

    /** The active managers of a brand (alerts go to them too). */
    async brandManagers(brandId: string): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'brand_manager'), eq(users.brandId, brandId), eq(users.active, true)));
      return rows.map((row) => row.id);
    },

    async list(
      userId: string,
      query: { page: number; pageSize: number; unread?: boolean | undefined },
    ): Promise<NotificationListResponse> {
      const where = and(
        eq(staffNotifications.userId, userId),
        query.unread ? isNull(staffNotifications.readAt) : undefined,
      );
      const [rows, [total], unread] = await Promise.all([
        db
          .select()
          .from(staffNotifications)
          .where(where)
          .orderBy(desc(staffNotifications.createdAt))
          .limit(query.pageSize)
          .offset(pageOffset(query)),
        db.select({ total: count() }).from(staffNotifications).where(where),
        unreadCount(userId),
      ]);
      return {
        items: rows.map(staffNotificationResponse),
        total: total?.total ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        unread,
      };
    },

    async markRead(userId: string, body: { ids: string[] } | { all: true }): Promise<number> {
      await db
        .update(staffNotifications)
        .set({ readAt: clock.now() })
        .where(
          and(
            eq(staffNotifications.userId, userId),
            isNull(staffNotifications.readAt),
            'ids' in body ? inArray(staffNotifications.id, body.ids) : sql`true`,
          ),
        );
      return unreadCount(userId);
    },
  };
}
export type StaffNotificationsService = ReturnType<typeof createStaffNotificationsService>;
