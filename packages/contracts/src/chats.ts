import { z } from 'zod';
import { listQuery, paginated } from './lists.ts';
import { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH } from './message-limits.ts';
import { ProductLanguage } from './locales.ts';
import { ChatRating } from './ratings.ts';
import { SYSTEM_KEYS } from './system-messages.ts';
import { OptionalText } from './text-fields.ts';

/** DESIGN.md section 2: a chat moves only along the lifecycle table's transitions. */
export const ChatStatus = z.enum(['new', 'waiting_for_agent', 'pending_acceptance', 'open', 'closed']);
export type ChatStatus = z.infer<typeof ChatStatus>;

/** Statuses in which a chat counts against its agent's "maximum conversations per agent". */
export const LOAD_STATUSES = ['pending_acceptance', 'open'] as const satisfies readonly ChatStatus[];

export const CloseReason = z.enum(['agent', 'shopper', 'staff', 'inactivity']);
export type CloseReason = z.infer<typeof CloseReason>;

export const MessageAuthorKind = z.enum(['customer', 'guest', 'agent', 'staff', 'system']);
export type MessageAuthorKind = z.infer<typeof MessageAuthorKind>;

export const MessageKind = z.enum(['text', 'attachment', 'canned', 'system']);
export type MessageKind = z.infer<typeof MessageKind>;

export const AttachmentKind = z.enum(['image', 'document', 'video', 'embed']);

/** A file (or a video embed) as every reader receives it. */
export const MessageAttachment = z.object({
  kind: AttachmentKind,
  /** The upload's id; null for an embed. */
  uploadId: z.uuid().nullable(),
  url: z.string(),
  name: z.string(),
  mimeType: z.string().nullable(),
  size: z.number().int().nullable(),
});
export type MessageAttachment = z.infer<typeof MessageAttachment>;

export const MessageAuthor = z.object({
  kind: MessageAuthorKind,
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  /** A staff author's Arabic name, if it has one (Arabic readers show it instead of `name`). */
  nameAr: z.string().nullable(),
  image: z.string().nullable(),
});
export type MessageAuthor = z.infer<typeof MessageAuthor>;

/**
 * A message as members see it. A deleted message has an empty body and no attachments (the original is kept for
 * audit); system messages carry a translation key and its parameters, rendered in each reader's language.
 */
export const MessageResponse = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  seq: z.number().int(),
  kind: MessageKind,
  author: MessageAuthor,
  body: z.string(),
  /** A system line's key (`system-messages.ts`, where each reader's texts are); null on other messages. */
  systemKey: z.enum(SYSTEM_KEYS).nullable(),
  /**
   * The system line's parameters: `agentAssigned` { name, nameAr? }, `transferred` { from, fromAr?, to, toAr? }
   * (`from` is '' when nobody had the chat), `shopperReminder` { minutes }. A name's `…Ar` twin is there when the
   * person has an Arabic name: Arabic readers show it, falling back to the English one (lines stored before the twins
   * have none).
   */
  systemParams: z.record(z.string(), z.union([z.string(), z.number()])).nullable(),
  attachments: z.array(MessageAttachment),
  caseId: z.uuid().nullable(),
  /** An internal note: only the chat's staff read it (its agent, the brand's managers, admins); never a shopper. */
  internal: z.boolean(),
  createdAt: z.iso.datetime(),
  editedAt: z.iso.datetime().nullable(),
  deletedAt: z.iso.datetime().nullable(),
});
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The shopper a chat belongs to: a customer account or a guest. */
export const ChatShopper = z.object({
  kind: z.enum(['customer', 'guest']),
  id: z.uuid().nullable(),
  name: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type ChatShopper = z.infer<typeof ChatShopper>;

/** `nameAr`: the agent's Arabic name, if it has one (Arabic readers show it instead of `name`). */
export const ChatAgent = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAr: z.string().nullable(),
  image: z.string().nullable(),
});
export type ChatAgent = z.infer<typeof ChatAgent>;

/** Read and delivery marks: each side's highest message `seq` it has received and read. */
export const ChatReceipts = z.object({
  shopperDeliveredSeq: z.number().int(),
  shopperReadSeq: z.number().int(),
  agentDeliveredSeq: z.number().int(),
  agentReadSeq: z.number().int(),
});
export type ChatReceipts = z.infer<typeof ChatReceipts>;

export const ChatResponse = z.object({
  id: z.uuid(),
  /** A short number people can say aloud ("chat 1042"). */
  number: z.number().int(),
  brandId: z.uuid(),
  /** The brand's English name. */
  brandName: z.string(),
  /** The brand's Arabic name (the shopper's side shows the one of its language). */
  brandNameAr: z.string(),
  /** The brand's widget id: the customer area opens a chat in the brand's widget app with it. */
  brandWidgetId: z.string(),
  status: ChatStatus,
  language: ProductLanguage,
  shopper: ChatShopper,
  agent: ChatAgent.nullable(),
  startedAt: z.iso.datetime(),
  waitingSince: z.iso.datetime().nullable(),
  offeredAt: z.iso.datetime().nullable(),
  acceptedAt: z.iso.datetime().nullable(),
  closedAt: z.iso.datetime().nullable(),
  closeReason: CloseReason.nullable(),
  lastMessageAt: z.iso.datetime().nullable(),
  lastMessage: z.string().nullable(),
  receipts: ChatReceipts,
  /** The shopper's satisfaction rating of this closing (`ratings.ts`); null while unrated or not closed. */
  rating: ChatRating.nullable(),
});
export type ChatResponse = z.infer<typeof ChatResponse>;

export const ChatSort = ['startedAt', 'lastMessageAt', 'status', 'number'] as const;

/** Chat Management's list: every filter the screen offers. `from`/`to` bound the start time. */
export const ChatListQuery = listQuery(ChatSort, 'startedAt').extend({
  status: ChatStatus.optional(),
  brandId: z.uuid().optional(),
  agentId: z.uuid().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type ChatListQuery = z.infer<typeof ChatListQuery>;
export const ChatListResponse = paginated(ChatResponse);
export type ChatListResponse = z.infer<typeof ChatListResponse>;

export const ChatEventKind = z.enum([
  'started',
  'waiting',
  'offered',
  'accepted',
  'declined',
  'lapsed',
  'reassigned',
  'message',
  'closed',
  'reopened',
  'rated',
]);
export type ChatEventKind = z.infer<typeof ChatEventKind>;

export const ChatEventResponse = z.object({
  id: z.number().int(),
  kind: ChatEventKind,
  at: z.iso.datetime(),
  agent: ChatAgent.nullable(),
  actorName: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
});
export type ChatEventResponse = z.infer<typeof ChatEventResponse>;

/** The drawer of Chat Management: the chat and its timeline (messages excluded). */
export const ChatDetailsResponse = ChatResponse.extend({ timeline: z.array(ChatEventResponse) });
export type ChatDetailsResponse = z.infer<typeof ChatDetailsResponse>;

/** `?after=` a seq the reader already has (catch-up); without it the latest page. */
export const MessageListQuery = z.object({
  after: z.coerce.number().int().min(0).optional(),
  before: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;
export const MessageListResponse = z.object({ items: z.array(MessageResponse), hasMore: z.boolean() });
export type MessageListResponse = z.infer<typeof MessageListResponse>;

export { MESSAGE_MAX_ATTACHMENTS, MESSAGE_MAX_LENGTH };

/**
 * `POST /api/chats/{id}/messages`. `id` is made by the sender: sending the same id again returns the stored message
 * instead of a second copy. A message has text, files, or is a canned case (its text and media are copied in).
 */
export const SendMessageBody = z
  .object({
    id: z.uuid(),
    body: z.string().trim().max(MESSAGE_MAX_LENGTH).default(''),
    attachmentIds: z.array(z.uuid()).max(MESSAGE_MAX_ATTACHMENTS).default([]),
    caseId: z.uuid().optional(),
  })
  .refine((value) => value.body.length > 0 || value.attachmentIds.length > 0 || value.caseId, {
    error: 'validation.messageEmpty',
    path: ['body'],
  });
export type SendMessageBody = z.input<typeof SendMessageBody>;

/** An internal note (`POST /api/chats/:id/notes`); the id is the writer's, so a resend is stored once. */
export const NoteBody = z.object({ id: z.uuid(), body: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) });
export type NoteBody = z.infer<typeof NoteBody>;

export const EditMessageBody = z.object({ body: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) });
export type EditMessageBody = z.infer<typeof EditMessageBody>;

export const MessageParams = z.object({ id: z.uuid(), messageId: z.uuid() });

export const ReadBody = z.object({ seq: z.number().int().min(0) });
export type ReadBody = z.infer<typeof ReadBody>;

export const ChangeAgentBody = z.object({ agentId: z.uuid() });
export type ChangeAgentBody = z.infer<typeof ChangeAgentBody>;

/** The longest note an agent may hand over with a transfer (staff only: never sent to the shopper). */
export const TRANSFER_NOTE_MAX_LENGTH = 500;
/** An agent hands its open chat to another online agent of the brand, with a note for that agent. */
export const TransferChatBody = z.object({ agentId: z.uuid(), note: OptionalText(TRANSFER_NOTE_MAX_LENGTH) });
export type TransferChatBody = z.input<typeof TransferChatBody>;

/** An online agent of the agent's brand it may transfer a chat to (the console's Transfer dialog). */
export const TransferTarget = z.object({
  id: z.uuid(),
  name: z.string(),
  nameAr: z.string().nullable(),
  image: z.string().nullable(),
  load: z.number().int(),
  maxLoad: z.number().int(),
});
export type TransferTarget = z.infer<typeof TransferTarget>;
export const TransferTargetsResponse = z.object({ items: z.array(TransferTarget) });
export type TransferTargetsResponse = z.infer<typeof TransferTargetsResponse>;

/** The brand's queue (agents and managers): waiting chats in the router's order, with their place. */
export const QueueQuery = z.object({ brandId: z.uuid().optional() });
export const QueueEntry = z.object({ position: z.number().int().min(1), chat: ChatResponse });
export type QueueEntry = z.infer<typeof QueueEntry>;
export const QueueResponse = z.object({
  items: z.array(QueueEntry),
  /** Agents: whether it may take one now (online and below the brand's maximum). */
  canTake: z.boolean(),
  load: z.number().int(),
  maxLoad: z.number().int(),
});
export type QueueResponse = z.infer<typeof QueueResponse>;

/** An agent the chat may be given to, with its current load (Change agent modal). */
export const EligibleAgent = z.object({
  id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  online: z.boolean(),
  load: z.number().int(),
  maxLoad: z.number().int(),
  current: z.boolean(),
});
export type EligibleAgent = z.infer<typeof EligibleAgent>;
export const EligibleAgentsResponse = z.object({ items: z.array(EligibleAgent) });

/** `POST /api/shopper/chats`: a shopper (customer session or guest token) starts a chat with a brand. */
export const StartChatBody = z.object({ widgetId: z.string().trim().min(1).max(100), language: ProductLanguage });
export type StartChatBody = z.infer<typeof StartChatBody>;

/** `POST /api/public/brands/{widgetId}/guests`: a guest token for the widget (bearer), kept by the widget. */
export const GuestTokenBody = z.object({
  name: z.string().trim().max(80).optional(),
  language: ProductLanguage.default('en'),
});
export const GuestTokenResponse = z.object({
  token: z.string(),
  guest: z.object({ id: z.uuid(), name: z.string().nullable(), brandId: z.uuid() }),
});
export type GuestTokenResponse = z.infer<typeof GuestTokenResponse>;

/** The agent console's inbox: offers waiting for an answer, open chats, and the latest closed ones. */
export const AgentInboxResponse = z.object({
  offered: z.array(ChatResponse),
  open: z.array(ChatResponse),
  closed: z.array(ChatResponse),
  online: z.boolean(),
  load: z.number().int(),
  maxLoad: z.number().int(),
  waitingTimeoutMinutes: z.number().int(),
  /** The brand's edit and delete windows: the console hides those actions on the agent's messages once they close. */
  messageEditMinutes: z.number().int(),
  messageDeleteMinutes: z.number().int(),
});
export type AgentInboxResponse = z.infer<typeof AgentInboxResponse>;

/** A shopper message of a chat that held a critical word (agent console: highlight and case suggestions). */
export const ChatFlag = z.object({
  id: z.uuid(),
  messageId: z.uuid(),
  word: z.string(),
  categoryId: z.uuid().nullable(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
});
export type ChatFlag = z.infer<typeof ChatFlag>;
export const ChatFlagsResponse = z.object({ items: z.array(ChatFlag) });
export const ChatListItemsResponse = z.object({ items: z.array(ChatResponse) });

// Critical messages

export const CriticalMessageResponse = z.object({
  id: z.uuid(),
  chatId: z.uuid(),
  chatNumber: z.number().int(),
  messageId: z.uuid(),
  brandId: z.uuid(),
  brandName: z.string(),
  shopperName: z.string().nullable(),
  word: z.string(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
  categoryId: z.uuid().nullable(),
  excerpt: z.string(),
  handled: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type CriticalMessageResponse = z.infer<typeof CriticalMessageResponse>;

export const CriticalMessageListQuery = listQuery(['createdAt', 'word'], 'createdAt').extend({
  brandId: z.uuid().optional(),
  handled: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type CriticalMessageListQuery = z.infer<typeof CriticalMessageListQuery>;
export const CriticalMessageListResponse = paginated(CriticalMessageResponse);
export type CriticalMessageListResponse = z.infer<typeof CriticalMessageListResponse>;

export const HandledBody = z.object({ handled: z.boolean() });

// Staff notification centre

export const NotificationKind = z.enum([
  'chat_offered',
  'chat_reassigned',
  'chat_transferred',
  'chat_reopened',
  'critical_message',
  'agent_response_delay',
  'customer_message',
]);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const NotificationResponse = z.object({
  id: z.uuid(),
  kind: NotificationKind,
  chatId: z.uuid().nullable(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type NotificationResponse = z.infer<typeof NotificationResponse>;

export const NotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  unread: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export const NotificationListResponse = paginated(NotificationResponse).extend({ unread: z.number().int() });
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;
export const MarkNotificationsReadBody = z.union([
  z.object({ ids: z.array(z.uuid()).min(1).max(100) }),
  z.object({ all: z.literal(true) }),
]);
export const NotificationsReadResponse = z.object({ unread: z.number().int() });
