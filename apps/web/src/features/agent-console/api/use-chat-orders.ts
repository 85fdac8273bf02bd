import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ChatOrdersResponse } from '@tawasul/contracts/orders';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event.ts';
import { consoleKeys } from './console-keys.ts';

const chatOrdersKey = (chatId: string) => [...consoleKeys.all, 'orders', chatId] as const;

/**
 * `GET /api/chats/:id/orders`: the shopper's orders and the ones it wrote about in the chat, read from the brand's
 * store. Read again when the shopper writes (the message may name another order) — from the console's live stream.
 */
export function useChatOrders(chatId: string) {
  const queryClient = useQueryClient();
  useSocketEvent('message:created', (message: MessageResponse) => {
    const fromShopper = message.author.kind === 'customer' || message.author.kind === 'guest';
    if (fromShopper && message.chatId === chatId)
      void queryClient.invalidateQueries({ queryKey: chatOrdersKey(chatId) });
  });
  return useQuery({
    queryKey: chatOrdersKey(chatId),
    queryFn: async ({ signal }) => ChatOrdersResponse.parse(await api.get(`/api/chats/${chatId}/orders`, { signal })),
  });
}
