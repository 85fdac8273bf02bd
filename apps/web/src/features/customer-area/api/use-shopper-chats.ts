import { keepPreviousData, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ChatResponse, MessageListResponse } from '@tawasul/contracts/chats';
import { ShopperChatListQuery, ShopperChatListResponse } from '@tawasul/contracts/widget';
import { api } from '../../../lib/http/api.ts';
import { customerAreaKeys } from './customer-area-keys.ts';

/** What the list keeps in the address: the contract's query without the widget's own brand filter. */
export const CustomerChatListQuery = ShopperChatListQuery.omit({ widgetId: true });
export type CustomerChatListQuery = z.infer<typeof CustomerChatListQuery>;

/** `GET /api/shopper/chats`: the customer's chats across brands, newest activity first. */
export function useShopperChats(query: CustomerChatListQuery) {
  return useQuery({
    queryKey: customerAreaKeys.chatList(query),
    queryFn: async ({ signal }) =>
      ShopperChatListResponse.parse(await api.get('/api/shopper/chats', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/chats/:id` (the chat's shopper is a member), shown at once from a list page that holds it. */
export function useShopperChat(id: string | null) {
  const queryClient = useQueryClient();
  return useQuery<ChatResponse>({
    queryKey: customerAreaKeys.chat(id ?? ''),
    queryFn: async ({ signal }) => ChatResponse.parse(await api.get(`/api/chats/${id ?? ''}`, { signal })),
    enabled: id !== null,
    placeholderData: () =>
      queryClient
        .getQueriesData<ShopperChatListResponse>({ queryKey: customerAreaKeys.chatLists() })
        .flatMap(([, page]) => page?.items ?? [])
        .find((chat) => chat.id === id),
  });
}

const TRANSCRIPT_PAGE = 50;

/** `GET /api/chats/:id/messages`: the latest page first; each further page holds the messages before those shown. */
export function useChatTranscript(id: string | null) {
  return useInfiniteQuery({
    queryKey: customerAreaKeys.messages(id ?? ''),
    queryFn: async ({ signal, pageParam }) =>
      MessageListResponse.parse(
        await api.get(`/api/chats/${id ?? ''}/messages`, {
          query: { limit: TRANSCRIPT_PAGE, before: pageParam },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.seq : undefined),
    enabled: id !== null,
  });
}
