import type { NotificationKind, NotificationListResponse, NotificationResponse } from '@tawasul/contracts/chats';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import {
  activeBrandManagerIds,
  hasUnreadStaffNotification,
  insertStaffNotifications,
  markStaffNotificationsRead,
  staffNotificationCount,
  staffNotificationsPage,
  type StaffNotificationRow as Row,
} from './staff-notifications.repo.ts';

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
  return {
    async notify(
      userIds: readonly (string | null | undefined)[],
      kind: NotificationKind,
      chatId: string | null,
      params: Record<string, string | number>,
    ): Promise<void> {
      const recipients = [...new Set(userIds.filter((id): id is string => Boolean(id)))];
      if (recipients.length === 0) return;
      const rows = await insertStaffNotifications(
        db,
        recipients.map((userId) => ({ userId, kind, chatId, params, createdAt: clock.now() })),
      );
      for (const row of rows)
        events.emit('notification.created', { userId: row.userId, notification: staffNotificationResponse(row) });
    },

    /** Whether the person has an unread notification of this kind about the chat (one is enough). */
    async hasUnread(userId: string, kind: NotificationKind, chatId: string): Promise<boolean> {
      return hasUnreadStaffNotification(db, userId, kind, chatId);
    },

    /** The active managers of a brand (alerts go to them too). */
    async brandManagers(brandId: string): Promise<string[]> {
      return activeBrandManagerIds(db, brandId);
    },

    async list(
      userId: string,
      query: { page: number; pageSize: number; unread?: boolean | undefined },
    ): Promise<NotificationListResponse> {
      const [rows, total, unread] = await Promise.all([
        staffNotificationsPage(db, userId, query),
        staffNotificationCount(db, userId, query.unread),
        staffNotificationCount(db, userId, true),
      ]);
      return {
        items: rows.map(staffNotificationResponse),
        total,
        page: query.page,
        pageSize: query.pageSize,
        unread,
      };
    },

    async markRead(userId: string, body: { ids: string[] } | { all: true }): Promise<number> {
      await markStaffNotificationsRead(db, userId, body, clock.now());
      return staffNotificationCount(db, userId, true);
    },
  };
}
export type StaffNotificationsService = ReturnType<typeof createStaffNotificationsService>;
