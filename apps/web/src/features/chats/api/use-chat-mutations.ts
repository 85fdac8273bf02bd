import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ChatResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { chatKeys } from './chat-keys.ts';

function useInvalidateChats() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chatKeys.all });
}

/** `PUT /api/chats/:id/agent` (admins and the chat's brand managers). */
export function useChangeAgent() {
  const invalidate = useInvalidateChats();
  return useMutation({
    mutationFn: async ({ chatId, agentId }: { chatId: string; agentId: string }) =>
      ChatResponse.parse(await api.put(`/api/chats/${chatId}/agent`, { agentId })),
    onSuccess: invalidate,
  });
}

/** `POST /api/chats/:id/close`: closed by the support team. */
export function useCloseChat() {
  const invalidate = useInvalidateChats();
  return useMutation({
    mutationFn: async (chatId: string) => ChatResponse.parse(await api.post(`/api/chats/${chatId}/close`)),
    onSuccess: invalidate,
  });
}
