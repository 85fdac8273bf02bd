/** Where a chat is read: Chat Management with its history drawer open. */
export const chatHistoryPath = (chatId: string) => `/admin/chat-management?history=${chatId}`;
