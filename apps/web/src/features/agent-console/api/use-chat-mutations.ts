import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OnlineStatusBody } from '@tawasul/contracts/auth';
import { ChatResponse, MessageResponse, type AgentInboxResponse } from '@tawasul/contracts/chats';
import type { SessionUser } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';
import { SESSION_QUERY_KEY, useSessionUser } from '../../../lib/session/session-query.ts';
import { consoleKeys, upsertMessage } from './console-keys.ts';
import { placeInInbox } from './use-inbox.ts';

/** Accept, decline and close: the chat's new state goes into the inbox at once, then the inbox is read again. */
function useChatAction(action: 'accept' | 'decline' | 'close') {
  const queryClient = useQueryClient();
  const me = useSessionUser();
  return useMutation({
    mutationFn: async (chatId: string) => ChatResponse.parse(await api.post(`/api/chats/${chatId}/${action}`)),
    onSuccess: (chat) => {
      if (me) placeInInbox(queryClient, chat, me.id);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
    },
    // An offer that lapsed or was taken meanwhile: the inbox shows what is true now.
    onError: () => void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() }),
  });
}

export const useAcceptChat = () => useChatAction('accept');
export const useDeclineChat = () => useChatAction('decline');
export const useCloseChat = () => useChatAction('close');

/** `PATCH /api/chats/:id/messages/:messageId`: the agent corrects its own text within the brand's edit time. */
export function useEditMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chatId, messageId, body }: { chatId: string; messageId: string; body: string }) =>
      MessageResponse.parse(await api.patch(`/api/chats/${chatId}/messages/${messageId}`, { body })),
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}

/** `DELETE /api/chats/:id/messages/:messageId`: everyone then sees "This message was deleted". */
export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ chatId, messageId }: { chatId: string; messageId: string }) =>
      MessageResponse.parse(await api.delete(`/api/chats/${chatId}/messages/${messageId}`)),
    onSuccess: (message) => upsertMessage(queryClient, message),
  });
}

/** `POST /api/chats/:id/read`: the agent has read up to `seq` (the shopper sees "Read"; the unread count clears). */
export function useMarkRead() {
  const queryClient = useQueryClient();
  const me = useSessionUser();
  return useMutation({
    mutationFn: async ({ chatId, seq }: { chatId: string; seq: number }) =>
      ChatResponse.parse(await api.post(`/api/chats/${chatId}/read`, { seq })),
    onSuccess: (chat) => {
      if (me) placeInInbox(queryClient, chat, me.id);
    },
  });
}

/** `PATCH /api/auth/changeOnlineStatus`: going online makes the agent eligible for offers at once. */
export function useSetOnline() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (isOnline: boolean) =>
      OnlineStatusBody.parse(await api.patch('/api/auth/changeOnlineStatus', { isOnline })),
    onSuccess: ({ isOnline }) => {
      queryClient.setQueryData<AgentInboxResponse>(consoleKeys.inbox(), (inbox) =>
        inbox ? { ...inbox, online: isOnline } : inbox,
      );
      queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (user) => (user ? { ...user, isOnline } : user));
      // Coming online, the router may offer waiting chats right away.
      void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
    },
  });
}
