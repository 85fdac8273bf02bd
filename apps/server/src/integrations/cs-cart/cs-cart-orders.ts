import type { OrderItem, OrderStatus, OrderView } from '@tawasul/contracts/orders';
import { isRecord, number, text, type StoreOrder } from '../order-store.ts';
import { ownerOf } from '../phone.ts';

/**
 * CS-Cart's default order status codes (they can be renamed, never deleted) and the spec's statuses (DESIGN.md
 * section 7). A store's own extra codes have no spec status: the store's name for them is shown (`GET /api/statuses`),
 * or the code itself when the store does not tell.
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

function csCartStatus(code: string | null): OrderStatus | null {
  return code && Object.hasOwn(CS_CART_STATUSES, code) ? CS_CART_STATUSES[code]! : null;
}

/** CS-Cart dates are Unix times in seconds (as numbers or strings). */
function unixDate(value: unknown): string | null {
  const seconds = number(value);
  return seconds === null || seconds <= 0 ? null : new Date(seconds * 1000).toISOString();
}

/** `products` is an object keyed by cart item id (an array in some versions). Order items carry no pictures. */
function itemsOf(products: unknown): OrderItem[] {
  const list = Array.isArray(products) ? products : isRecord(products) ? Object.values(products) : [];
  return list.filter(isRecord).map((product) => ({
    name: text(product.product) ?? text(product.product_code) ?? '',
    quantity: Math.max(0, Math.round(number(product.amount) ?? 1)),
    imageUrl: null,
  }));
}

export interface CsCartViewOptions {
  /**
   * The store's primary currency (ISO 4217), which every stored amount is in. CS-Cart's orders name only
   * `secondary_currency`, the currency the shopper was viewing prices in, so it comes from the connection.
   */
  currency: string;
  /** The store's names of its status codes (`GET /api/statuses`), for codes the spec does not map. */
  statusNames?: ReadonlyMap<string, string>;
}

/**
 * One CS-Cart order (`GET /api/orders/{id}`, or an entry of `GET /api/orders`) as an OrderView, with its owner
 * (the order's `phone`, `b_phone`, `s_phone` and `email`). CS-Cart's API has no shipment tracking link.
 */
export function toCsCartOrder(order: Record<string, unknown>, options: CsCartViewOptions): StoreOrder {
  const code = text(order.status);
  const total = number(order.total);
  const status = csCartStatus(code);
  const view: OrderView = {
    reference: text(order.order_id) ?? '',
    platform: 'cs_cart',
    status,
    storeStatus: (status === null && code ? options.statusNames?.get(code) : null) ?? code ?? '',
    createdAt: unixDate(order.timestamp),
    updatedAt: unixDate(order.updated_at),
    items: itemsOf(order.products),
    total: total === null ? null : { amount: total, currency: options.currency },
    trackingUrl: null,
  };
  return {
    view,
    owner: ownerOf([text(order.phone), text(order.b_phone), text(order.s_phone)], [text(order.email)]),
  };
}
