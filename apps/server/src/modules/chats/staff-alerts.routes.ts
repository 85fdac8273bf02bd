import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CriticalMessageListQuery,
  CriticalMessageListResponse,
  CriticalMessageResponse,
  HandledBody,
  MarkNotificationsReadBody,
  NotificationListQuery,
  NotificationListResponse,
  NotificationsReadResponse,
} from '@tawasul/contracts/chats';
import { IdParams } from '@tawasul/contracts/lists';
import { errors, type RouteActors } from './chat-route-context.ts';
import type { CriticalMessagesService } from './critical-messages.service.ts';
import type { StaffNotificationsService } from './staff-notifications.service.ts';

export interface StaffAlertsRoutesOptions {
  critical: CriticalMessagesService;
  notifications: StaffNotificationsService;
  actors: RouteActors;
}

/** What reaches staff members beside their chats: critical messages, and the notification centre. */
export const staffAlertsRoutes: FastifyPluginAsyncZod<StaffAlertsRoutesOptions> = async (app, options) => {
  const { critical, notifications, actors } = options;
  const { staffOf } = actors;

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
        response: { 200: NotificationsReadResponse, ...errors },
      },
    },
    async (request) => ({ unread: await notifications.markRead((await staffOf(request)).id, request.body) }),
  );
};
