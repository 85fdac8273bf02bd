import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CriticalMessageListResponse,
  CriticalMessageResponse,
  type CriticalMessageListQuery,
} from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';

export const criticalKeys = {
  all: ['critical-messages'] as const,
  list: (query: object) => ['critical-messages', 'list', query] as const,
};

/** `GET /api/critical-messages`: flagged shopper messages (a brand manager's own brand only). */
export function useCriticalMessages(query: CriticalMessageListQuery) {
  return useQuery({
    queryKey: criticalKeys.list(query),
    queryFn: async ({ signal }) =>
      CriticalMessageListResponse.parse(await api.get('/api/critical-messages', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

/** `PATCH /api/critical-messages/:id/handled`. */
export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) =>
      CriticalMessageResponse.parse(await api.patch(`/api/critical-messages/${id}/handled`, { handled })),
    onSuccess: (updated) => {
      queryClient.setQueriesData<CriticalMessageListResponse>({ queryKey: criticalKeys.all }, (page) =>
        page ? { ...page, items: page.items.map((item) => (item.id === updated.id ? updated : item)) } : page,
      );
      return queryClient.invalidateQueries({ queryKey: criticalKeys.all });
    },
  });
}
