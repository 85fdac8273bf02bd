import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MessageListResponse, type MessageResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { consoleKeys } from './console-keys.ts';

const MESSAGES_PAGE = 100;

/** Whether earlier messages than the cached ones exist, per chat (the messages' own key holds only the array). */
const moreKey = (chatId: string) => [...consoleKeys.messages(chatId), 'has-more'] as const;

async function fetchLatest(chatId: string, signal?: AbortSignal): Promise<MessageListResponse> {
  return MessageListResponse.parse(
    await api.get(`/api/chats/${chatId}/messages`, { query: { limit: MESSAGES_PAGE }, signal }),
  );
}

const order = (item: MessageResponse) => (item.seq === 0 ? Number.MAX_SAFE_INTEGER : item.seq);

/** The messages of a chat (the latest page, then whatever arrives live), ordered by `seq`: the shared cache. */
export function chatMessagesQuery(queryClient: QueryClient, chatId: string) {
  return queryOptions({
    queryKey: consoleKeys.messages(chatId),
    queryFn: async ({ signal }): Promise<MessageResponse[]> => {
      const page = await fetchLatest(chatId, signal);
      queryClient.setQueryData(moreKey(chatId), page.hasMore);
      // Messages that arrived live while the page was on its way stay (a later read must not lose them).
      const cached = queryClient.getQueryData<MessageResponse[]>(consoleKeys.messages(chatId)) ?? [];
      const merged = new Map(cached.map((message) => [message.id, message]));
      for (const message of page.items) merged.set(message.id, message);
      return [...merged.values()].sort((a, b) => order(a) - order(b));
    },
    // Live events keep it current; it is read again only on demand (a catch-up after a lost connection adds the rest).
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useChatMessages(chatId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({ ...chatMessagesQuery(queryClient, chatId ?? ''), enabled: chatId !== null });
}

/** "Load earlier messages": the page before the earliest cached one, put in front of it. */
export function useEarlierMessages(chatId: string) {
  const queryClient = useQueryClient();
  const hasMore = useQuery({
    queryKey: moreKey(chatId),
    queryFn: () => false,
    enabled: false,
    initialData: false,
  }).data;
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);

  const load = async () => {
    const cached = queryClient.getQueryData<MessageResponse[]>(consoleKeys.messages(chatId)) ?? [];
    const first = cached.find((message) => message.seq > 0);
    if (!first) return;
    setLoading(true);
    setFailed(null);
    try {
      const page = MessageListResponse.parse(
        await api.get(`/api/chats/${chatId}/messages`, { query: { limit: MESSAGES_PAGE, before: first.seq } }),
      );
      queryClient.setQueryData<MessageResponse[]>(consoleKeys.messages(chatId), (current) => {
        const known = new Set((current ?? []).map((message) => message.id));
        return [...page.items.filter((message) => !known.has(message.id)), ...(current ?? [])];
      });
      queryClient.setQueryData(moreKey(chatId), page.hasMore);
    } catch (error) {
      setFailed(error);
    } finally {
      setLoading(false);
    }
  };

  return { hasMore, loading, failed, load };
}

/** The highest stored `seq` of a chat's cached messages (what a catch-up continues from), or null if none cached. */
export function lastSeqOf(messages: readonly MessageResponse[] | undefined): number | null {
  if (!messages) return null;
  return messages.reduce((highest, message) => Math.max(highest, message.seq), 0);
}
