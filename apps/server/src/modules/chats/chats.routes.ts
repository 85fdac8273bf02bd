import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chatMessagesRoutes } from './chat-messages.routes.ts';
import { chatNotesRoutes } from './chat-notes.routes.ts';
import { chatRatingRoutes } from './chat-rating.routes.ts';
import { createRouteActors } from './chat-route-context.ts';
import { chatRoomsRoutes } from './chat-rooms.routes.ts';
import { chatSearchRoutes } from './chat-search.routes.ts';
import type { ChatsService } from './chats.service.ts';
import type { CriticalMessagesService } from './critical-messages.service.ts';
import type { GuestsForChat } from './guests-for-chat.ts';
import type { QueueService } from './queue.service.ts';
import type { ShopperNotificationsService } from './shopper-notifications.service.ts';
import { shopperRoutes } from './shopper.routes.ts';
import { staffAlertsRoutes } from './staff-alerts.routes.ts';
import type { StaffNotificationsService } from './staff-notifications.service.ts';

export interface ChatRoutesOptions {
  chats: ChatsService;
  critical: CriticalMessagesService;
  notifications: StaffNotificationsService;
  guests: GuestsForChat;
  queue: QueueService;
  shopperNotifications: ShopperNotificationsService;
}

/**
 * The chat engine over HTTP, one file per audience: a chat and its lifecycle, its messages, the shopper's side, and
 * staff alerts. Members act through the same routes whoever they are; the service decides what each may do.
 */
export const chatsRoutes: FastifyPluginAsyncZod<ChatRoutesOptions> = async (app, options) => {
  const { chats, critical, notifications, guests, queue, shopperNotifications } = options;
  const actors = createRouteActors(guests);
  await app.register(chatRoomsRoutes, { chats, actors });
  await app.register(chatMessagesRoutes, { chats, actors });
  await app.register(chatNotesRoutes, { chats, actors });
  await app.register(chatSearchRoutes, { chats, actors });
  await app.register(chatRatingRoutes, { chats, actors });
  await app.register(shopperRoutes, { chats, guests, queue, shopperNotifications, actors });
  await app.register(staffAlertsRoutes, { critical, notifications, actors });
};
