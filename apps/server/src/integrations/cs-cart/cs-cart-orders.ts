import type { OrderItem, OrderStatus, OrderView } from '@tawasul/contracts/orders';
import { isRecord, number, text } from '../order-store.ts';

/**
 * CS-Cart's default order status codes (they can be renamed, never deleted) and the spec's statuses (DESIGN.md
 * section 7). A store's own extra codes have no spec status: the code itself is shown.
 */
export const CS_CART_STATUSES: Readonly<Record<string, OrderStatus>> = {
  P: 'payment_confirmed',
  O: 'order_received',
  C: 'completed',
  F: 'payment_failed',
  D: 'declined',
  B: 'back_ordered',
  I: 'canceled',
  Y: 'awaiting_confirmation',
};

export function csCartStatus(code: string | null): OrderStatus | null {
  return code && Object.hasOwn(CS_CART_STATUSES, code) ? CS_CART_STATUSES[code]! : null;
}

/** CS-Cart dates are Unix times in seconds (as numbers or strings). */
function unixDate(value: unknown): string | null {
  const seconds = number(value);
  return seconds === null || seconds <= 0 ? null : new Date(seconds * 1000).toISOString();
}

function imageOf(product: Record<string, unknown>): string | null {
  const pair = isRecord(product.main_pair) ? product.main_pair : undefined;
  for (const size of ['detailed', 'icon'] as const) {
    const image = isRecord(pair?.[size]) ? pair[size] : undefined;
    const url = text(image?.https_image_path) ?? text(image?.http_image_path) ?? text(image?.image_path);
    if (url) return url;
  }
  return null;
}

/** `products` is an object keyed by cart item id (an array in some versions). */
function itemsOf(products: unknown): OrderItem[] {
  const list = Array.isArray(products) ? products : isRecord(products) ? Object.values(products) : [];
  return list.filter(isRecord).map((product) => ({
    name: text(product.product) ?? text(product.product_code) ?? '',
    quantity: Math.max(0, Math.round(number(product.amount) ?? 1)),
    imageUrl: imageOf(product),
  }));
}

function trackingLink(order: Record<string, unknown>): string | null {
  const shipments = Array.isArray(order.shipments) ? order.shipments : [];
  for (const shipment of shipments) {
    const link = isRecord(shipment) ? (text(shipment.tracking_url) ?? text(shipment.tracking_link)) : null;
    if (link) return link;
  }
  return text(order.tracking_url);
}

/**
 * One CS-Cart order (`GET /api/orders/{id}`, or an entry of `GET /api/orders`) as an OrderView. CS-Cart keeps
 * amounts in the store's primary currency and names it only as `secondary_currency`; without it the currency is
 * left empty and the screens show the amount alone.
 */
export function toCsCartOrderView(order: Record<string, unknown>): OrderView {
  const code = text(order.status);
  const total = number(order.total);
  return {
    reference: text(order.order_id) ?? '',
    platform: 'cs_cart',
    status: csCartStatus(code),
    storeStatus: code ?? '',
    createdAt: unixDate(order.timestamp),
    updatedAt: unixDate(order.updated_at),
    items: itemsOf(order.products),
    total: total === null ? null : { amount: total, currency: text(order.secondary_currency) ?? '' },
    trackingUrl: trackingLink(order),
  };
}
