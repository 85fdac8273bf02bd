import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ShopperNotification, ShopperNotificationListResponse } from '@tawasul/contracts/widget';
import { withMessage } from '../../../lib/realtime/chat-activity.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';
import { customerAreaKeys } from './customer-area-keys.ts';
import { withNotification } from '../../../lib/notifications/notification-pages.ts';

/** A busy chat changes many times a minute: the lists read the server again at most this often. */
const LIST_REFRESH_MS = 1_000;

type ChatPage = { items: ChatResponse[]; total: number };

/**
 * Keeps the customer area live over the customer's own socket (the session cookie authenticates it): a changed chat,
 * or a chat's new message, is patched into the lists that show it at once, then the lists are read again (its activity moves it to the top, a
 * status may take it out of a filter), at most once a second; a notification goes to the top of the notifications and
 * refreshes the chats too. After a lost connection everything is read again.
 */
export function useLiveCustomerArea(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refreshChatsSoon = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: customerAreaKeys.chatLists() });
    }, LIST_REFRESH_MS);
  };

  useSocketEvent('chat:updated', (chat: ChatResponse) => {
    // The event carries the contract's chat: the brand fields the list already had are kept.
    queryClient.setQueriesData<ChatPage>({ queryKey: customerAreaKeys.chatLists() }, (page) =>
      page?.items.some((item) => item.id === chat.id)
        ? { ...page, items: page.items.map((item) => (item.id === chat.id ? { ...item, ...chat } : item)) }
        : page,
    );
    queryClient.setQueryData<ChatResponse>(customerAreaKeys.chat(chat.id), (current) =>
      current ? { ...current, ...chat } : current,
    );
    void queryClient.invalidateQueries({ queryKey: customerAreaKeys.messages(chat.id) });
    refreshChatsSoon();
  });

  // A new message moves its chat's preview and time (the server tells `chat:updated` only when the chat itself
  // changes): patched at once, and the lists read again, at most once a second, for the order.
  useSocketEvent('message:created', (message: MessageResponse) => {
    queryClient.setQueriesData<ChatPage>({ queryKey: customerAreaKeys.chatLists() }, (page) =>
      page?.items.some((item) => item.id === message.chatId)
        ? { ...page, items: page.items.map((item) => withMessage(item, message)) }
        : page,
    );
    queryClient.setQueryData<ChatResponse>(customerAreaKeys.chat(message.chatId), (current) =>
      current ? withMessage(current, message) : current,
    );
    void queryClient.invalidateQueries({ queryKey: customerAreaKeys.messages(message.chatId) });
    refreshChatsSoon();
  });

  useSocketEvent('shopper:notification', (notification: ShopperNotification) => {
    queryClient.setQueryData<InfiniteData<ShopperNotificationListResponse, number>>(
      customerAreaKeys.notifications(),
      (data) => withNotification(data, notification),
    );
    refreshChatsSoon();
  });

  useSocketReconnect(() => void queryClient.invalidateQueries({ queryKey: customerAreaKeys.all }));
}
