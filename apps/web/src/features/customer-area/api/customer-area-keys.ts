/** The query keys of the customer area: the chat lists, one chat, its transcript, the notifications. */
export const customerAreaKeys = {
  all: ['customer-area'] as const,
  chats: () => ['customer-area', 'chats'] as const,
  chatLists: () => ['customer-area', 'chats', 'list'] as const,
  chatList: (query: object) => ['customer-area', 'chats', 'list', query] as const,
  chat: (id: string) => ['customer-area', 'chats', 'one', id] as const,
  messages: (id: string) => ['customer-area', 'messages', id] as const,
  notifications: () => ['customer-area', 'notifications'] as const,
};
