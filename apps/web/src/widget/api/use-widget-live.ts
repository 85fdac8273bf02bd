import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { JoinChatReply } from '@tawasul/contracts/socket-events';
import type { QueueStatus } from '@tawasul/contracts/widget';
import { createCatchUpPoints } from '../../lib/realtime/catch-up-points.ts';
import type { ConnectionState } from '../../lib/realtime/realtime-client.ts';
import { mergeReceipts } from '../../lib/realtime/receipts.ts';
import { useWidget, useWidgetSocketEvent } from '../app/widget-context.tsx';
import { isShopperMessage } from '../../components/chat/message-rules.ts';
import { lastSeqOf, placeChat, upsertMessage, widgetKeys } from './widget-keys.ts';

/** An agent's "typing" that is never followed by "stopped" fades after this long. */
const TYPING_TTL_MS = 6_000;

export function useConnectionState(): ConnectionState {
  const { realtime } = useWidget();
  return useSyncExternalStore(
    (notify) => realtime.onStateChange(notify),
    () => realtime.state(),
  );
}

/** Who of the team is typing in a chat (a name, null for a nameless one), or false. */
export function useAgentTyping(chatId: string): string | null | false {
  const queryClient = useQueryClient();
  const key = widgetKeys.typing(chatId);
  return useSyncExternalStore(
    (notify) => queryClient.getQueryCache().subscribe(notify),
    () => queryClient.getQueryData<string | null | false>(key) ?? false,
  );
}

/**
 * Keeps the widget's caches live wherever the shopper is in it: new and changed messages, the chat's state, receipts,
 * the agent typing, the queue. Messages the widget holds are acknowledged as delivered (once per new message).
 */
export function useWidgetLive(): void {
  const queryClient = useQueryClient();
  const { realtime } = useWidget();
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const acknowledged = useRef(new Map<string, number>());

  useEffect(() => {
    const timers = typingTimers.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const setTyping = useCallback(
    (chatId: string, value: string | null | false) => {
      clearTimeout(typingTimers.current.get(chatId));
      queryClient.setQueryData(widgetKeys.typing(chatId), value);
      if (value !== false) {
        const timer = setTimeout(() => queryClient.setQueryData(widgetKeys.typing(chatId), false), TYPING_TTL_MS);
        typingTimers.current.set(chatId, timer);
      }
    },
    [queryClient],
  );

  const acknowledge = (message: MessageResponse) => {
    if (isShopperMessage(message) || message.seq <= (acknowledged.current.get(message.chatId) ?? 0)) return;
    acknowledged.current.set(message.chatId, message.seq);
    realtime.emit('delivered', { chatId: message.chatId, seq: message.seq });
  };

  const place = (message: MessageResponse) => {
    const key = widgetKeys.messages(message.chatId);
    if (queryClient.getQueryData(key) === undefined && queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
      // The first page is on its way and may have been read before this message: read it again.
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
    } else upsertMessage(queryClient, message);
  };

  useWidgetSocketEvent('message:created', (message) => {
    place(message);
    acknowledge(message);
    if (!isShopperMessage(message) && message.author.kind !== 'system') setTyping(message.chatId, false);
  });
  useWidgetSocketEvent('message:updated', place);
  useWidgetSocketEvent('chat:updated', (chat: ChatResponse) => {
    const before = queryClient.getQueryData<ChatResponse>(widgetKeys.chat(chat.id));
    placeChat(queryClient, chat);
    if (before?.status !== chat.status) {
      if (chat.status === 'waiting_for_agent')
        void queryClient.invalidateQueries({ queryKey: widgetKeys.queue(chat.id) });
      void queryClient.invalidateQueries({ queryKey: ['widget', 'active-chat'] });
    }
  });
  useWidgetSocketEvent('receipt', ({ chatId, receipts }) => {
    const chat = queryClient.getQueryData<ChatResponse>(widgetKeys.chat(chatId));
    if (chat) placeChat(queryClient, { ...chat, receipts: mergeReceipts(chat.receipts, receipts) });
  });
  useWidgetSocketEvent('typing', (event) => {
    if (event.side === 'agent') setTyping(event.chatId, event.typing ? event.name : false);
  });
  useWidgetSocketEvent('chat:queue', (status: QueueStatus) => {
    queryClient.setQueryData(widgetKeys.queue(status.chatId), status);
  });
}

/**
 * Follows one chat's room while it is on screen (typing and receipts travel only there), joining with the last seq
 * the widget held when the connection dropped (catch-up-points.ts): the server hands over exactly the messages missed.
 */
export function useChatRoom(chatId: string): void {
  const queryClient = useQueryClient();
  const { realtime } = useWidget();
  const state = useConnectionState();
  // Listening to something opens the socket; the shell's live hook does, this makes sure of it on this screen.
  useWidgetSocketEvent('chat:updated', () => undefined);

  const points = useMemo(
    () => createCatchUpPoints((id) => lastSeqOf(queryClient.getQueryData<MessageResponse[]>(widgetKeys.messages(id)))),
    [queryClient],
  );
  useEffect(
    () =>
      realtime.onStateChange((next) => {
        if (next !== 'connected') points.freeze([chatId]);
      }),
    [realtime, points, chatId],
  );

  useEffect(() => {
    if (state !== 'connected') return undefined;
    const afterSeq = points.from(chatId) ?? 0;
    realtime.emit('chat:join', { chatId, afterSeq }, (reply: JoinChatReply) => {
      if (!reply.ok) return;
      points.joined(chatId);
      placeChat(queryClient, reply.chat);
      for (const message of reply.missed) upsertMessage(queryClient, message);
    });
    return () => realtime.emit('chat:leave', { chatId });
  }, [state, chatId, realtime, queryClient, points]);
}
