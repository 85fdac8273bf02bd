import type { ChatResponse, CloseReason, MessageResponse } from '@tawasul/contracts/chats';
import { cleanFileName } from '../uploads/file-name.ts';
import { attachmentsOf, type ChatView, type MessageRow } from './chats.repo.ts';

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function toChatResponse(view: ChatView): ChatResponse {
  const { chat } = view;
  return {
    id: chat.id,
    number: chat.number,
    brandId: chat.brandId,
    brandName: view.brandNameEn,
    brandNameAr: view.brandNameAr,
    brandWidgetId: view.brandWidgetId,
    status: chat.status,
    language: chat.language,
    shopper: chat.customerId
      ? {
          kind: 'customer',
          id: chat.customerId,
          name: view.customerName,
          phone: view.customerPhone,
          email: view.customerEmail,
        }
      : { kind: 'guest', id: chat.guestId, name: view.guestName, phone: null, email: null },
    agent: chat.agentId
      ? { id: chat.agentId, name: view.agentName ?? '', nameAr: view.agentNameAr, image: view.agentImage }
      : null,
    startedAt: chat.startedAt.toISOString(),
    waitingSince: iso(chat.waitingSince),
    offeredAt: iso(chat.offeredAt),
    acceptedAt: iso(chat.acceptedAt),
    closedAt: iso(chat.closedAt),
    closeReason: (chat.closeReason as CloseReason | null) ?? null,
    lastMessageAt: iso(chat.lastMessageAt),
    lastMessage: chat.lastMessagePreview,
    receipts: {
      shopperDeliveredSeq: chat.shopperDeliveredSeq,
      shopperReadSeq: chat.shopperReadSeq,
      agentDeliveredSeq: chat.agentDeliveredSeq,
      agentReadSeq: chat.agentReadSeq,
    },
    // The current closing's (a close clears it; a reopened chat shows none until it is closed and rated again).
    rating:
      chat.status === 'closed' && chat.rating !== null && chat.ratedAt !== null
        ? { score: chat.rating, comment: chat.ratingComment ?? '', ratedAt: chat.ratedAt.toISOString() }
        : null,
  };
}

export interface MessageWithAuthor {
  message: MessageRow;
  authorName: string | null;
  authorNameAr: string | null;
  authorImage: string | null;
  guestName: string | null;
}

/**
 * A deleted message keeps its original in the database for audit; readers get "deleted" and nothing else. Files are
 * given at `fileUrl`'s address (signed for the chat's readers), their names without control or bidi characters.
 */
export function toMessageResponse(
  { message, authorName, authorNameAr, authorImage, guestName }: MessageWithAuthor,
  fileUrl: (uploadId: string) => string,
): MessageResponse {
  const deleted = message.deletedAt !== null;
  return {
    id: message.id,
    chatId: message.chatId,
    seq: message.seq,
    kind: message.kind,
    author: {
      kind: message.authorKind,
      id: message.authorUserId ?? message.authorGuestId,
      name: message.authorKind === 'guest' ? guestName : authorName,
      nameAr: message.authorKind === 'guest' ? null : authorNameAr,
      image: message.authorKind === 'guest' ? null : authorImage,
    },
    body: deleted ? '' : message.body,
    systemKey: message.systemKey,
    systemParams: message.systemParams ?? null,
    attachments: deleted
      ? []
      : attachmentsOf(message).map((attachment) => ({
          ...attachment,
          url: attachment.uploadId ? fileUrl(attachment.uploadId) : attachment.url,
          name: cleanFileName(attachment.name),
        })),
    caseId: deleted ? null : message.caseId,
    internal: message.internal,
    createdAt: message.createdAt.toISOString(),
    editedAt: iso(message.editedAt),
    deletedAt: iso(message.deletedAt),
  };
}

/**
 * The preview change for newly posted messages: the last one a person wrote (shopper or agent, the agent's welcome
 * included). Automatic messages (welcome, "agents are busy", assigned, transferred, closed) leave the preview as it was.
 */
export function previewAfter(created: readonly MessageRow[]): { lastMessagePreview?: string } {
  const last = created.findLast((message) => message.authorKind !== 'system');
  return last ? { lastMessagePreview: previewOf(last) } : {};
}

/** What the inbox shows as a chat's last message. */
export function previewOf(message: Pick<MessageRow, 'body' | 'kind' | 'attachments'>): string {
  if (message.body) return message.body.slice(0, 140);
  const count = (message.attachments as unknown[]).length;
  return count > 0 ? `📎 ${count}` : '';
}
