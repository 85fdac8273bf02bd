import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { upsertMessage } from './console-keys.ts';

/**
 * `POST /api/chats/:id/notes`: an internal note, which only the chat's staff read. It takes its place in the chat's
 * one message cache (the live `message:created` that follows is the same message, stored once by id).
 */
export function useAddNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chatId, id, body }: { chatId: string; id: string; body: string }) =>
      MessageResponse.parse(await api.post(`/api/chats/${chatId}/notes`, { id, body })),
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}
