import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type {
  ChatDetailsResponse,
  ChatListResponse,
  ChatResponse,
  MessageListResponse,
  MessageResponse,
} from '@tawasul/contracts/chats';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';
import { chatKeys } from './chat-keys.ts';

/** A busy brand changes chats many times a second: the list reads the server again at most this often. */
const LIST_REFRESH_MS = 1_000;

type Messages = InfiniteData<MessageListResponse, number | undefined>;

/** Puts a new or changed message where it belongs in a cached transcript (by seq), once. */
function placeMessage(data: Messages | undefined, message: MessageResponse): Messages | undefined {
  if (!data) return data;
  const known = data.pages.some((page) => page.items.some((item) => item.id === message.id));
  if (known) {
    return {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        items: page.items.map((item) => (item.id === message.id ? message : item)),
      })),
    };
  }
  const [latest, ...older] = data.pages;
  if (!latest) return data;
  const items = [...latest.items, message].sort((a, b) => a.seq - b.seq);
  return { ...data, pages: [{ ...latest, items }, ...older] };
}

/**
 * Keeps every chat screen live: a changed chat is patched into the lists and views that show it at once, then the
 * lists are read again (a new chat may belong on the page, a changed one may leave a filter), at most once a second.
 * New and edited messages go into an open transcript. After a lost connection everything is read again.
 */
export function useLiveChats(): void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refreshListsSoon = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: chatKeys.lists() });
    }, LIST_REFRESH_MS);
  };

  useSocketEvent('chat:updated', (chat: ChatResponse) => {
    queryClient.setQueriesData<ChatListResponse>({ queryKey: chatKeys.lists() }, (page) =>
      page?.items.some((item) => item.id === chat.id)
        ? { ...page, items: page.items.map((item) => (item.id === chat.id ? chat : item)) }
        : page,
    );
    queryClient.setQueryData<ChatResponse>(chatKeys.one(chat.id), (current) => (current ? chat : current));
    queryClient.setQueryData<ChatDetailsResponse>(chatKeys.details(chat.id), (current) =>
      current ? { ...current, ...chat } : current,
    );
    // The timeline and the agents' loads changed with it.
    void queryClient.invalidateQueries({ queryKey: chatKeys.details(chat.id) });
    void queryClient.invalidateQueries({ queryKey: chatKeys.eligibleAgents(chat.id) });
    refreshListsSoon();
  });

  const onMessage = (message: MessageResponse) =>
    queryClient.setQueryData<Messages>(chatKeys.messages(message.chatId), (data) => placeMessage(data, message));
  useSocketEvent('message:created', onMessage);
  useSocketEvent('message:updated', onMessage);

  useSocketReconnect(() => void queryClient.invalidateQueries({ queryKey: chatKeys.all }));
}
