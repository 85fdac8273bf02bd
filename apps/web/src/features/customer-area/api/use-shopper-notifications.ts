import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { z } from 'zod';
import { ShopperNotificationListResponse, type ShopperNotification } from '@tawasul/contracts/widget';
import { api } from '../../../lib/http/api.ts';
import { customerAreaKeys } from './customer-area-keys.ts';

const NOTIFICATIONS_PAGE = 20;

type Pages = InfiniteData<ShopperNotificationListResponse, number>;

/** The server may answer a mark-read with the unread count left; without it the count is worked out here. */
const ReadResponse = z.object({ unread: z.number().int().optional() }).optional();

/** `GET /api/shopper/notifications`: the customer's notifications, newest first, with the unread count. */
export function useShopperNotifications() {
  return useInfiniteQuery({
    queryKey: customerAreaKeys.notifications(),
    queryFn: async ({ signal, pageParam }) =>
      ShopperNotificationListResponse.parse(
        await api.get('/api/shopper/notifications', {
          query: { page: pageParam, pageSize: NOTIFICATIONS_PAGE },
          signal,
        }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page * NOTIFICATIONS_PAGE < last.total ? page + 1 : undefined),
  });
}

export type MarkReadBody = { ids: string[] } | { all: true };

/** Every loaded page with the notifications of `body` read, and the unread count that leaves. */
function markedRead(data: Pages | undefined, body: MarkReadBody, unread?: number): Pages | undefined {
  if (!data) return data;
  const now = new Date().toISOString();
  const target = (item: ShopperNotification) => item.readAt === null && ('all' in body || body.ids.includes(item.id));
  const newlyRead = data.pages.flatMap((page) => page.items).filter(target).length;
  const left = unread ?? ('all' in body ? 0 : Math.max(0, (data.pages[0]?.unread ?? 0) - newlyRead));
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: left,
      items: page.items.map((item) => (target(item) ? { ...item, readAt: now } : item)),
    })),
  };
}

/** `POST /api/shopper/notifications/read` with some ids or `all`. */
export function useMarkShopperNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MarkReadBody) =>
      ReadResponse.parse(await api.post('/api/shopper/notifications/read', body))?.unread,
    onSuccess: (unread, body) =>
      queryClient.setQueryData<Pages>(customerAreaKeys.notifications(), (data) => markedRead(data, body, unread)),
  });
}
