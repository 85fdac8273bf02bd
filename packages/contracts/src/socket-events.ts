import type {
  ChatReceipts,
  ChatResponse,
  CriticalMessageResponse,
  MessageResponse,
  NotificationResponse,
  SendMessageBody,
} from './chats.ts';
import type { DashboardChangedEvent } from './reports.ts';
import type { QueueStatus, ShopperNotification } from './widget.ts';

/** Socket.IO's path on the product's own origin. */
export const SOCKET_PATH = '/socket.io';

/** An agent's sockets may all be gone this long before it goes offline by itself (issue 6). */
export const PRESENCE_GRACE_SECONDS = 60;

export interface TypingEvent {
  chatId: string;
  /** `shopper` or `agent`: who is typing, as the other side sees it. */
  side: 'shopper' | 'agent';
  name: string | null;
  typing: boolean;
}

export interface ReceiptEvent {
  chatId: string;
  receipts: ChatReceipts;
}

export interface ResponseDelayAlert {
  chatId: string;
  chatNumber: number;
  brandId: string;
  agentId: string | null;
  minutes: number;
  titleEn: string;
  titleAr: string;
  descriptionEn: string;
  descriptionAr: string;
}

export interface PresenceEvent {
  agentId: string;
  brandId: string;
  online: boolean;
}

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
  /** A waiting chat's place in its brand's queue (the chat's room). */
  'chat:queue': (status: QueueStatus) => void;
  /** Shopper only: an agent was assigned or wrote (the guest's or customer's own room). */
  'shopper:notification': (notification: ShopperNotification) => void;
  /** Admins and the brand's managers: a dashboard count may have changed (at most once a second). */
  'dashboard:changed': (event: DashboardChangedEvent) => void;
}

export interface JoinChatRequest {
  chatId: string;
  /** The highest message seq the client already has; the reply holds every later message. */
  afterSeq?: number;
}

export type JoinChatReply =
  { ok: true; chat: ChatResponse; missed: MessageResponse[] } | { ok: false; code: string; message: string };

export interface SendMessageRequest {
  chatId: string;
  /** The same body as `POST /api/chats/:id/messages`; its `id` is the sender's, so a resend is stored once. */
  message: SendMessageBody;
}

export type SendMessageReply = { ok: true; message: MessageResponse } | { ok: false; code: string; message: string };

export interface ClientToServerEvents {
  /** Sends a message over the open socket: the same checks and rules as the HTTP route, and the same limit (60 a
   * minute per person), counted apart from the route's. */
  'message:send': (request: SendMessageRequest, reply: (result: SendMessageReply) => void) => void;
  /** Starts receiving a chat's events (members only), catching up from `afterSeq`. */
  'chat:join': (request: JoinChatRequest, reply: (result: JoinChatReply) => void) => void;
  'chat:leave': (request: { chatId: string }) => void;
  typing: (event: { chatId: string; typing: boolean }) => void;
  /** The client has received messages up to `seq` (delivery receipt). */
  delivered: (event: { chatId: string; seq: number }) => void;
}
