import { hashKey, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { MessageResponse, SendMessageBody } from '@tawasul/contracts/chats';
import { sendQueueOf } from './send-in-turn.ts';
import { sendMessage, type MessageSender } from './send-message.ts';

/**
 * A message written here that the server has not stored yet: shown at once (`seq` 0) while `sending`, kept with
 * "Not sent — Retry" when `failed`. A retry sends the same request, with the same id, so it is stored once.
 */
export interface OutgoingMessage {
  message: MessageResponse;
  request: SendMessageBody & { id: string };
  status: 'sending' | 'failed';
  /** What the last attempt failed with (an HttpError), for the reason shown beside "Not sent". */
  error: unknown;
}

export type Outbox = Readonly<Record<string, OutgoingMessage>>;
const EMPTY: Outbox = {};

/** Where a surface keeps its chats' messages and its outbox in the query cache. */
export interface OutboxPlace {
  /** Outside the surface's own prefix, so that invalidating or resetting its queries never drops an unsent message. */
  prefix: QueryKey;
  messages(chatId: string): QueryKey;
  /** Puts a message into its chat's list (replacing the one with its id). */
  upsert(queryClient: QueryClient, message: MessageResponse): void;
  /** Checks the server's copy, where the surface can afford the schema (the widget's page cannot). */
  parse?(stored: MessageResponse): MessageResponse;
}

/**
 * The unsent messages of the agent console and of the widget, kept in the query cache per chat: sent in the order
 * they were written, put back into the chat's list when a refetch leaves them out, retried or discarded.
 */
export function createOutbox(place: OutboxPlace) {
  const keyOf = (chatId: string): QueryKey => [...place.prefix, chatId];
  const read = (queryClient: QueryClient, chatId: string): Outbox =>
    queryClient.getQueryData<Outbox>(keyOf(chatId)) ?? EMPTY;

  function write(queryClient: QueryClient, chatId: string, change: (outbox: Outbox) => Outbox): void {
    // Nobody observes the outbox as a query: without this it would be garbage-collected after five idle minutes.
    if (!queryClient.getQueryDefaults(place.prefix).gcTime)
      queryClient.setQueryDefaults(place.prefix, { gcTime: Number.POSITIVE_INFINITY });
    queryClient.setQueryData<Outbox>(keyOf(chatId), (current) => change(current ?? EMPTY));
  }

  function forget(queryClient: QueryClient, chatId: string, id: string): void {
    write(queryClient, chatId, (outbox) =>
      id in outbox ? Object.fromEntries(Object.entries(outbox).filter(([key]) => key !== id)) : outbox,
    );
  }

  const storedCopy = (queryClient: QueryClient, chatId: string, id: string) =>
    queryClient
      .getQueryData<MessageResponse[]>(place.messages(chatId))
      ?.some((message) => message.id === id && message.seq > 0);

  /**
   * Over the open socket, or `POST /api/chats/{id}/messages` without one (`sendMessage`), after the chat's earlier
   * messages (`sendQueueOf`: one at a time per chat, stored in the order they were written); the optimistic copy
   * shows at once and stays in the list until the server's copy replaces it.
   */
  async function deliver(
    queryClient: QueryClient,
    sender: MessageSender,
    entry: OutgoingMessage,
    onStored?: () => void,
  ): Promise<void> {
    const { chatId, id } = entry.message;
    const sending: OutgoingMessage = { ...entry, status: 'sending', error: null };
    write(queryClient, chatId, (outbox) => ({ ...outbox, [id]: sending }));
    place.upsert(queryClient, entry.message);
    try {
      const stored = await sendQueueOf(queryClient)(chatId, () => sendMessage(sender, chatId, entry.request));
      place.upsert(queryClient, place.parse ? place.parse(stored) : stored);
      forget(queryClient, chatId, id);
      onStored?.();
    } catch (error) {
      // The answer was lost but the live feed already brought the stored message: nothing to retry.
      if (storedCopy(queryClient, chatId, id)) return forget(queryClient, chatId, id);
      write(queryClient, chatId, (outbox) => ({ ...outbox, [id]: { ...sending, status: 'failed', error } }));
      place.upsert(queryClient, entry.message);
    }
  }

  /** Sends a failed message again: the same id, the same request. */
  function retry(queryClient: QueryClient, sender: MessageSender, chatId: string, id: string, onStored?: () => void) {
    const entry = read(queryClient, chatId)[id];
    if (entry?.status === 'failed') void deliver(queryClient, sender, entry, onStored);
  }

  /** Gives up an unsent message: it leaves the outbox and the chat's list. */
  function discard(queryClient: QueryClient, chatId: string, id: string) {
    forget(queryClient, chatId, id);
    queryClient.setQueryData<MessageResponse[]>(place.messages(chatId), (list) =>
      list?.filter((message) => message.id !== id || message.seq > 0),
    );
  }

  /**
   * Puts back into the chat's message list every unsent message a refetch or a catch-up left out, and forgets those
   * the live feed has meanwhile brought stored (the server keeps one copy per id).
   */
  function useKeepUnsentVisible(chatId: string): void {
    const queryClient = useQueryClient();
    useEffect(() => {
      const messagesHash = hashKey(place.messages(chatId));
      let queued = false;
      const reconcile = () => {
        queued = false;
        const list = queryClient.getQueryData<MessageResponse[]>(place.messages(chatId));
        if (!list) return;
        for (const entry of Object.values(read(queryClient, chatId))) {
          const found = list.find((message) => message.id === entry.message.id);
          if (found && found.seq > 0) forget(queryClient, chatId, found.id);
          else if (!found) place.upsert(queryClient, entry.message);
        }
      };
      reconcile();
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash !== messagesHash || queued) return;
        queued = true;
        queueMicrotask(reconcile);
      });
    }, [queryClient, chatId]);
  }

  /** The chat's unsent messages by id, live. */
  function useOutbox(chatId: string): Outbox {
    const queryClient = useQueryClient();
    const subscribe = useCallback(
      (notify: () => void) => {
        const hash = hashKey(keyOf(chatId));
        return queryClient.getQueryCache().subscribe((event) => {
          if (event.query.queryHash === hash) notify();
        });
      },
      [queryClient, chatId],
    );
    return useSyncExternalStore(subscribe, () => read(queryClient, chatId));
  }

  return { deliver, retry, discard, useKeepUnsentVisible, useOutbox };
}
