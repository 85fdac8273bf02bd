import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { attachmentOf } from '@tawasul/contracts/message-attachments';
import { createOutbox } from '../../lib/realtime/outbox.ts';
import { useIdentity, useWidget } from '../app/widget-context.tsx';
import { upsertMessage, widgetKeys } from './widget-keys.ts';

const outbox = createOutbox({ prefix: ['widget-outbox'], messages: widgetKeys.messages, upsert: upsertMessage });

/** The chat's unsent messages by id, live. */
export const useOutbox = outbox.useOutbox;

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
      retry: (id: string) => outbox.retry(queryClient, { api, realtime }, chat.id, id, afterStored),
      discard: (id: string) => outbox.discard(queryClient, chat.id, id),
    }),
    [api, realtime, queryClient, chat.id, afterStored],
  );
}

/**
 * Sends text and uploaded files with a client-made id: the message shows at once, the server's copy replaces it, and
 * a failure keeps it for a retry. Unsent messages a refetch or catch-up left out are put back in the list.
 */
export function useSendMessage(chat: ChatResponse) {
  const { api, realtime } = useWidget();
  const identity = useIdentity();
  const queryClient = useQueryClient();
  const afterStored = useAfterStored(chat);

  outbox.useKeepUnsentVisible(chat.id);

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
        internal: false,
        createdAt: new Date().toISOString(),
        editedAt: null,
        deletedAt: null,
      };
      const request = { id, body: text, attachmentIds: files.map((file) => file.id) };
      const entry = { message, request, status: 'sending' as const, error: null };
      void outbox.deliver(queryClient, { api, realtime }, entry, afterStored);
      return id;
    },
    [api, realtime, queryClient, chat.id, authorKind, authorName, afterStored],
  );
}
