import { useQuery } from '@tanstack/react-query';
import { ChatFlagsResponse, ChatListItemsResponse, ChatResponse, MessageListResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { consoleKeys } from './console-keys.ts';

/** `GET /api/chats/:id/flags`: the chat's shopper messages that held a critical word (highlight, suggestions). */
export function useChatFlags(chatId: string | null) {
  return useQuery({
    queryKey: consoleKeys.flags(chatId ?? ''),
    queryFn: async ({ signal }) =>
      ChatFlagsResponse.parse(await api.get(`/api/chats/${chatId ?? ''}/flags`, { signal })).items,
    enabled: chatId !== null,
  });
}

/** `GET /api/chats/:id/shopper-chats`: the shopper's other chats with the brand (the shopper panel). */
export function useShopperChats(chatId: string | null) {
  return useQuery({
    queryKey: consoleKeys.shopperChats(chatId ?? ''),
    queryFn: async ({ signal }) =>
      ChatListItemsResponse.parse(await api.get(`/api/chats/${chatId ?? ''}/shopper-chats`, { signal })).items,
    enabled: chatId !== null,
  });
}

/** An earlier chat's messages, read-only (the agent may read them while it serves the same shopper). */
export function useTranscript(chatId: string | null) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'transcript', chatId ?? ''],
    queryFn: async ({ signal }) =>
      MessageListResponse.parse(
        await api.get(`/api/chats/${chatId ?? ''}/messages`, { query: { limit: 200 }, signal }),
      ),
    enabled: chatId !== null,
  });
}

/** `GET /api/chats/:id`: a chat opened by its address that the inbox does not hold (an older closed one). */
export function useConsoleChat(chatId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'chat', chatId ?? ''],
    queryFn: async ({ signal }) => ChatResponse.parse(await api.get(`/api/chats/${chatId ?? ''}`, { signal })),
    enabled: enabled && chatId !== null,
  });
}
