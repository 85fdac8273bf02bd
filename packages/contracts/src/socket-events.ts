import { z } from 'zod';
import {
  ChatReceipts,
  ChatResponse,
  CriticalMessageResponse,
  MessageResponse,
  NotificationResponse,
  SendMessageBody,
} from './chats.ts';
import { DashboardChangedEvent } from './reports.ts';
import { QueueStatus, ShopperNotification } from './widget.ts';

export { SOCKET_PATH } from './socket-path.ts';

/** An agent's sockets may all be gone this long before it goes offline by itself (issue 6). */
export const PRESENCE_GRACE_SECONDS = 60;

export const TypingEvent = z.object({
  chatId: z.uuid(),
  /** `shopper` or `agent`: who is typing, as the other side sees it. */
  side: z.enum(['shopper', 'agent']),
  name: z.string().nullable(),
  typing: z.boolean(),
});
export type TypingEvent = z.infer<typeof TypingEvent>;

/** The marks that rose (one side's, or all four): clients keep the higher of each. */
export const ReceiptEvent = z.object({ chatId: z.uuid(), receipts: ChatReceipts.partial() });
export type ReceiptEvent = z.infer<typeof ReceiptEvent>;

export const ResponseDelayAlert = z.object({
  chatId: z.uuid(),
  chatNumber: z.number().int(),
  brandId: z.uuid(),
  agentId: z.uuid().nullable(),
  minutes: z.number().int(),
  titleEn: z.string(),
  titleAr: z.string(),
  descriptionEn: z.string(),
  descriptionAr: z.string(),
});
export type ResponseDelayAlert = z.infer<typeof ResponseDelayAlert>;

export const PresenceEvent = z.object({ agentId: z.uuid(), brandId: z.uuid(), online: z.boolean() });
export type PresenceEvent = z.infer<typeof PresenceEvent>;

export const QueueChangedEvent = z.object({ brandId: z.uuid() });
export type QueueChangedEvent = z.infer<typeof QueueChangedEvent>;

/** Everything the server pushes. Shoppers only ever receive the events of their own chats' room. */
export interface ServerToClientEvents {
  /** A chat's status, agent or last message changed (members, the brand's managers, admins, its agent). */
  'chat:updated': (chat: ChatResponse) => void;
  /** A chat was offered to this agent (its own room only). */
  'chat:offered': (chat: ChatResponse) => void;
  'message:created': (message: MessageResponse) => void;
  /** Edited or deleted. */
  'message:updated': (message: MessageResponse) => void;
  typing: (event: TypingEvent) => void;
  receipt: (event: ReceiptEvent) => void;
  /** Staff only: a shopper's message holds a critical word. */
  'critical:created': (critical: CriticalMessageResponse) => void;
  /** Staff only: a shopper has waited for an answer longer than the brand allows. */
  'alert:response-delay': (alert: ResponseDelayAlert) => void;
  /** Staff only: an item in the notification centre. */
  'notification:created': (notification: NotificationResponse) => void;
  /** Staff only: an agent went online or offline. */
  'presence:changed': (event: PresenceEvent) => void;
  /** Staff only (the brand's agents and managers, admins): the brand's queue changed; its queue view reads it again. */
  'queue:changed': (event: QueueChangedEvent) => void;
  /** A waiting chat's place in its brand's queue (the chat's room). */
  'chat:queue': (status: QueueStatus) => void;
  /** Shopper only: an agent was assigned or wrote (the guest's or customer's own room). */
  'shopper:notification': (notification: ShopperNotification) => void;
  /** Admins and the brand's managers: a dashboard count may have changed (at most once a second). */
  'dashboard:changed': (event: DashboardChangedEvent) => void;
}

/**
 * The schema of every pushed event's payload: what a client may expect, and what a stand-in server in tests must
 * push (each event must have one: the type check below fails on a missing or different one).
 */
export const SERVER_EVENT_PAYLOADS = {
  'chat:updated': ChatResponse,
  'chat:offered': ChatResponse,
  'message:created': MessageResponse,
  'message:updated': MessageResponse,
  typing: TypingEvent,
  receipt: ReceiptEvent,
  'critical:created': CriticalMessageResponse,
  'alert:response-delay': ResponseDelayAlert,
  'notification:created': NotificationResponse,
  'presence:changed': PresenceEvent,
  'queue:changed': QueueChangedEvent,
  'chat:queue': QueueStatus,
  'shopper:notification': ShopperNotification,
  'dashboard:changed': DashboardChangedEvent,
} satisfies { [Event in keyof ServerToClientEvents]: z.ZodType<Parameters<ServerToClientEvents[Event]>[0]> };

/** `chat:join`. `afterSeq`: the highest message seq the client already has; the reply holds every later message
 * (`null` or absent: none, the client has no messages yet). */
export const JoinChatRequest = z.object({
  chatId: z.uuid(),
  afterSeq: z.number().int().min(0).nullish(),
});
export type JoinChatRequest = z.input<typeof JoinChatRequest>;

export type JoinChatReply =
  { ok: true; chat: ChatResponse; missed: MessageResponse[] } | { ok: false; code: string; message: string };

/** `message:send`: the same body as `POST /api/chats/:id/messages`; its `id` is the sender's, so a resend is stored
 * once. */
export const SendMessageRequest = z.object({ chatId: z.uuid(), message: SendMessageBody });
export type SendMessageRequest = z.input<typeof SendMessageRequest>;

export type SendMessageReply = { ok: true; message: MessageResponse } | { ok: false; code: string; message: string };

export const LeaveChatRequest = z.object({ chatId: z.uuid() });
export type LeaveChatRequest = z.input<typeof LeaveChatRequest>;

export const TypingRequest = z.object({ chatId: z.uuid(), typing: z.boolean() });
export type TypingRequest = z.input<typeof TypingRequest>;

/** The client has received messages up to `seq` (delivery receipt). */
export const DeliveredRequest = z.object({ chatId: z.uuid(), seq: z.number().int().min(0) });
export type DeliveredRequest = z.input<typeof DeliveredRequest>;

/** What a client→server event answers through its ack when its payload does not match the event's schema. */
export interface RejectedReply {
  ok: false;
  code: 'VALIDATION_FAILED';
  message: string;
}

export interface ClientToServerEvents {
  /** Sends a message over the open socket: the same checks and rules as the HTTP route, and the same limit (60 a
   * minute per person), counted apart from the route's. */
  'message:send': (request: SendMessageRequest, reply: (result: SendMessageReply) => void) => void;
  /** Starts receiving a chat's events (members only), catching up from `afterSeq`. */
  'chat:join': (request: JoinChatRequest, reply: (result: JoinChatReply) => void) => void;
  'chat:leave': (request: LeaveChatRequest) => void;
  typing: (event: TypingRequest) => void;
  delivered: (event: DeliveredRequest) => void;
}

/** Every client→server event's payload schema: the server checks each payload against it before any handler runs. */
export const CLIENT_EVENT_SCHEMAS = {
  'message:send': SendMessageRequest,
  'chat:join': JoinChatRequest,
  'chat:leave': LeaveChatRequest,
  typing: TypingRequest,
  delivered: DeliveredRequest,
} satisfies { [E in keyof ClientToServerEvents]: z.ZodType<Parameters<ClientToServerEvents[E]>[0]> };
