import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WidgetParams } from '@tawasul/contracts/brands';
import {
  ChatResponse,
  GuestTokenBody,
  GuestTokenResponse,
  MarkNotificationsReadBody,
  StartChatBody,
} from '@tawasul/contracts/chats';
import { IdParams } from '@tawasul/contracts/lists';
import {
  QueueStatus,
  ShopperChatListQuery,
  ShopperChatListResponse,
  ShopperNotificationListQuery,
  ShopperNotificationListResponse,
  ShopperNotificationsReadResponse,
} from '@tawasul/contracts/widget';
import { errors, tags, type RouteActors } from './chat-route-context.ts';
import type { ChatsService } from './chats.service.ts';
import type { GuestsForChat } from './guests-for-chat.ts';
import type { QueueService } from './queue.service.ts';
import type { ShopperNotificationsService } from './shopper-notifications.service.ts';

export interface ShopperRoutesOptions {
  chats: ChatsService;
  guests: GuestsForChat;
  queue: QueueService;
  shopperNotifications: ShopperNotificationsService;
  actors: RouteActors;
}

/**
 * The shopper's side (the widget and the customer area): a guest's token, its chats, a waiting chat's place in the
 * queue, its notifications.
 */
export const shopperRoutes: FastifyPluginAsyncZod<ShopperRoutesOptions> = async (app, options) => {
  const { chats, guests, queue, shopperNotifications, actors } = options;
  const { actorOf, shopperOf } = actors;

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
};
