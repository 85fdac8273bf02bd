import { hashKey, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import {
  MessageResponse,
  type ChatResponse,
  type MessageAttachment,
  type SendMessageBody,
} from '@tawasul/contracts/chats';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { api } from '../../../lib/http/api.ts';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import type { RealtimeClient } from '../../../lib/realtime/realtime-client.ts';
import { useRealtimeClient } from '../../../lib/realtime/realtime-context.tsx';
import { sendMessage } from '../../../lib/realtime/send-message.ts';
import { displayName } from '../../../lib/session/display-name.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import { consoleKeys, upsertMessage } from './console-keys.ts';

/**
 * A message the agent sent that the server has not stored yet: shown at once (`seq` 0) while `sending`, kept with
 * "Not sent — Retry" when `failed`. A retry sends the same request, with the same id, so it is stored once.
 */
export interface OutgoingMessage {
  message: MessageResponse;
  request: SendMessageBody & { id: string };
  status: 'sending' | 'failed';
  /** What the last attempt failed with (an HttpError), for the reason shown beside "Not sent". */
  error: unknown;
}

type Outbox = Readonly<Record<string, OutgoingMessage>>;
const EMPTY: Outbox = {};

/** Outside the console's prefix, so that invalidating or resetting the console's queries never drops an unsent message. */
const OUTBOX_PREFIX = ['agent-console-outbox'] as const;
const outboxKey = (chatId: string) => [...OUTBOX_PREFIX, chatId] as const;

function readOutbox(queryClient: QueryClient, chatId: string): Outbox {
  return queryClient.getQueryData<Outbox>(outboxKey(chatId)) ?? EMPTY;
}

function writeOutbox(queryClient: QueryClient, chatId: string, change: (outbox: Outbox) => Outbox): void {
  // Nobody observes the outbox as a query: without this it would be garbage-collected after five idle minutes.
  if (!queryClient.getQueryDefaults(OUTBOX_PREFIX).gcTime)
    queryClient.setQueryDefaults(OUTBOX_PREFIX, { gcTime: Number.POSITIVE_INFINITY });
  queryClient.setQueryData<Outbox>(outboxKey(chatId), (current) => change(current ?? EMPTY));
}

function forget(queryClient: QueryClient, chatId: string, id: string): void {
  writeOutbox(queryClient, chatId, (outbox) => {
    if (!(id in outbox)) return outbox;
    return Object.fromEntries(Object.entries(outbox).filter(([key]) => key !== id));
  });
}

const storedCopy = (queryClient: QueryClient, chatId: string, id: string) =>
  queryClient
    .getQueryData<MessageResponse[]>(consoleKeys.messages(chatId))
    ?.find((message) => message.id === id && message.seq > 0);

/**
 * Over the open socket, or `POST /api/chats/{id}/messages` without one (`sendMessage`); the optimistic copy stays in
 * the list until the server's copy replaces it.
 */
async function deliver(queryClient: QueryClient, realtime: RealtimeClient, entry: OutgoingMessage): Promise<void> {
  const { chatId, id } = entry.message;
  const sending: OutgoingMessage = { ...entry, status: 'sending', error: null };
  writeOutbox(queryClient, chatId, (outbox) => ({ ...outbox, [id]: sending }));
  upsertMessage(queryClient, entry.message);
  try {
    const stored = MessageResponse.parse(await sendMessage({ realtime, api }, chatId, entry.request));
    upsertMessage(queryClient, stored);
    forget(queryClient, chatId, id);
  } catch (error) {
    // The answer was lost but the live feed already brought the stored message: nothing to retry.
    if (storedCopy(queryClient, chatId, id)) return forget(queryClient, chatId, id);
    writeOutbox(queryClient, chatId, (outbox) => ({ ...outbox, [id]: { ...sending, status: 'failed', error } }));
    upsertMessage(queryClient, entry.message);
  }
}

/** The text a case is sent with in the chat's language (as the server writes it): its title, then its description. */
export function cannedCaseText(found: CannedCaseResponse, language: ProductLanguage): { title: string; body: string } {
  const pick = (en: string, ar: string) => (language === 'ar' ? ar || en : en || ar);
  const title = pick(found.titleEn, found.titleAr);
  return { title, body: [title, pick(found.descriptionEn, found.descriptionAr)].filter(Boolean).join('\n\n') };
}

const fileAttachment = (file: UploadResponse): MessageAttachment => ({
  kind: file.kind,
  uploadId: file.id,
  url: file.url,
  name: file.originalName,
  mimeType: file.mimeType,
  size: file.sizeBytes,
});

/** A case's images, documents and video, as the shopper receives them. */
export function cannedCaseAttachments(found: CannedCaseResponse, title: string): MessageAttachment[] {
  const attachments = [...found.images, ...found.documents].map(fileAttachment);
  if (found.video?.kind === 'upload') attachments.push(fileAttachment(found.video.file));
  else if (found.video?.kind === 'embed')
    attachments.push({ kind: 'embed', uploadId: null, url: found.video.url, name: title, mimeType: null, size: null });
  return attachments;
}

/** What the agent sends: text and uploaded files, or a canned case. */
export type MessageContent = { body: string; files: UploadResponse[] } | { cannedCase: CannedCaseResponse };

/**
 * Puts back into the chat's message list every unsent message a refetch or a catch-up left out, and forgets those
 * the live feed has meanwhile brought stored (the server keeps one copy per id).
 */
function useKeepUnsentVisible(chatId: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const messagesHash = hashKey(consoleKeys.messages(chatId));
    let queued = false;
    const reconcile = () => {
      queued = false;
      const list = queryClient.getQueryData<MessageResponse[]>(consoleKeys.messages(chatId));
      if (!list) return;
      for (const entry of Object.values(readOutbox(queryClient, chatId))) {
        const found = list.find((message) => message.id === entry.message.id);
        if (found && found.seq > 0) forget(queryClient, chatId, found.id);
        else if (!found) upsertMessage(queryClient, entry.message);
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
export function useOutbox(chatId: string): Outbox {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (notify: () => void) => {
      const hash = hashKey(outboxKey(chatId));
      return queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === hash) notify();
      });
    },
    [queryClient, chatId],
  );
  return useSyncExternalStore(subscribe, () => readOutbox(queryClient, chatId));
}

/** Whether a message of the list is still on its way or failed (undefined once the server has stored it). */
export function useOutgoingMessage(chatId: string, messageId: string): OutgoingMessage | undefined {
  return useOutbox(chatId)[messageId];
}

/** Retry (same id, same request) or discard an unsent message. */
export function useOutgoingActions(chatId: string) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  return useMemo(
    () => ({
      retry: (id: string) => {
        const entry = readOutbox(queryClient, chatId)[id];
        if (entry && entry.status === 'failed') void deliver(queryClient, realtime, entry);
      },
      discard: (id: string) => {
        forget(queryClient, chatId, id);
        queryClient.setQueryData<MessageResponse[]>(consoleKeys.messages(chatId), (list) =>
          list?.filter((message) => message.id !== id || message.seq > 0),
        );
      },
    }),
    [queryClient, realtime, chatId],
  );
}

/**
 * Sends a message to the chat with a client-made id: it appears in the list at once, the server's copy replaces it,
 * and a failure keeps it (see `OutgoingMessage`). Returns the id.
 */
export function useSendMessage(chat: ChatResponse) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  const user = useSessionUser();
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  useKeepUnsentVisible(chat.id);

  return useCallback(
    (content: MessageContent): string => {
      const id = crypto.randomUUID();
      const author = {
        kind: 'agent' as const,
        id: user?.id ?? null,
        // Already in the reader's language: the optimistic copy needs no Arabic name of its own.
        name: user ? displayName(user, language) : null,
        nameAr: null,
        image: user?.image ?? null,
      };
      const base = {
        id,
        chatId: chat.id,
        seq: 0,
        author,
        systemKey: null,
        systemParams: null,
        createdAt: new Date().toISOString(),
        editedAt: null,
        deletedAt: null,
      };
      let entry: Pick<OutgoingMessage, 'message' | 'request'>;
      if ('cannedCase' in content) {
        const { title, body } = cannedCaseText(content.cannedCase, chat.language);
        entry = {
          message: {
            ...base,
            kind: 'canned',
            body,
            attachments: cannedCaseAttachments(content.cannedCase, title),
            caseId: content.cannedCase.id,
          },
          request: { id, caseId: content.cannedCase.id },
        };
      } else {
        const body = content.body.trim();
        const attachmentIds = content.files.map((file) => file.id);
        entry = {
          message: {
            ...base,
            kind: body ? 'text' : 'attachment',
            body,
            attachments: content.files.map(fileAttachment),
            caseId: null,
          },
          request: { id, body, attachmentIds },
        };
      }
      void deliver(queryClient, realtime, { ...entry, status: 'sending', error: null });
      return id;
    },
    [queryClient, realtime, user, language, chat.id, chat.language],
  );
}
