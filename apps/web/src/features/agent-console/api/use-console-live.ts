import { useQueries, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { AgentInboxResponse, ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { JoinChatReply, TypingEvent } from '@tawasul/contracts/socket-events';
import { isShopperMessage } from '../../../components/chat/message-rules.ts';
import { createCatchUpPoints } from '../../../lib/realtime/catch-up-points.ts';
import { withMessage } from '../../../lib/realtime/chat-activity.ts';
import { mergeReceipts } from '../../../lib/realtime/receipts.ts';
import { useRealtimeClient } from '../../../lib/realtime/realtime-context.tsx';
import { useConnectionState, useSocketEvent, useSocketReconnect } from '../../../lib/realtime/use-socket-event.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import { consoleKeys, upsertMessage } from './console-keys.ts';
import { chatMessagesQuery, lastSeqOf } from './use-chat-messages.ts';
import { findInInbox, placeInInbox } from './use-inbox.ts';

/** A chat's inbox list is read again at most this often after live changes (the load, the order, late arrivals). */
const INBOX_REFRESH_MS = 1_500;
/** A "typing" that is never followed by "stopped" (the shopper closed the tab) fades after this long. */
const TYPING_TTL_MS = 6_000;

const typingKey = (chatId: string) => [...consoleKeys.all, 'typing', chatId] as const;

/** Who is typing in a chat on the shopper's side right now (its name, or null for a guest without one), or false. */
export function useShopperTyping(chatId: string): string | null | false {
  return (
    useQuery({
      queryKey: typingKey(chatId),
      queryFn: () => false as string | null | false,
      enabled: false,
      initialData: false as string | null | false,
    }).data ?? false
  );
}

/** Whether the browser says it is offline (the socket may not notice at once). */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

function patchReceipts(queryClient: QueryClient, chatId: string, receipts: Partial<ChatResponse['receipts']>) {
  queryClient.setQueryData<AgentInboxResponse>(consoleKeys.inbox(), (inbox) => {
    if (!inbox) return inbox;
    const patch = (list: ChatResponse[]) =>
      list.map((chat) => (chat.id === chatId ? { ...chat, receipts: mergeReceipts(chat.receipts, receipts) } : chat));
    return { ...inbox, offered: patch(inbox.offered), open: patch(inbox.open), closed: patch(inbox.closed) };
  });
}

export interface ConsoleLiveOptions {
  /** Chats whose room the console follows: typing, receipts and catch-up (the open ones and the one on screen). */
  followed: readonly string[];
  /** Every chat whose messages the console keeps (unread counts, waiting times): the open ones and the selected. */
  loaded: readonly string[];
  /** A new offer has arrived (sound, browser notification). */
  onOffer: (chat: ChatResponse) => void;
}

/**
 * Keeps the console live. Offers, chat changes and messages are patched into the shared caches as they arrive; the
 * followed chats' rooms are joined (typing, receipts) with the last seq the console holds, so after any lost
 * connection — a dropped socket, or the browser going offline and back — the server hands over exactly the messages
 * missed, and the cache (keyed by message id) never holds one twice.
 */
export function useConsoleLive({ followed, loaded, onOffer }: ConsoleLiveOptions): void {
  const queryClient = useQueryClient();
  const client = useRealtimeClient();
  const me = useSessionUser();
  const state = useConnectionState();
  const online = useBrowserOnline();
  const joined = useRef(new Set<string>());
  const typingTimers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const meId = me?.id ?? '';

  const messagesOfLoaded = useQueries({
    queries: loaded.map((chatId) => chatMessagesQuery(queryClient, chatId)),
  });

  // The shopper's messages reached the agent's screen: "Delivered" on its side (once per new message).
  const acknowledged = useRef(new Map<string, number>());
  useEffect(() => {
    loaded.forEach((chatId, index) => {
      const messages = messagesOfLoaded[index]?.data;
      if (!messages) return;
      const highest = messages.filter(isShopperMessage).reduce((seq, message) => Math.max(seq, message.seq), 0);
      if (highest <= (acknowledged.current.get(chatId) ?? 0)) return;
      acknowledged.current.set(chatId, highest);
      client.emit('delivered', { chatId, seq: highest });
    });
  });

  useEffect(() => {
    const timers = typingTimers.current;
    return () => {
      clearTimeout(refreshTimer.current);
      for (const timer of timers.values()) clearTimeout(timer);
    };
  }, []);

  const refreshInboxSoon = useCallback(() => {
    if (refreshTimer.current !== undefined) return;
    refreshTimer.current = setTimeout(() => {
      refreshTimer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
    }, INBOX_REFRESH_MS);
  }, [queryClient]);

  const setTyping = useCallback(
    (chatId: string, value: string | null | false) => {
      clearTimeout(typingTimers.current.get(chatId));
      queryClient.setQueryData(typingKey(chatId), value);
      if (value !== false) {
        typingTimers.current.set(
          chatId,
          setTimeout(() => queryClient.setQueryData(typingKey(chatId), false), TYPING_TTL_MS),
        );
      }
    },
    [queryClient],
  );

  const place = (message: MessageResponse) => {
    const key = consoleKeys.messages(message.chatId);
    if (queryClient.getQueryData(key) === undefined && queryClient.getQueryState(key)?.fetchStatus === 'fetching') {
      // The first page is on its way and may have been read before this message: read it again.
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      return;
    }
    upsertMessage(queryClient, message);
  };

  const receive = (message: MessageResponse) => {
    place(message);
    // Its chat's activity and preview move with it (a message's `chat:updated` goes to admins and managers only).
    const chat = findInInbox(queryClient.getQueryData(consoleKeys.inbox()), message.chatId);
    if (chat && meId) placeInInbox(queryClient, withMessage(chat, message), meId);
    if (isShopperMessage(message)) setTyping(message.chatId, false);
  };

  useSocketEvent('chat:offered', (chat) => {
    if (!meId) return;
    placeInInbox(queryClient, chat, meId);
    onOffer(chat);
    refreshInboxSoon();
  });
  useSocketEvent('chat:updated', (chat) => {
    if (!meId) return;
    placeInInbox(queryClient, chat, meId);
    refreshInboxSoon();
  });
  useSocketEvent('message:created', receive);
  useSocketEvent('message:updated', place);
  useSocketEvent('typing', (event: TypingEvent) => {
    if (event.side !== 'shopper') return;
    setTyping(event.chatId, event.typing ? event.name : false);
  });
  useSocketEvent('receipt', ({ chatId, receipts }) => patchReceipts(queryClient, chatId, receipts));
  useSocketEvent('critical:created', (critical) => {
    void queryClient.invalidateQueries({ queryKey: consoleKeys.flags(critical.chatId) });
  });

  // Each followed chat catches up from where it stood when the connection dropped (see catch-up-points.ts).
  const points = useMemo(
    () =>
      createCatchUpPoints((chatId) =>
        lastSeqOf(queryClient.getQueryData<MessageResponse[]>(consoleKeys.messages(chatId))),
      ),
    [queryClient],
  );
  useEffect(
    () =>
      client.onStateChange((next) => {
        if (next !== 'connected') points.freeze(joined.current);
      }),
    [client, points],
  );

  const join = useCallback(
    (chatId: string) => {
      joined.current.add(chatId);
      const afterSeq = points.from(chatId);
      client.emit('chat:join', afterSeq === null ? { chatId } : { chatId, afterSeq }, (reply: JoinChatReply) => {
        if (!reply.ok) {
          joined.current.delete(chatId);
          return;
        }
        points.joined(chatId);
        if (meId) placeInInbox(queryClient, reply.chat, meId);
        for (const message of reply.missed) upsertMessage(queryClient, message);
      });
    },
    [client, queryClient, meId, points],
  );

  // Join what is followed once connected; leave what no longer is. A lost connection forgets every room.
  const followedKey = followed.join(',');
  useEffect(() => {
    if (state !== 'connected' || !online) {
      points.freeze(joined.current);
      joined.current.clear();
      return;
    }
    const wanted = new Set(followedKey ? followedKey.split(',') : []);
    for (const chatId of [...joined.current]) {
      if (wanted.has(chatId)) continue;
      joined.current.delete(chatId);
      client.emit('chat:leave', { chatId });
    }
    for (const chatId of wanted) if (!joined.current.has(chatId)) join(chatId);
  }, [state, online, followedKey, client, join, points]);

  // Back from a lost connection: the lists may have changed meanwhile.
  const catchUp = () => void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
  useSocketReconnect(catchUp);
  const wasOnline = useRef(online);
  useEffect(() => {
    if (online && !wasOnline.current) void queryClient.invalidateQueries({ queryKey: consoleKeys.inbox() });
    wasOnline.current = online;
  }, [online, queryClient]);
}
