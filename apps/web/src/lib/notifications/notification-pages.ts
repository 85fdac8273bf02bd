import type { InfiniteData } from '@tanstack/react-query';

/** A page of a person's notifications as both lists load them: the back office's bell and the customer area's. */
interface NotificationPage<Item> {
  items: Item[];
  total: number;
  unread: number;
}

/** A notification pushed live goes to the top of the first page (once), and the unread count goes up. */
export function withNotification<
  Item extends { id: string; readAt: string | null },
  Page extends NotificationPage<Item>,
>(data: InfiniteData<Page, number> | undefined, notification: Item): InfiniteData<Page, number> | undefined {
  if (!data) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === notification.id))) return data;
  const [first, ...rest] = data.pages;
  if (!first) return data;
  const unread = first.unread + (notification.readAt ? 0 : 1);
  return {
    ...data,
    pages: [
      { ...first, total: first.total + 1, unread, items: [notification, ...first.items] },
      ...rest.map((page) => ({ ...page, unread })),
    ],
  };
}
