// The widget tests' stand-in brand: its routes answered in the contracts' shapes, and a guest's stored session.
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { failure, ok, standInServer } from '../test/stand-in-server.ts';
import { sessionStorageKey } from './api/widget-session.ts';
import { bootstrapResponse, GUEST_TOKEN, queueStatus, WIDGET_ID } from './widget-test-data.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const storedSession = () => JSON.parse(localStorage.getItem(sessionStorageKey(WIDGET_ID)) ?? 'null') as unknown;
export const returningGuest = () =>
  localStorage.setItem(
    sessionStorageKey(WIDGET_ID),
    JSON.stringify({ kind: 'guest', token: GUEST_TOKEN, name: 'Hessa' }),
  );

/** The brand's routes every test needs, plus the chat's, answered in the contracts' shapes. */
export function brandServer(options: { chat?: ChatResponse; messages?: MessageResponse[]; bootstrap?: object } = {}) {
  let chat = options.chat;
  const messages = [...(options.messages ?? [])];
  const server = standInServer({
    'GET /api/public/brands/:widgetId/widget': ({ params }) =>
      params.widgetId === WIDGET_ID
        ? ok({ ...bootstrapResponse(), ...options.bootstrap })
        : failure(404, 'INVALID_WIDGET', 'Invalid widget ID or URL.'),
    'GET /api/_auth/session': () => ok({ user: null }),
    'GET /api/shopper/chats': () => ok({ items: chat && chat.status !== 'closed' ? [chat] : [], total: chat ? 1 : 0 }),
    'GET /api/chats/:id': () => (chat ? ok(chat) : failure(404, 'CHAT_ROOM_NOT_FOUND')),
    'GET /api/chats/:id/messages': () => ok({ items: messages, hasMore: false }),
    'POST /api/chats/:id/read': ({ body }) => {
      if (chat) chat = { ...chat, receipts: { ...chat.receipts, shopperReadSeq: (body as { seq: number }).seq } };
      return ok(chat);
    },
    'GET /api/shopper/chats/:id/queue': ({ params }) => ok(queueStatus(params.id!)),
  });
  return { ...server, setChat: (next: ChatResponse) => (chat = next), messages };
}
