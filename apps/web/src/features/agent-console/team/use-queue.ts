import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ChatResponse, QueueResponse } from '@tawasul/contracts/chats';
import { api } from '../../../lib/http/api.ts';
import { useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import { consoleKeys } from '../api/console-keys.ts';
import { placeInInbox } from '../api/use-inbox.ts';

const queueKey = () => [...consoleKeys.all, 'queue'] as const;

/**
 * `GET /api/chats/queue`: the brand's chats nobody has accepted yet, oldest first, with their place and whether this
 * agent may take one now (decision 029). Read again whenever the server says the brand's queue changed
 * (`queue:changed`), after a lost connection, and when the agent's own presence or load changes (`agent`, from the
 * inbox: whether it may take one is its own state, which moves no queue); waiting times are drawn from
 * `waitingSince` on the app's clock.
 */
export function useQueue(agent: { online: boolean; load: number } | undefined) {
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queueKey() });
  useSocketEvent('queue:changed', ({ brandId }) => {
    if (!me?.brandId || brandId === me.brandId) refresh();
  });
  useSocketReconnect(refresh);
  const state = agent ? `${agent.online}:${agent.load}` : null;
  const seen = useRef(state);
  useEffect(() => {
    if (seen.current === state) return;
    seen.current = state;
    void queryClient.invalidateQueries({ queryKey: queueKey() });
  }, [queryClient, state]);
  return useQuery({
    queryKey: queueKey(),
    queryFn: async ({ signal }) => QueueResponse.parse(await api.get('/api/chats/queue', { signal })),
  });
}

/**
 * `POST /api/chats/:id/take`: an online agent with room takes a waiting chat; it arrives accepted, in the inbox at
 * once. A refusal (someone was faster, the agent is full) reads the queue and the inbox again.
 */
export function useTakeChat() {
  const queryClient = useQueryClient();
  const me = useSessionUser();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: queueKey() });
    void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
  };
  return useMutation({
    mutationFn: async (chatId: string) => ChatResponse.parse(await api.post(`/api/chats/${chatId}/take`)),
    onSuccess: (chat) => {
      if (me) placeInInbox(queryClient, chat, me.id);
      refresh();
    },
    onError: refresh,
  });
}
