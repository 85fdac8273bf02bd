import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChatResponse, TransferTargetsResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import { consoleKeys } from '../api/console-keys.ts';
import { placeInInbox } from '../api/use-inbox.ts';

/** `GET /api/chats/:id/transfer-targets`: the brand's other online agents with room, least loaded first. */
export function useTransferTargets(chatId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...consoleKeys.all, 'transfer-targets', chatId],
    queryFn: async ({ signal }) =>
      TransferTargetsResponse.parse(await api.get(`/api/chats/${chatId}/transfer-targets`, { signal })).items,
    enabled,
    staleTime: 0,
  });
}

/**
 * `POST /api/chats/:id/transfer`: the chat is offered to the chosen agent with the note. `leave` runs first (the
 * console stops showing the chat), then the chat leaves this agent's inbox (the answer names its new agent) and the
 * inbox is read again — so the console never asks for a chat that is no longer this agent's.
 */
export function useTransferChat(leave: () => void) {
  const queryClient = useQueryClient();
  const me = useSessionUser();
  return useMutation({
    mutationFn: async ({ chatId, agentId, note }: { chatId: string; agentId: string; note: string }) =>
      ChatResponse.parse(await api.post(`/api/chats/${chatId}/transfer`, { agentId, note })),
    onSuccess: (chat) => {
      leave();
      if (me) placeInInbox(queryClient, chat, me.id);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
    },
  });
}
