import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';

/** What the server stores as a chat's preview for a message a person wrote (`chat-response.ts` `previewOf`). */
function previewOfMessage(message: Pick<MessageResponse, 'body' | 'attachments'>): string {
  if (message.body) return message.body.slice(0, 140);
  return message.attachments.length > 0 ? `📎 ${message.attachments.length}` : '';
}

/**
 * The chat after one of its new messages: its latest activity and, for a message a person wrote, its preview. The
 * server tells `chat:updated` to the chat's shopper and agent only when the chat itself changes (and to admins and
 * managers at most once a second per chat), so clients take a message's effect on the chat from `message:created`
 * (decision 018). An older message (a catch-up) and an internal note change nothing.
 */
export function withMessage(chat: ChatResponse, message: MessageResponse): ChatResponse {
  // An internal note changes nothing of the chat (decision 024).
  if (message.chatId !== chat.id || message.internal) return chat;
  if (chat.lastMessageAt && Date.parse(chat.lastMessageAt) > Date.parse(message.createdAt)) return chat;
  const byPerson = message.author.kind !== 'system';
  return {
    ...chat,
    lastMessageAt: message.createdAt,
    lastMessage: byPerson && !message.deletedAt ? previewOfMessage(message) : chat.lastMessage,
  };
}
