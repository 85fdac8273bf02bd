import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  ChatDetailsResponse,
  ChatListResponse,
  ChatResponse,
  EligibleAgentsResponse,
  MessageListResponse,
  type ChatListQuery,
} from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { chatKeys } from './chat-keys.ts';

/** `GET /api/chats`: Chat Management's page (a brand manager's holds only its brand; the server decides). */
export function useChats(query: ChatListQuery) {
  return useQuery({
    queryKey: chatKeys.list(query),
    queryFn: async ({ signal }) => ChatListResponse.parse(await api.get('/api/chats', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useChat(id: string | null) {
  return useQuery({
    queryKey: chatKeys.one(id ?? ''),
    queryFn: async ({ signal }) => ChatResponse.parse(await api.get(`/api/chats/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}

/** `GET /api/chats/:id/details`: the chat and its timeline of events. */
export function useChatDetails(id: string | null) {
  return useQuery({
    queryKey: chatKeys.details(id ?? ''),
    queryFn: async ({ signal }) =>
      ChatDetailsResponse.parse(await api.get(`/api/chats/${id ?? ''}/details`, { signal })),
    enabled: id !== null,
  });
}

const MESSAGES_PAGE = 100;

/** The transcript, latest page first; each further page holds the messages before the earliest one shown. */
export function useChatMessages(id: string | null) {
  return useInfiniteQuery({
    queryKey: chatKeys.messages(id ?? ''),
    queryFn: async ({ signal, pageParam }) =>
      MessageListResponse.parse(
        await api.get(`/api/chats/${id ?? ''}/messages`, {
          query: { limit: MESSAGES_PAGE, before: pageParam },
          signal,
        }),
      ),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.items[0]?.seq : undefined),
    enabled: id !== null,
  });
}

/** `GET /api/chats/:id/eligible-agents`: the brand's agents with their presence and load (always fresh). */
export function useEligibleAgents(id: string) {
  return useQuery({
    queryKey: chatKeys.eligibleAgents(id),
    queryFn: async ({ signal }) =>
      EligibleAgentsResponse.parse(await api.get(`/api/chats/${id}/eligible-agents`, { signal })).items,
    staleTime: 0,
  });
}
