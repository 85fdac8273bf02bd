import { z } from 'zod';
import { OrderManager } from './brands.ts';

/**
 * Store connections and order tracking (issue 9, DESIGN.md section 7). Orders are never stored: every view is read
 * from the brand's store (Salla or CS-Cart) when asked, and shown in one unified shape.
 */

/** The spec's order statuses, in its order. Salla's `canceled` maps to `cancelled`, CS-Cart's `I` to `canceled`. */
export const OrderStatus = z.enum([
  'payment_confirmed',
  'order_received',
  'payment_failed',
  'declined',
  'back_ordered',
  'canceled',
  'payment_pending',
  'awaiting_confirmation',
  'processing',
  'delivered',
  'under_review',
  'completed',
  'cancelled',
  'restoring',
  'restored',
]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const OrderItem = z.object({
  name: z.string(),
  quantity: z.number().int(),
  imageUrl: z.string().nullable(),
});
export type OrderItem = z.infer<typeof OrderItem>;

/** One order as every screen shows it. */
export const OrderView = z.object({
  /** What the shopper calls it (Salla's reference id, CS-Cart's order id). */
  reference: z.string(),
  platform: OrderManager,
  /** One of the spec's statuses, or null when the store's code is unknown (then `storeStatus` is shown). */
  status: OrderStatus.nullable(),
  /** The store's own name or code for the status. */
  storeStatus: z.string(),
  createdAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime().nullable(),
  items: z.array(OrderItem),
  total: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  /** The shipment's tracking link when the store has one. */
  trackingUrl: z.string().nullable(),
});
export type OrderView = z.infer<typeof OrderView>;

export const OrderListResponse = z.object({ items: z.array(OrderView) });
export type OrderListResponse = z.infer<typeof OrderListResponse>;

/** The brand an order belongs to, for lists that span brands (the customer area). */
export const OrderBrand = z.object({ id: z.uuid(), nameEn: z.string(), nameAr: z.string(), widgetId: z.string() });
export type OrderBrand = z.infer<typeof OrderBrand>;

/** `GET /api/shopper/orders`: one brand's orders (its widget id), or every connected brand the customer chatted with. */
export const ShopperOrdersQuery = z.object({ widgetId: z.string().trim().min(1).max(64).optional() });
export type ShopperOrdersQuery = z.infer<typeof ShopperOrdersQuery>;

export const ShopperOrder = OrderView.extend({ brand: OrderBrand });
export type ShopperOrder = z.infer<typeof ShopperOrder>;

/** Newest first. A brand whose store fails is left out of the every-brand list rather than failing it. */
export const ShopperOrderListResponse = z.object({ items: z.array(ShopperOrder) });
export type ShopperOrderListResponse = z.infer<typeof ShopperOrderListResponse>;

/** An order number as a shopper types it. */
export const OrderReference = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40)
  .regex(/^[A-Za-z0-9#-]+$/, { error: 'validation.orderReference' });

/** `GET /api/public/brands/:widgetId/orders/:reference`. */
export const TrackOrderParams = z.object({ widgetId: z.string().trim().min(1).max(64), reference: OrderReference });
export type TrackOrderParams = z.infer<typeof TrackOrderParams>;

/**
 * Routes (the server owns the details):
 * - `GET /api/public/brands/:widgetId/orders/:reference` — the widget's "Track order" (a shopper's bearer token).
 * - `GET /api/shopper/orders?widgetId` — a signed-in customer's recent orders (by its phone or e-mail).
 * - `GET /api/chats/:id/orders` — the agent console's shopper panel: the shopper's orders and any order number
 *   written in the chat (`mentioned`).
 * - `GET /api/brands/:id/salla/authorize` → `{ url }` for the 960×600 popup; `GET /api/integrations/salla/callback`
 *   closes it; `POST /api/integrations/salla/webhook` (`app.store.authorize`, `X-Salla-Signature`).
 * - `POST /api/brands/:id/cs-cart/test` and `PUT /api/brands/:id/cs-cart` with CsCartConnectionBody.
 */
export const ChatOrdersResponse = z.object({
  items: z.array(OrderView),
  /** Order numbers the shopper wrote in the chat that the store knows. */
  mentioned: z.array(OrderView),
});
export type ChatOrdersResponse = z.infer<typeof ChatOrdersResponse>;

export const SallaAuthorizeResponse = z.object({ url: z.string() });
export type SallaAuthorizeResponse = z.infer<typeof SallaAuthorizeResponse>;

/**
 * What the Salla callback page posts to `window.opener` (the Brand Configuration page, checked by origin) before
 * it closes: `{ type: connected }`, or `{ type: failed, code }` with an error code (the page then stays open and
 * shows the message in both languages).
 */
export const SALLA_POPUP_MESSAGES = { connected: 'tawasul:salla-connected', failed: 'tawasul:salla-failed' } as const;
/** What `POST /api/integrations/salla/webhook` answers Salla: whether the event changed a brand's connection. */
export const SallaWebhookResponse = z.object({ ok: z.literal(true), handled: z.boolean() });

/** The popup's size (DESIGN.md section 7). */
export const SALLA_POPUP_SIZE = { width: 960, height: 600 } as const;

export const CsCartConnectionBody = z.object({
  storeUrl: z.url({ error: 'validation.invalidUrl' }).max(300),
  email: z.email({ error: 'validation.invalidEmail' }).max(254),
  apiKey: z.string().trim().min(1, { error: 'validation.required' }).max(200),
});
export type CsCartConnectionBody = z.infer<typeof CsCartConnectionBody>;

export const ConnectionTestResponse = z.object({ ok: z.literal(true), storeName: z.string().nullable() });
export type ConnectionTestResponse = z.infer<typeof ConnectionTestResponse>;
