import type { QueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@tawasul/contracts/chats';

/** The agent console's query keys. Messages of a chat are one array, ordered by `seq`, shared by every part. */
export const consoleKeys = {
  all: ['agent-console'] as const,
  inbox: () => ['agent-console', 'inbox'] as const,
  messages: (chatId: string) => ['agent-console', 'messages', chatId] as const,
  flags: (chatId: string) => ['agent-console', 'flags', chatId] as const,
  shopperChats: (chatId: string) => ['agent-console', 'shopper-chats', chatId] as const,
};

/**
 * Puts a message into its chat's list: replaces the one with the same id (a resend, an edit, the server's copy of
 * an optimistic message) or inserts it in `seq` order. Messages not yet stored have `seq` 0 and stay last.
 */
export function upsertMessage(queryClient: QueryClient, message: MessageResponse): void {
  queryClient.setQueryData<MessageResponse[]>(consoleKeys.messages(message.chatId), (current) => {
    if (!current) return current;
    const rest = current.filter((item) => item.id !== message.id);
    const order = (item: MessageResponse) => (item.seq === 0 ? Number.MAX_SAFE_INTEGER : item.seq);
    return [...rest, message].sort((a, b) => order(a) - order(b));
  });
}
