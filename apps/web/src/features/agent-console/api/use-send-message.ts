import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { MessageResponse, type ChatResponse, type MessageAttachment } from '@tawasul/contracts/chats';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { api } from '../../../lib/http/api.ts';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { attachmentOf } from '@tawasul/contracts/message-attachments';
import { createOutbox, type OutgoingMessage } from '../../../lib/realtime/outbox.ts';
import { useRealtimeClient } from '../../../lib/realtime/realtime-context.tsx';
import { displayName } from '../../../lib/session/display-name.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import { consoleKeys, upsertMessage } from './console-keys.ts';

/** Outside the console's prefix, so that invalidating or resetting the console's queries never drops an unsent message. */
const outbox = createOutbox({
  prefix: ['agent-console-outbox'],
  messages: consoleKeys.messages,
  upsert: upsertMessage,
  parse: (stored) => MessageResponse.parse(stored),
});

/** The text a case is sent with in the chat's language (as the server writes it): its title, then its description. */
export function cannedCaseText(found: CannedCaseResponse, language: ProductLanguage): { title: string; body: string } {
  const pick = (en: string, ar: string) => (language === 'ar' ? ar || en : en || ar);
  const title = pick(found.titleEn, found.titleAr);
  return { title, body: [title, pick(found.descriptionEn, found.descriptionAr)].filter(Boolean).join('\n\n') };
}

/** A case's images, documents and video, as the shopper receives them. */
function cannedCaseAttachments(found: CannedCaseResponse, title: string): MessageAttachment[] {
  const attachments = [...found.images, ...found.documents].map(attachmentOf);
  if (found.video?.kind === 'upload') attachments.push(attachmentOf(found.video.file));
  else if (found.video?.kind === 'embed')
    attachments.push({ kind: 'embed', uploadId: null, url: found.video.url, name: title, mimeType: null, size: null });
  return attachments;
}

/** What the agent sends: text and uploaded files, or a canned case. */
export type MessageContent = { body: string; files: UploadResponse[] } | { cannedCase: CannedCaseResponse };

/** Whether a message of the list is still on its way or failed (undefined once the server has stored it). */
export function useOutgoingMessage(chatId: string, messageId: string): OutgoingMessage | undefined {
  return outbox.useOutbox(chatId)[messageId];
}

/** Retry (same id, same request) or discard an unsent message. */
export function useOutgoingActions(chatId: string) {
  const queryClient = useQueryClient();
  const realtime = useRealtimeClient();
  return useMemo(
    () => ({
      retry: (id: string) => outbox.retry(queryClient, { realtime, api }, chatId, id),
      discard: (id: string) => outbox.discard(queryClient, chatId, id),
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
  outbox.useKeepUnsentVisible(chat.id);

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
            internal: false,
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
            attachments: content.files.map(attachmentOf),
            caseId: null,
            internal: false,
          },
          request: { id, body, attachmentIds },
        };
      }
      void outbox.deliver(queryClient, { realtime, api }, { ...entry, status: 'sending', error: null });
      return id;
    },
    [queryClient, realtime, user, language, chat.id, chat.language],
  );
}
