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

/** An order number as a shopper types it. */
export const OrderReference = z
  .string()
  .trim()
  .min(1, { error: 'validation.required' })
  .max(40)
  .regex(/^[A-Za-z0-9#-]+$/, { error: 'validation.orderReference' });

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

export const CsCartConnectionBody = z.object({
  storeUrl: z.url({ error: 'validation.invalidUrl' }).max(300),
  email: z.email({ error: 'validation.invalidEmail' }).max(254),
  apiKey: z.string().trim().min(1, { error: 'validation.required' }).max(200),
});
export type CsCartConnectionBody = z.infer<typeof CsCartConnectionBody>;

export const ConnectionTestResponse = z.object({ ok: z.literal(true), storeName: z.string().nullable() });
export type ConnectionTestResponse = z.infer<typeof ConnectionTestResponse>;
