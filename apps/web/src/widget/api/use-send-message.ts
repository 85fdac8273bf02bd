import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ChatResponse, MessageAttachment, MessageResponse, SendMessageBody } from '@tawasul/contracts/chats';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import type { HttpClient } from '../../lib/http/http-client.ts';
import type { RealtimeClient } from '../../lib/realtime/realtime-client.ts';
import { sendMessage } from '../../lib/realtime/send-message.ts';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import { upsertMessage, widgetKeys } from './widget-keys.ts';

/**
 * A message the shopper sent that the server has not stored yet: shown at once (`seq` 0) while `sending`, kept with
 * "Not sent — Retry" when `failed`. A retry sends the same request with the same id, so it is stored once.
 */
export interface OutgoingMessage {
  message: MessageResponse;
  request: SendMessageBody & { id: string };
  status: 'sending' | 'failed';
  error: unknown;
}

type Outbox = Readonly<Record<string, OutgoingMessage>>;
const EMPTY: Outbox = {};

const readOutbox = (queryClient: QueryClient, chatId: string): Outbox =>
  queryClient.getQueryData<Outbox>(widgetKeys.outbox(chatId)) ?? EMPTY;

function writeOutbox(queryClient: QueryClient, chatId: string, change: (outbox: Outbox) => Outbox): void {
  // Nobody observes the outbox as a query: without this it would be collected after five idle minutes.
  if (!queryClient.getQueryDefaults(['widget-outbox']).gcTime)
    queryClient.setQueryDefaults(['widget-outbox'], { gcTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData<Outbox>(widgetKeys.outbox(chatId), (current) => change(current ?? EMPTY));
}

function forget(queryClient: QueryClient, chatId: string, id: string): void {
  writeOutbox(queryClient, chatId, (outbox) =>
    id in outbox ? Object.fromEntries(Object.entries(outbox).filter(([key]) => key !== id)) : outbox,
  );
}

const storedCopy = (queryClient: QueryClient, chatId: string, id: string) =>
  queryClient
    .getQueryData<MessageResponse[]>(widgetKeys.messages(chatId))
    ?.some((message) => message.id === id && message.seq > 0);

/**
 * Over the open socket, or `POST /api/chats/{id}/messages` without one (`sendMessage`); the optimistic copy stays
 * until the server's copy replaces it.
 */
async function deliver(
  sender: { api: HttpClient; realtime: RealtimeClient },
  queryClient: QueryClient,
  entry: OutgoingMessage,
  onStored: () => void,
): Promise<void> {
  const { chatId, id } = entry.message;
  const sending: OutgoingMessage = { ...entry, status: 'sending', error: null };
  writeOutbox(queryClient, chatId, (outbox) => ({ ...outbox, [id]: sending }));
  upsertMessage(queryClient, entry.message);
  try {
    upsertMessage(queryClient, await sendMessage(sender, chatId, entry.request));
    forget(queryClient, chatId, id);
    onStored();
  } catch (error) {
    // The answer was lost but the live feed already brought the stored message: nothing to retry.
    if (storedCopy(queryClient, chatId, id)) return forget(queryClient, chatId, id);
    writeOutbox(queryClient, chatId, (outbox) => ({ ...outbox, [id]: { ...sending, status: 'failed', error } }));
    upsertMessage(queryClient, entry.message);
  }
}

/** The chat's unsent messages by id, live. */
export function useOutbox(chatId: string): Outbox {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (notify: () => void) => {
      const hash = hashKey(widgetKeys.outbox(chatId));
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) notify();
      });
    },
    [queryClient, chatId],
  );
  return useSyncExternalStore(subscribe, () => readOutbox(queryClient, chatId));
}

/**
 * After sending, a chat that was new or closed has moved on (waiting for an agent, reopened): its state and its place
 * in the queue are read again, in case the live update is late.
 */
function useAfterStored(chat: ChatResponse) {
  const queryClient = useQueryClient();
  const moves = chat.status === 'new' || chat.status === 'closed';
  return useCallback(() => {
    if (!moves) return;
    void queryClient.invalidateQueries({ queryKey: widgetKeys.chat(chat.id) });
    void queryClient.invalidateQueries({ queryKey: widgetKeys.queue(chat.id) });
    void queryClient.invalidateQueries({ queryKey: ['widget', 'active-chat'] });
  }, [queryClient, chat.id, moves]);
}

/** Retry (same id, same request) or discard an unsent message. */
export function useOutgoingActions(chat: ChatResponse) {
  const { api, realtime } = useWidget();
  const queryClient = useQueryClient();
  const afterStored = useAfterStored(chat);
  return useMemo(
    () => ({
      retry: (id: string) => {
        const entry = readOutbox(queryClient, chat.id)[id];
        if (entry?.status === 'failed') void deliver({ api, realtime }, queryClient, entry, afterStored);
      },
      discard: (id: string) => {
        forget(queryClient, chat.id, id);
        queryClient.setQueryData<MessageResponse[]>(widgetKeys.messages(chat.id), (list) =>
          list?.filter((message) => message.id !== id || message.seq > 0),
        );
      },
    }),
    [api, realtime, queryClient, chat.id, afterStored],
  );
}

const attachmentOf = (file: UploadResponse): MessageAttachment => ({
  kind: file.kind,
  uploadId: file.id,
  url: file.url,
  name: file.originalName,
  mimeType: file.mimeType,
  size: file.sizeBytes,
});

/**
 * Sends text and uploaded files with a client-made id: the message shows at once, the server's copy replaces it, and
 * a failure keeps it for a retry. Unsent messages a refetch or catch-up left out are put back in the list.
 */
export function useSendMessage(chat: ChatResponse) {
  const { api, realtime } = useWidget();
  const identity = useIdentity();
  const queryClient = useQueryClient();
  const afterStored = useAfterStored(chat);

  useEffect(() => {
    const messagesHash = hashKey(widgetKeys.messages(chat.id));
    let queued = false;
    const reconcile = () => {
      queued = false;
      const list = queryClient.getQueryData<MessageResponse[]>(widgetKeys.messages(chat.id));
      if (!list) return;
      for (const entry of Object.values(readOutbox(queryClient, chat.id))) {
        const found = list.find((message) => message.id === entry.message.id);
        if (found && found.seq > 0) forget(queryClient, chat.id, found.id);
        else if (!found) upsertMessage(queryClient, entry.message);
      }
    };
    reconcile();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.query.queryHash !== messagesHash || queued) return;
      queued = true;
      queueMicrotask(reconcile);
    });
  }, [queryClient, chat.id]);

  const authorKind = identity.kind === 'guest' ? 'guest' : 'customer';
  const authorName = identity.kind === 'none' ? null : identity.name;
  return useCallback(
    ({ body, files }: { body: string; files: readonly UploadResponse[] }): string => {
      const id = crypto.randomUUID();
      const text = body.trim();
      const message: MessageResponse = {
        id,
        chatId: chat.id,
        seq: 0,
        kind: text ? 'text' : 'attachment',
        author: { kind: authorKind, id: null, name: authorName, nameAr: null, image: null },
        body: text,
        systemKey: null,
        systemParams: null,
        attachments: files.map(attachmentOf),
        caseId: null,
        createdAt: new Date().toISOString(),
        editedAt: null,
        deletedAt: null,
      };
      const request = { id, body: text, attachmentIds: files.map((file) => file.id) };
      void deliver({ api, realtime }, queryClient, { message, request, status: 'sending', error: null }, afterStored);
      return id;
    },
    [api, realtime, queryClient, chat.id, authorKind, authorName, afterStored],
  );
}
