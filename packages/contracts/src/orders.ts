import { z } from 'zod';
import { OrderManager } from './brands.ts';
import { paginated, listQuery } from './lists.ts';
import { Email, Phone } from './validation.ts';

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

/** A link or picture a store supplied: only `https:` ones ever reach a screen (issue 17). */
export const StoreHttpsUrl = z.string().regex(/^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/);

/** Whether a store-supplied URL may be rendered (an `https:` URL): what the screens check before using one. */
export const isStoreHttpsUrl = (value: string | null | undefined): value is string =>
  typeof value === 'string' && StoreHttpsUrl.safeParse(value).success;

export const OrderItem = z.object({
  name: z.string(),
  quantity: z.number().int(),
  imageUrl: StoreHttpsUrl.nullable(),
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
  /** The shipment's tracking link when the store has one (https only). */
  trackingUrl: StoreHttpsUrl.nullable(),
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

export const WidgetIdParams = z.object({ widgetId: z.string().trim().min(1).max(64) });
export type WidgetIdParams = z.infer<typeof WidgetIdParams>;

const optionalText = z
  .string()
  .trim()
  .max(254)
  .optional()
  .transform((value) => value || undefined);

/**
 * `POST /api/public/brands/:widgetId/orders/track`: an order by its number. A guest, and a customer whose verified
 * phone and e-mail are not the order's, also give the phone or e-mail used for the order; it is checked against the
 * order. A wrong number and a wrong phone or e-mail answer the same ORDER_NOT_FOUND.
 */
export const TrackOrderBody = z.object({
  reference: OrderReference,
  // Written as people write numbers: "055 000 0103", "+966 (55) 000-0103".
  phone: optionalText.transform((value) => value?.replace(/[\s\-().]/g, '') || undefined).pipe(Phone.optional()),
  email: optionalText.pipe(Email.optional()),
});
export type TrackOrderBody = z.input<typeof TrackOrderBody>;

/**
 * Routes (the server owns the details):
 * - `POST /api/public/brands/:widgetId/orders/track` — "Track order" (TrackOrderBody; widget and customer area).
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
/** Where Salla sends the merchant back after the consent screen. */
export const SallaCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});
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
  /** The store's primary currency: CS-Cart's orders do not name it (their `secondary_currency` is the shopper's). */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, { error: 'validation.currencyCode' })
    .default('SAR'),
});
export type CsCartConnectionBody = z.input<typeof CsCartConnectionBody>;

export const ConnectionTestResponse = z.object({ ok: z.literal(true), storeName: z.string().nullable() });
export type ConnectionTestResponse = z.infer<typeof ConnectionTestResponse>;

/**
 * A Salla store that installed the app (Easy Mode, or from the App Store) and matched no brand by its domain: an
 * admin assigns it to a brand (`GET /api/salla/installations`, `POST /api/salla/installations/:merchantId/assign`).
 */
export const SallaInstallation = z.object({
  merchantId: z.string(),
  storeName: z.string().nullable(),
  storeDomain: z.string().nullable(),
  installedAt: z.iso.datetime(),
});
export type SallaInstallation = z.infer<typeof SallaInstallation>;

export const SallaInstallationListQuery = listQuery(['installedAt', 'storeName'], 'installedAt');
export type SallaInstallationListQuery = z.input<typeof SallaInstallationListQuery>;
export const SallaInstallationListResponse = paginated(SallaInstallation);
export type SallaInstallationListResponse = z.infer<typeof SallaInstallationListResponse>;

export const SallaInstallationParams = z.object({
  merchantId: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/),
});
export const AssignSallaInstallationBody = z.object({ brandId: z.uuid() });
export type AssignSallaInstallationBody = z.infer<typeof AssignSallaInstallationBody>;

/** `GET /api/shopper/orders/brands`: the connected brands a signed-in customer can track an order of. */
export const ShopperOrderBrandsResponse = z.object({ items: z.array(OrderBrand) });
export type ShopperOrderBrandsResponse = z.infer<typeof ShopperOrderBrandsResponse>;
