import { z } from 'zod';
import { ChatResponse } from './chats.ts';
import { ProductLanguage } from './locales.ts';

/**
 * The shopper's side (issue 8): the loader script a brand pastes into its store, the iframe app it opens, and the
 * customer area. Everything here is public or answers a shopper (guest bearer token, customer session or customer
 * bearer session token), never staff.
 */

const Bilingual = z.object({ en: z.string(), ar: z.string() });

/**
 * `GET /api/public/widget/:widgetId/launcher`: all the loader needs to draw its button. The request's `Origin` must be
 * absent, Tawasul's own origin or a host of the brand's allowed domains (a listed `shop.com` also allows its
 * subdomains), else 404 INVALID_WIDGET; an allowed Origin is echoed in `Access-Control-Allow-Origin` (GET only, no
 * credentials).
 */
export const WidgetLauncherResponse = z.object({
  widgetId: z.string(),
  brandName: Bilingual,
  label: Bilingual,
  primaryColor: z.string(),
  secondaryColor: z.string(),
});
export type WidgetLauncherResponse = z.infer<typeof WidgetLauncherResponse>;

/** `GET /api/public/brands/:widgetId/widget`: what the iframe app shows before and around a chat. */
export const WidgetBootstrapResponse = z.object({
  brand: z.object({
    id: z.uuid(),
    widgetId: z.string(),
    name: Bilingual,
    logoUrl: z.string().nullable(),
    bannerUrls: z.array(z.string()),
    primaryColor: z.string(),
    secondaryColor: z.string(),
    /** `salla`, `cs_cart` or null; "Track order" explains that the store is not connected until it is. */
    orderManager: z.enum(['salla', 'cs_cart']).nullable(),
    storeConnected: z.boolean(),
  }),
  /** The brand's three welcome messages (preset messages), shown before a chat starts. */
  welcomeMessages: z.array(Bilingual),
  /** Whether any agent of the brand is online now: when none is, the widget offers the contact form. */
  agentsOnline: z.boolean(),
  messageEditMinutes: z.number().int(),
  messageDeleteMinutes: z.number().int(),
});
export type WidgetBootstrapResponse = z.infer<typeof WidgetBootstrapResponse>;

/**
 * Where a waiting chat stands: `position` is 1 for the next chat to be offered; `estimatedWaitSeconds` comes from the
 * brand's recent acceptance times (null when there is no recent history to estimate from). Both are null once the
 * chat is no longer waiting. `GET /api/shopper/chats/:id/queue`, and pushed as `chat:queue` to the chat's room.
 */
export const QueueStatus = z.object({
  chatId: z.uuid(),
  position: z.number().int().min(1).nullable(),
  estimatedWaitSeconds: z.number().int().min(0).nullable(),
  agentsOnline: z.number().int().min(0),
});
export type QueueStatus = z.infer<typeof QueueStatus>;

/**
 * A notification for the shopper, per the brand's toggles: `agent_message` (an agent wrote) and `agent_assigned`
 * (who is answering). Pushed as `shopper:notification` to the guest's or customer's own room; a customer's are also
 * kept for `/customer` (`GET /api/shopper/notifications`).
 */
export const ShopperNotificationKind = z.enum(['agent_message', 'agent_assigned', 'chat_closed']);
export type ShopperNotificationKind = z.infer<typeof ShopperNotificationKind>;

export const ShopperNotification = z.object({
  id: z.uuid(),
  kind: ShopperNotificationKind,
  chatId: z.uuid(),
  brandName: Bilingual,
  agentName: z.string().nullable(),
  /**
   * The agent's Arabic name, when it has one (Arabic readers show it instead of `agentName`). Always sent; optional
   * so that clients and fixtures written before it still hold.
   */
  agentNameAr: z.string().nullable().optional(),
  /** The first characters of the agent's message (agent_message only). */
  preview: z.string().nullable(),
  readAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type ShopperNotification = z.infer<typeof ShopperNotification>;

export const ShopperNotificationListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const ShopperNotificationListResponse = z.object({
  items: z.array(ShopperNotification),
  total: z.number().int(),
  unread: z.number().int(),
});
export type ShopperNotificationListResponse = z.infer<typeof ShopperNotificationListResponse>;

/** `POST /api/shopper/notifications/read` takes `{ ids }` or `{ all: true }` (MarkNotificationsReadBody). */
export const ShopperNotificationsReadResponse = z.object({ unread: z.number().int() });
export type ShopperNotificationsReadResponse = z.infer<typeof ShopperNotificationsReadResponse>;

/** `GET /api/shopper/chats`: a shopper's chats across brands, newest activity first, paginated and searchable. */
export const ShopperChatListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['active', 'closed']).optional(),
  /** Brand widget id: the widget lists only the chats with its own brand. */
  widgetId: z.string().trim().min(1).max(64).optional(),
  search: z.string().trim().max(200).optional(),
});
export type ShopperChatListQuery = z.infer<typeof ShopperChatListQuery>;
export const ShopperChatListResponse = z.object({ items: z.array(ChatResponse), total: z.number().int() });
export type ShopperChatListResponse = z.infer<typeof ShopperChatListResponse>;

/** The messages the iframe app and the loader exchange with `postMessage` (origin-checked on both sides). */
export type WidgetFrameMessage =
  { type: 'tawasul:close' } | { type: 'tawasul:unread'; count: number } | { type: 'tawasul:ready' };

/**
 * What the loader tells the iframe app (to the app's origin only): whether the frame is shown, after each open or
 * close and in answer to `tawasul:ready`, so the app can count unread messages while it is hidden.
 */
export type WidgetHostMessage = { type: 'tawasul:visibility'; open: boolean };

/**
 * The iframe app's page: `/widget?id={widgetId}&locale={en|ar}[&chat={chatId}][&embed=panel]` (a chat to open at once;
 * `panel` when a page of ours embeds it in its own panel, which has its own close button: the widget shows no X and
 * asks to close on Escape).
 */
export const WIDGET_FRAME_PATH = '/widget';
export const WidgetFrameQuery = z.object({
  id: z.string().trim().min(1).max(64),
  locale: ProductLanguage.optional(),
  chat: z.uuid().optional(),
  embed: z.enum(['panel']).optional(),
});
export type WidgetFrameQuery = z.infer<typeof WidgetFrameQuery>;
