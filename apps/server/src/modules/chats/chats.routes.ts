import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { WidgetParams } from '@tawasul/contracts/brands';
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
  NotificationListQuery,
  NotificationListResponse,
  ReadBody,
  SendMessageBody,
  StartChatBody,
} from '@tawasul/contracts/chats';
import { IdParams } from '@tawasul/contracts/lists';
import { ErrorResponse } from '@tawasul/contracts/system';
import {
  QueueStatus,
  ShopperChatListQuery,
  ShopperChatListResponse,
  ShopperNotificationListQuery,
  ShopperNotificationListResponse,
  ShopperNotificationsReadResponse,
} from '@tawasul/contracts/widget';
import { AppError } from '../../lib/app-error.ts';
import { isShopper, requestActorSource, resolveChatActor, type ChatActor } from './chat-actor.ts';
import type { ChatsService } from './chats.service.ts';
import type { CriticalMessagesService } from './critical-messages.service.ts';
import type { GuestsForChat } from './guests-for-chat.ts';
import type { QueueService } from './queue.service.ts';
import type { ShopperNotificationsService } from './shopper-notifications.service.ts';
import type { StaffNotificationsService } from './staff-notifications.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ['chats'];

export interface ChatRoutesOptions {
  chats: ChatsService;
  critical: CriticalMessagesService;
  notifications: StaffNotificationsService;
  guests: GuestsForChat;
  queue: QueueService;
  shopperNotifications: ShopperNotificationsService;
}

/**
 * The chat engine over HTTP. Members act through the same routes whoever they are (a staff or customer session
 * cookie, or a widget guest's bearer token); the service decides what each may do.
 */
export const chatsRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { chats, critical, notifications, guests, queue, shopperNotifications } = options;
  const actorOf = (request: FastifyRequest): Promise<ChatActor> =>
    resolveChatActor(requestActorSource(request), guests.tokens, guests.find);
  const staffOf = async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
    return actor;
  };
  const shopperOf = async (request: FastifyRequest) => {
    const actor = await actorOf(request);
    if (!isShopper(actor)) throw new AppError('FORBIDDEN');
    return actor;
  };

  app.get(
    '/api/chats',
    {
      schema: {
        tags,
        summary: 'Chat Management: chats by status, brand, agent and start time, searchable',
        querystring: ChatListQuery,
        response: { 200: ChatListResponse, ...errors },
      },
    },
    async (request) => chats.list(await actorOf(request), request.query),
  );

  app.get(
    '/api/chats/:id',
    { schema: { tags, summary: 'A chat (members)', params: IdParams, response: { 200: ChatResponse, ...errors } } },
    async (request) => chats.get(await actorOf(request), request.params.id),
  );

  app.get(
    '/api/chats/:id/details',
    {
      schema: {
        tags,
        summary: 'A chat with its timeline of events (admins and its brand managers)',
        params: IdParams,
        response: { 200: ChatDetailsResponse, ...errors },
      },
    },
    async (request) => chats.details(await actorOf(request), request.params.id),
  );

  app.get(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Messages: the latest page, or every message after a seq (catch-up)',
        params: IdParams,
        querystring: MessageListQuery,
        response: { 200: MessageListResponse, ...errors },
      },
    },
    async (request) => chats.messages(await actorOf(request), request.params.id, request.query),
  );

  app.post(
    '/api/chats/:id/messages',
    {
      schema: {
        tags,
        summary: 'Send a message (the id is the sender’s: a resend is stored once)',
        params: IdParams,
        body: SendMessageBody,
        response: { 200: MessageResponse, ...errors },
      },
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          // Per person (a guest's token or the signed-in user), so agents behind one office address never share it.
          keyGenerator: async (request: FastifyRequest) => {
            if (request.headers.authorization) return `message:${request.headers.authorization}`;
            const session = await request.currentSession();
            return session ? `message:${session.user.id}` : `message:${request.ip}`;
          },
        },
      },
    },
    async (request) => {
      const body = request.body as z.output<typeof SendMessageBody>;
      return chats.send(await actorOf(request), request.params.id, body);
    },
  );

  app.patch(
    '/api/chats/:id/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Edit one’s own message within the brand’s edit time',
        params: MessageParams,
        body: EditMessageBody,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) =>
      chats.edit(await actorOf(request), request.params.id, request.params.messageId, request.body.body),
  );

  app.delete(
    '/api/chats/:id/messages/:messageId',
    {
      schema: {
        tags,
        summary: 'Delete one’s own message within the brand’s delete time (kept for audit)',
        params: MessageParams,
        response: { 200: MessageResponse, ...errors },
      },
    },
    async (request) => chats.remove(await actorOf(request), request.params.id, request.params.messageId),
  );

  app.post(
    '/api/chats/:id/read',
    {
      schema: {
        tags,
        summary: 'Read receipt: everything up to seq has been read',
        params: IdParams,
        body: ReadBody,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) => chats.markRead(await actorOf(request), request.params.id, request.body.seq),
  );

  for (const action of ['accept', 'decline', 'close'] as const) {
    app.post(
      `/api/chats/:id/${action}`,
      {
        schema: {
          tags,
          summary: {
            accept: 'The offered agent accepts the chat',
            decline: 'The offered agent declines the chat',
            close: 'Close the chat',
          }[action],
          params: IdParams,
          response: { 200: ChatResponse, ...errors },
        },
      },
      async (request) => chats[action](await actorOf(request), request.params.id),
    );
  }

  app.get(
    '/api/chats/:id/shopper-chats',
    {
      schema: {
        tags,
        summary: 'The other chats of this chat’s shopper with the brand (staff members of the chat)',
        params: IdParams,
        response: { 200: ChatListItemsResponse, ...errors },
      },
    },
    async (request) => ({ items: await chats.shopperHistory(await actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/chats/:id/flags',
    {
      schema: {
        tags,
        summary: 'Shopper messages of the chat that held a critical word (staff members of the chat)',
        params: IdParams,
        response: { 200: ChatFlagsResponse, ...errors },
      },
    },
    async (request) => ({ items: await chats.flags(await actorOf(request), request.params.id) }),
  );

  app.get(
    '/api/chats/:id/eligible-agents',
    {
      schema: {
        tags,
        summary: 'Agents of the chat’s brand with their load (Change agent)',
        params: IdParams,
        response: { 200: EligibleAgentsResponse, ...errors },
      },
    },
    async (request) => ({ items: await chats.eligibleAgents(await actorOf(request), request.params.id) }),
  );

  app.put(
    '/api/chats/:id/agent',
    {
      schema: {
        tags,
        summary: 'Change the chat’s agent (admins and its brand managers)',
        params: IdParams,
        body: ChangeAgentBody,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) => chats.changeAgent(await actorOf(request), request.params.id, request.body.agentId),
  );

  app.get(
    '/api/agent/inbox',
    { schema: { tags, summary: 'The agent console’s inbox', response: { 200: AgentInboxResponse, ...errors } } },
    async (request) => chats.inbox(await staffOf(request)),
  );

  // Shoppers

  app.post(
    '/api/public/brands/:widgetId/guests',
    {
      schema: {
        tags,
        summary: 'A guest and its bearer token for a brand’s widget',
        params: WidgetParams,
        body: GuestTokenBody,
        response: { 200: GuestTokenResponse, ...errors },
      },
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '10 minutes',
          keyGenerator: (request: FastifyRequest) => `guest-token:${request.ip}`,
        },
      },
    },
    async (request) => guests.create(request.params.widgetId, request.body.name ?? null),
  );

  app.post(
    '/api/shopper/chats',
    {
      schema: {
        tags,
        summary: 'A shopper starts a chat with a brand (or gets its chat that is not closed yet)',
        body: StartChatBody,
        response: { 200: ChatResponse, ...errors },
      },
    },
    async (request) => chats.start(await shopperOf(request), request.body),
  );

  app.get(
    '/api/shopper/chats',
    {
      schema: {
        tags,
        summary: 'The shopper’s chats, newest activity first: active or closed, one brand’s (widget id), searchable',
        querystring: ShopperChatListQuery,
        response: { 200: ShopperChatListResponse, ...errors },
      },
    },
    async (request) => chats.shopperChats(await shopperOf(request), request.query),
  );

  app.get(
    '/api/shopper/chats/:id/queue',
    {
      schema: {
        tags,
        summary: 'Where a waiting chat stands in its brand’s queue, with an estimated wait (members)',
        params: IdParams,
        response: { 200: QueueStatus, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return queue.forChat(await chats.get(await actorOf(request), request.params.id));
    },
  );

  app.get(
    '/api/shopper/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The shopper’s notifications (agent assigned, agent messages), newest first, and its unread count',
        querystring: ShopperNotificationListQuery,
        response: { 200: ShopperNotificationListResponse, ...errors },
      },
    },
    async (request) => shopperNotifications.list(await shopperOf(request), request.query),
  );

  app.post(
    '/api/shopper/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark the shopper’s notifications read (some, or all)',
        body: MarkNotificationsReadBody,
        response: { 200: ShopperNotificationsReadResponse, ...errors },
      },
    },
    async (request) => ({ unread: await shopperNotifications.markRead(await shopperOf(request), request.body) }),
  );

  // Critical messages

  app.get(
    '/api/critical-messages',
    {
      schema: {
        tags: ['critical-messages'],
        summary: 'Shopper messages that held a critical word',
        querystring: CriticalMessageListQuery,
        response: { 200: CriticalMessageListResponse, ...errors },
      },
    },
    async (request) => critical.list(await staffOf(request), request.query),
  );

  app.patch(
    '/api/critical-messages/:id/handled',
    {
      schema: {
        tags: ['critical-messages'],
        summary: 'Mark a critical message handled or not',
        params: IdParams,
        body: HandledBody,
        response: { 200: CriticalMessageResponse, ...errors },
      },
    },
    async (request) => critical.setHandled(await staffOf(request), request.params.id, request.body.handled),
  );

  // Notification centre

  app.get(
    '/api/notifications',
    {
      schema: {
        tags: ['notifications'],
        summary: 'The signed-in staff member’s notifications and unread count',
        querystring: NotificationListQuery,
        response: { 200: NotificationListResponse, ...errors },
      },
    },
    async (request) => notifications.list((await staffOf(request)).id, request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags: ['notifications'],
        summary: 'Mark notifications read (some, or all)',
        body: MarkNotificationsReadBody,
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (request) => ({ unread: await notifications.markRead((await staffOf(request)).id, request.body) }),
  );
};
