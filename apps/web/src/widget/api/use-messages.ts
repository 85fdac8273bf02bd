import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ChatResponse, MessageListResponse, MessageResponse } from '@tawasul/contracts/chats';
import { useWidget } from '../app/widget-context.tsx';
import { placeChat, sortMessages, upsertMessage, widgetKeys } from './widget-keys.ts';

const MESSAGES_PAGE = 100;

/**
 * A chat's messages: the latest page over HTTP, then whatever arrives live or in a catch-up (upserted by id). Messages
 * that arrived while the page was on its way are kept.
 */
export function useChatMessages(chatId: string) {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: widgetKeys.messages(chatId),
    queryFn: async ({ signal }): Promise<MessageResponse[]> => {
      const page = await api.get<MessageListResponse>(`/api/chats/${chatId}/messages`, {
        query: { limit: MESSAGES_PAGE },
        signal,
      });
      queryClient.setQueryData(widgetKeys.messagesMore(chatId), page.hasMore);
      const cached = queryClient.getQueryData<MessageResponse[]>(widgetKeys.messages(chatId)) ?? [];
      const merged = new Map(cached.map((message) => [message.id, message]));
      for (const message of page.items) merged.set(message.id, message);
      return sortMessages([...merged.values()]);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** "Load earlier messages": the page before the first one held, put in front. */
export function useEarlierMessages(chatId: string) {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  const hasMore =
    useQuery({
      queryKey: widgetKeys.messagesMore(chatId),
      queryFn: () => false,
      enabled: false,
      initialData: false,
    }).data ?? false;
  const [loading, setLoading] = useState(false);

  const load = async () => {
    const first = queryClient
      .getQueryData<MessageResponse[]>(widgetKeys.messages(chatId))
      ?.find((message) => message.seq > 0);
    if (!first) return;
    setLoading(true);
    try {
      const page = await api.get<MessageListResponse>(`/api/chats/${chatId}/messages`, {
        query: { limit: MESSAGES_PAGE, before: first.seq },
      });
      queryClient.setQueryData<MessageResponse[]>(widgetKeys.messages(chatId), (current) => {
        const known = new Set((current ?? []).map((message) => message.id));
        return [...page.items.filter((message) => !known.has(message.id)), ...(current ?? [])];
      });
      queryClient.setQueryData(widgetKeys.messagesMore(chatId), page.hasMore);
    } finally {
      setLoading(false);
    }
  };
  return { hasMore, loading, load };
}

/** `PATCH /api/chats/{id}/messages/{messageId}` within the brand's edit time. */
export function useEditMessage() {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, messageId, body }: { chatId: string; messageId: string; body: string }) =>
      api.patch<MessageResponse>(`/api/chats/${chatId}/messages/${messageId}`, { body }),
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}

/** `DELETE /api/chats/{id}/messages/{messageId}` within the brand's delete time: "This message was deleted". */
export function useDeleteMessage() {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ chatId, messageId }: { chatId: string; messageId: string }) =>
      api.delete<MessageResponse>(`/api/chats/${chatId}/messages/${messageId}`),
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}

/** `POST /api/chats/{id}/read`: the shopper has read up to `seq` (the agent sees "Read"). */
export function useMarkRead(chatId: string) {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (seq: number) => api.post<ChatResponse>(`/api/chats/${chatId}/read`, { seq }),
    onSuccess: (chat) => placeChat(queryClient, chat),
  });
}
