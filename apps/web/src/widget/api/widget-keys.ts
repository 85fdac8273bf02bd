import type { QueryClient } from '@tanstack/react-query';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { mergeReceipts } from '../../lib/realtime/receipts.ts';

/** The widget's query keys. A chat's messages are one array ordered by `seq`, as in the agent console. */
export const widgetKeys = {
  all: ['widget'] as const,
  faqs: (language: string) => ['widget', 'faqs', language] as const,
  contactForm: () => ['widget', 'contact-form'] as const,
  /** The shopper's chat with this brand that is not closed, per identity. */
  activeChat: (who: string) => ['widget', 'active-chat', who] as const,
  chat: (chatId: string) => ['widget', 'chat', chatId] as const,
  messages: (chatId: string) => ['widget', 'messages', chatId] as const,
  messagesMore: (chatId: string) => ['widget', 'messages', chatId, 'has-more'] as const,
  queue: (chatId: string) => ['widget', 'queue', chatId] as const,
  typing: (chatId: string) => ['widget', 'typing', chatId] as const,
};

/** Unsent messages (`seq` 0) stay last; the rest in `seq` order. */
const order = (message: MessageResponse) => (message.seq === 0 ? Number.MAX_SAFE_INTEGER : message.seq);
export const sortMessages = (messages: MessageResponse[]) => messages.sort((a, b) => order(a) - order(b));

/**
 * Puts a message into its chat's list: replaces the one with the same id (a resend, an edit, the server's copy of an
 * optimistic message) or inserts it in order. A message seen twice — live and in a catch-up — is kept once.
 */
export function upsertMessage(queryClient: QueryClient, message: MessageResponse): void {
  queryClient.setQueryData<MessageResponse[]>(widgetKeys.messages(message.chatId), (current) => {
    if (!current) return current;
    return sortMessages([...current.filter((item) => item.id !== message.id), message]);
  });
}

/** The chat's newest state, wherever it came from (HTTP answer, `chat:updated`, a join's reply). */
export function placeChat(queryClient: QueryClient, chat: ChatResponse): void {
  queryClient.setQueryData<ChatResponse>(widgetKeys.chat(chat.id), (current) => {
    // Receipts only move forward; a late answer must not take them back.
    if (!current) return chat;
    return { ...chat, receipts: mergeReceipts(current.receipts, chat.receipts) };
  });
}

/** The highest stored `seq` (what a catch-up continues from). */
export const lastSeqOf = (messages: readonly MessageResponse[] | undefined) =>
  (messages ?? []).reduce((highest, message) => Math.max(highest, message.seq), 0);
