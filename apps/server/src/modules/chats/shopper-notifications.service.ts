import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type {
  ShopperNotification,
  ShopperNotificationKind,
  ShopperNotificationListResponse,
} from '@tawasul/contracts/widget';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { DomainEvents } from '../../lib/domain-events.ts';
import type { ShopperActor } from './chat-actor.ts';
import {
  insertShopperNotification,
  markShopperNotificationsRead,
  setAgentMessagePreview,
  shopperNotificationCount,
  shopperNotificationsPage,
  unreadShopperNotificationCount,
  upsertUnreadAgentMessage,
  type NotifiedShopper as Shopper,
  type ShopperNotificationRow as Row,
} from './shopper-notifications.repo.ts';

const PREVIEW_LENGTH = 140;

/** A stored notification as its shopper reads it, with its chat's brand's names. */
export function shopperNotificationResponse(row: Row, brand: { en: string; ar: string }): ShopperNotification {
  return {
    id: row.id,
    kind: row.kind as ShopperNotificationKind,
    chatId: row.chatId,
    brandName: brand,
    agentName: row.agentName,
    agentNameAr: row.agentNameAr,
    preview: row.preview,
    readAt: row.readAt ? row.readAt.toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function previewOf(message: MessageResponse): string {
  if (message.body) return message.body.slice(0, PREVIEW_LENGTH);
  return message.attachments.length > 0 ? `📎 ${message.attachments.length}` : '';
}

const shopperOfChat = (chat: ChatResponse): Shopper | null =>
  chat.shopper.id ? { kind: chat.shopper.kind, id: chat.shopper.id } : null;

/**
 * The shopper's notifications (the brand's "agent assigned" and "agent message" toggles): stored per customer or
 * guest, pushed live to its own room. A chatty agent makes one unread `agent_message` per chat, updated in place by
 * each further message (its preview, agent and time), so a conversation never becomes hundreds of rows; once read,
 * the next message starts a new one.
 */
export function createShopperNotificationsService({
  db,
  clock,
  events,
}: {
  db: Database;
  clock: Clock;
  events: DomainEvents;
}) {
  function announce(shopper: Shopper, row: Row, chat: ChatResponse): void {
    events.emit('shopper.notification', {
      shopper,
      notification: shopperNotificationResponse(row, { en: chat.brandName, ar: chat.brandNameAr }),
    });
  }

  return {
    async agentAssigned(chat: ChatResponse, agent: { name: string; nameAr: string | null }): Promise<void> {
      const shopper = shopperOfChat(chat);
      if (!shopper) return;
      const row = await insertShopperNotification(db, shopper, {
        chatId: chat.id,
        kind: 'agent_assigned',
        agentName: agent.name,
        agentNameAr: agent.nameAr,
        createdAt: clock.now(),
      });
      if (row) announce(shopper, row, chat);
    },

    async agentMessage(chat: ChatResponse, message: MessageResponse): Promise<void> {
      const shopper = shopperOfChat(chat);
      if (!shopper) return;
      const row = await upsertUnreadAgentMessage(db, shopper, {
        chatId: chat.id,
        agentName: message.author.name,
        agentNameAr: message.author.nameAr,
        preview: previewOf(message),
        createdAt: new Date(message.createdAt),
      });
      if (row) announce(shopper, row, chat);
    },

    /**
     * An agent's message was edited or deleted: the notification that stands for it (its time is the message's)
     * shows the new text, or none.
     */
    async messageChanged(chat: ChatResponse, message: MessageResponse): Promise<void> {
      const shopper = shopperOfChat(chat);
      if (!shopper || message.author.kind !== 'agent') return;
      const rows = await setAgentMessagePreview(
        db,
        chat.id,
        new Date(message.createdAt),
        message.deletedAt ? null : previewOf(message),
      );
      for (const row of rows) announce(shopper, row, chat);
    },

    async list(
      actor: ShopperActor,
      query: { page: number; pageSize: number },
    ): Promise<ShopperNotificationListResponse> {
      const shopper: Shopper = { kind: actor.kind, id: actor.id };
      const [rows, total, unread] = await Promise.all([
        shopperNotificationsPage(db, shopper, query),
        shopperNotificationCount(db, shopper),
        unreadShopperNotificationCount(db, shopper),
      ]);
      return {
        items: rows.map(({ row, nameEn, nameAr }) => shopperNotificationResponse(row, { en: nameEn, ar: nameAr })),
        total,
        unread,
      };
    },

    /** Marks the shopper's own notifications read (some, or all); answers how many are still unread. */
    async markRead(actor: ShopperActor, body: { ids: string[] } | { all: true }): Promise<number> {
      const shopper: Shopper = { kind: actor.kind, id: actor.id };
      await markShopperNotificationsRead(db, shopper, body, clock.now());
      return unreadShopperNotificationCount(db, shopper);
    },
  };
}
export type ShopperNotificationsService = ReturnType<typeof createShopperNotificationsService>;

/** Turns the engine's events into the shopper's notifications. */
export function wireShopperNotifications(deps: {
  events: DomainEvents;
  notifications: ShopperNotificationsService;
}): void {
  const { events, notifications } = deps;
  events.on('chat.agentAssigned', ({ chat, agentName, agentNameAr }) =>
    notifications.agentAssigned(chat, { name: agentName, nameAr: agentNameAr }),
  );
  events.on('chat.agentMessage', ({ chat, message }) => notifications.agentMessage(chat, message));
  events.on('message.updated', ({ chat, message }) => notifications.messageChanged(chat, message));
}
