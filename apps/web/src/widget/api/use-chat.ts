import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatResponse } from '@tawasul/contracts/chats';
import type { RateChatBody } from '@tawasul/contracts/ratings';
import type { QueueStatus, ShopperChatListResponse } from '@tawasul/contracts/widget';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import type { WidgetIdentity } from './widget-session.ts';
import { placeChat, widgetKeys } from './widget-keys.ts';

/** A key part that changes with the shopper: another person's chats are never shown from the cache. */
export function whoOf(identity: WidgetIdentity): string {
  if (identity.kind === 'guest' || identity.kind === 'customer') return `${identity.kind}:${identity.token}`;
  if (identity.kind === 'cookie') return `cookie:${identity.userId}`;
  return 'none';
}

/**
 * `GET /api/shopper/chats?widgetId=…&status=active`: the shopper's chat with this brand that is not closed, if any
 * (null without a shopper). The brand and status are checked here too, so an answer listing more still shows the
 * right chat.
 */
export function useActiveChat() {
  const { api, widgetId, bootstrap } = useWidget();
  const identity = useIdentity();
  return useQuery({
    queryKey: widgetKeys.activeChat(whoOf(identity)),
    enabled: identity.kind !== 'none',
    queryFn: async ({ signal }): Promise<ChatResponse | null> => {
      const list = await api.get<ShopperChatListResponse>('/api/shopper/chats', {
        query: { widgetId, status: 'active' },
        signal,
      });
      return list.items.find((chat) => chat.brandId === bootstrap.brand.id && chat.status !== 'closed') ?? null;
    },
  });
}

/** `GET /api/chats/{id}`, kept current by `chat:updated` and the answers of every action. */
export function useChat(chatId: string) {
  const { api } = useWidget();
  return useQuery({
    queryKey: widgetKeys.chat(chatId),
    queryFn: ({ signal }) => api.get<ChatResponse>(`/api/chats/${chatId}`, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST /api/chats/{id}/close`: the shopper ends the chat (writing again reopens it). */
export function useCloseChat(chatId: string) {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<ChatResponse>(`/api/chats/${chatId}/close`),
    onSuccess: (chat) => {
      placeChat(queryClient, chat);
      void queryClient.invalidateQueries({ queryKey: ['widget', 'active-chat'] });
    },
  });
}

/**
 * `GET /api/shopper/chats/{id}/queue` while the chat waits; `chat:queue` pushes every change after that. Read again
 * whenever the chat starts waiting (a first message, a reopen, an offer that lapsed).
 */
export function useQueue(chatId: string, waiting: boolean) {
  const { api } = useWidget();
  return useQuery({
    queryKey: widgetKeys.queue(chatId),
    queryFn: ({ signal }) => api.get<QueueStatus>(`/api/shopper/chats/${chatId}/queue`, { signal }),
    enabled: waiting,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** `POST /api/shopper/chats/{id}/rating`: the shopper's 1–5 and comment for the chat's closing (once per closing). */
export function useRateChat(chatId: string) {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RateChatBody) => api.post<ChatResponse>(`/api/shopper/chats/${chatId}/rating`, body),
    onSuccess: (chat) => placeChat(queryClient, chat),
  });
}
