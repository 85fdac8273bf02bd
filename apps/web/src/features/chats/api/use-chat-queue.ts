import { useQuery, useQueryClient } from '@tanstack/react-query';
import { QueueResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';
import { chatKeys } from './chat-keys.ts';

const queueKey = (brandId: string | undefined) => [...chatKeys.all, 'queue', brandId ?? 'all'] as const;

/**
 * `GET /api/chats/queue` for Chat Management: the chats nobody has accepted yet (the brand's, or an admin's chosen
 * brand or every brand), oldest first with their place; read again whenever a brand's queue changes
 * (`queue:changed`) and after a lost connection (decision 029).
 */
export function useChatQueue(brandId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [...chatKeys.all, 'queue'] });
  useSocketEvent('queue:changed', (event) => {
    if (!brandId || event.brandId === brandId) refresh();
  });
  useSocketReconnect(refresh);
  return useQuery({
    queryKey: queueKey(brandId),
    queryFn: async ({ signal }) =>
      QueueResponse.parse(await api.get('/api/chats/queue', { signal, query: brandId ? { brandId } : {} })),
  });
}
