import type { OrderItem, OrderStatus, OrderView } from '@tawasul/contracts/orders';
import { httpsUrl, isRecord, number, text, type StoreOrder } from '../order-store.ts';
import { ownerOf } from '../phone.ts';

/** Salla's order status slugs and the spec's statuses (DESIGN.md section 7). Anything else: the store's own name. */
export const SALLA_STATUSES: Readonly<Record<string, OrderStatus>> = {
  payment_pending: 'payment_pending',
  waiting_for_payment_confirmation: 'awaiting_confirmation',
  payment_failed: 'payment_failed',
  under_review: 'under_review',
  in_progress: 'processing',
  shipped: 'processing',
  delivering: 'processing',
  completed: 'completed',
  delivered: 'delivered',
  canceled: 'cancelled',
  restoring: 'restoring',
  restored: 'restored',
};

export function sallaStatus(slug: string | null): OrderStatus | null {
  return slug && Object.hasOwn(SALLA_STATUSES, slug) ? SALLA_STATUSES[slug]! : null;
}

/** The UTC offset of `timeZone` at `instant`, in ms (Intl only; no time-zone database of our own). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * Salla writes dates as `{ date: '2024-05-01 12:30:00.000000', timezone: 'Asia/Riyadh' }` (local time and its
 * zone); newer payloads send ISO strings. Either becomes an ISO instant, or null.
 */
export function sallaDate(value: unknown): string | null {
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
  }
  if (!isRecord(value)) return null;
  const local = text(value.date);
  const match = local?.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/);
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const wall = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const zone = text(value.timezone) ?? 'UTC';
  try {
    // Two passes settle a wall time near a daylight-saving change.
    const first = wall - zoneOffsetMs(wall, zone);
    return new Date(wall - zoneOffsetMs(first, zone)).toISOString();
  } catch {
    return new Date(wall).toISOString();
  }
}

function money(value: unknown): { amount: number; currency: string } | null {
  if (!isRecord(value)) return null;
  const amount = number(value.amount);
  return amount === null ? null : { amount, currency: text(value.currency) ?? '' };
}

/** An order item: its name and quantity, and a picture only from the list entries' documented `thumbnail`. */
function itemOf(value: unknown): OrderItem | null {
  if (!isRecord(value)) return null;
  return {
    name: text(value.name) ?? '',
    quantity: Math.max(0, Math.round(number(value.quantity) ?? 1)),
    imageUrl: httpsUrl(value.thumbnail),
  };
}

/** The shipment's tracking link (`shipping.shipment.tracking_link`), when it is an https link. */
function trackingLink(order: Record<string, unknown>): string | null {
  const shipping = isRecord(order.shipping) ? order.shipping : undefined;
  const shipment = isRecord(shipping?.shipment) ? shipping.shipment : undefined;
  return httpsUrl(shipment?.tracking_link);
}

/** Salla keeps the country code (`mobile_code`, "+966") apart from the number (`mobile`, 555555555). */
function customerOwner(order: Record<string, unknown>) {
  const customer = isRecord(order.customer) ? order.customer : {};
  const mobile = text(customer.mobile);
  const code = text(customer.mobile_code);
  return ownerOf(
    [mobile && code ? `${code.startsWith('+') ? '' : '+'}${code}${mobile}` : null],
    [text(customer.email)],
  );
}

/**
 * One Salla order as an OrderView, with its owner: `details` is `data` of `GET /admin/v2/orders/{id}` (status,
 * dates, amounts, shipment, customer), `entry` the order's entry of `GET /admin/v2/orders` (its items carry the
 * pictures; details items do not, and the light details format has no items at all). The status is read by slug;
 * a merchant's customised name is what the store shows, so it is the store's own name here.
 */
export function toSallaOrder(details: Record<string, unknown>, entry?: Record<string, unknown>): StoreOrder {
  const status = isRecord(details.status) ? details.status : isRecord(entry?.status) ? entry.status : {};
  const customized = isRecord(status.customized) ? status.customized : undefined;
  const slug = text(status.slug);
  const amounts = isRecord(details.amounts) ? details.amounts : undefined;
  const rawItems = Array.isArray(entry?.items) ? entry.items : Array.isArray(details.items) ? details.items : [];
  const view: OrderView = {
    reference: text(details.reference_id) ?? text(details.id) ?? '',
    platform: 'salla',
    status: sallaStatus(slug),
    storeStatus: text(customized?.name) ?? text(status.name) ?? slug ?? '',
    createdAt: sallaDate(details.date) ?? sallaDate(entry?.date),
    updatedAt: sallaDate(details.updated_at),
    items: rawItems.map(itemOf).filter((item) => item !== null),
    total: money(amounts?.total) ?? money(details.total) ?? money(entry?.total),
    trackingUrl: trackingLink(details),
  };
  return { view, owner: customerOwner(details) };
}
