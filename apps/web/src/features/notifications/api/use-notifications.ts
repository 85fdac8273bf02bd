import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { NotificationListResponse, type NotificationResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { withNotification } from '../../../lib/notifications/notification-pages.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';

const PAGE_SIZE = 15;
const notificationKeys = { all: ['notifications'] as const };

type Pages = InfiniteData<NotificationListResponse, number>;

const ReadResponse = z.object({ unread: z.number().int() });

/** `GET /api/notifications`: the signed-in person's items, newest first, with the unread count; "Show more" pages. */
export function useNotifications() {
  return useInfiniteQuery({
    queryKey: notificationKeys.all,
    queryFn: async ({ signal, pageParam }) =>
      NotificationListResponse.parse(
        await api.get('/api/notifications', { query: { page: pageParam, pageSize: PAGE_SIZE }, signal }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.pageSize < last.total ? last.page + 1 : undefined),
  });
}

/** Rewrites every loaded page: the items and the unread count the server reported. */
function patch(data: Pages | undefined, change: (item: NotificationResponse) => NotificationResponse, unread: number) {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => ({ ...page, unread, items: page.items.map(change) })) };
}

/** `POST /api/notifications/read` with some ids or `all`; the count comes back from the server. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { ids: string[] } | { all: true }) =>
      ReadResponse.parse(await api.post('/api/notifications/read', body)).unread,
    onSuccess: (unread, body) => {
      const now = new Date().toISOString();
      const read = (item: NotificationResponse) =>
        item.readAt === null && ('all' in body || body.ids.includes(item.id)) ? { ...item, readAt: now } : item;
      queryClient.setQueryData<Pages>(notificationKeys.all, (data) => patch(data, read, unread));
    },
  });
}

/** A new item arrives live at the top, and the count goes up; after a lost connection the list is read again. */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  useSocketEvent('notification:created', (notification) => {
    queryClient.setQueryData<Pages>(notificationKeys.all, (data) => withNotification(data, notification));
  });
  useSocketReconnect(() => void queryClient.invalidateQueries({ queryKey: notificationKeys.all }));
}
