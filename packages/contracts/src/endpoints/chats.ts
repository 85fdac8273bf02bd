import { errors, type EndpointTable } from './endpoint.ts';
import { WidgetParams } from '../brands.ts';
import { InboxSearchQuery, InboxSearchResponse } from '../chat-search.ts';
import {
  AgentInboxResponse,
  ChangeAgentBody,
  ChatDetailsResponse,
  ChatFlagsResponse,
  ChatListItemsResponse,
  ChatListQuery,
  ChatListResponse,
  ChatResponse,
  CriticalMessageListQuery,
  CriticalMessageListResponse,
  CriticalMessageResponse,
  EditMessageBody,
  EligibleAgentsResponse,
  GuestTokenBody,
  GuestTokenResponse,
  HandledBody,
  MarkNotificationsReadBody,
  MessageListQuery,
  MessageListResponse,
  MessageParams,
  MessageResponse,
  NoteBody,
  NotificationListQuery,
  NotificationListResponse,
  NotificationsReadResponse,
  QueueQuery,
  QueueResponse,
  ReadBody,
  SendMessageBody,
  StartChatBody,
  TransferChatBody,
  TransferTargetsResponse,
} from '../chats.ts';
import { IdParams } from '../lists.ts';
import { RateChatBody } from '../ratings.ts';
import {
  QueueStatus,
  ShopperChatListQuery,
  ShopperChatListResponse,
  ShopperNotificationListQuery,
  ShopperNotificationListResponse,
  ShopperNotificationsReadResponse,
} from '../widget.ts';

/** The endpoints of `apps/server/src/modules/chats`. */
export const CHATS_ENDPOINTS = {
  'GET /api/chats': {
    querystring: ChatListQuery,
    response: { 200: ChatListResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/chats/:id': { params: IdParams, response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) } },
  'GET /api/chats/:id/details': {
    params: IdParams,
    response: { 200: ChatDetailsResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/accept': {
    params: IdParams,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/decline': {
    params: IdParams,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/close': {
    params: IdParams,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/chats/:id/shopper-chats': {
    params: IdParams,
    response: { 200: ChatListItemsResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/chats/:id/flags': {
    params: IdParams,
    response: { 200: ChatFlagsResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/chats/:id/eligible-agents': {
    params: IdParams,
    response: { 200: EligibleAgentsResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'PUT /api/chats/:id/agent': {
    params: IdParams,
    body: ChangeAgentBody,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/chats/queue': {
    querystring: QueueQuery,
    response: { 200: QueueResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/take': { params: IdParams, response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) } },
  'GET /api/chats/:id/transfer-targets': {
    params: IdParams,
    response: { 200: TransferTargetsResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/transfer': {
    params: IdParams,
    body: TransferChatBody,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/agent/inbox': { response: { 200: AgentInboxResponse, ...errors(400, 401, 403, 404, 409) } },
  'GET /api/chats/:id/messages': {
    params: IdParams,
    querystring: MessageListQuery,
    response: { 200: MessageListResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/messages': {
    params: IdParams,
    body: SendMessageBody,
    response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'PATCH /api/chats/:id/messages/:messageId': {
    params: MessageParams,
    body: EditMessageBody,
    response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/chats/:id/messages/:messageId': {
    params: MessageParams,
    response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/read': {
    params: IdParams,
    body: ReadBody,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/chats/:id/notes': {
    params: IdParams,
    body: NoteBody,
    response: { 200: MessageResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/agent/chats': {
    querystring: InboxSearchQuery,
    response: { 200: InboxSearchResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/shopper/chats/:id/rating': {
    params: IdParams,
    body: RateChatBody,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/public/brands/:widgetId/guests': {
    params: WidgetParams,
    body: GuestTokenBody,
    response: { 200: GuestTokenResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/shopper/chats': {
    body: StartChatBody,
    response: { 200: ChatResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/shopper/chats': {
    querystring: ShopperChatListQuery,
    response: { 200: ShopperChatListResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/shopper/chats/:id/queue': {
    params: IdParams,
    response: { 200: QueueStatus, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/shopper/notifications': {
    querystring: ShopperNotificationListQuery,
    response: { 200: ShopperNotificationListResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/shopper/notifications/read': {
    body: MarkNotificationsReadBody,
    response: { 200: ShopperNotificationsReadResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/critical-messages': {
    querystring: CriticalMessageListQuery,
    response: { 200: CriticalMessageListResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'PATCH /api/critical-messages/:id/handled': {
    params: IdParams,
    body: HandledBody,
    response: { 200: CriticalMessageResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/notifications': {
    querystring: NotificationListQuery,
    response: { 200: NotificationListResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/notifications/read': {
    body: MarkNotificationsReadBody,
    response: { 200: NotificationsReadResponse, ...errors(400, 401, 403, 404, 409) },
  },
} satisfies EndpointTable;
