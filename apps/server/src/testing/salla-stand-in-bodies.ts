import type { DemoSallaOrder, DemoShopper } from './store-stand-in-data.ts';
import { readFixture } from './store-fixtures.ts';

/**
 * The Salla stand-in's answers, each a copy of a documented body (`integrations/salla/fixtures/`) with its values
 * replaced: no field appears that the documents do not show.
 */

type Row = Record<string, unknown>;
const LIST = readFixture<{ data: Row[]; pagination: Row }>('salla', 'salla-list-orders.json');
const DETAILS = readFixture<{ data: Row & { customer: Row; shipping: Row & { shipment: Row } } }>(
  'salla',
  'salla-order-details.composite.json',
);
const ITEMS = readFixture<{ data: Row[] }>('salla', 'salla-order-items.json');
const USER_INFO = readFixture<Row & { merchant: Row }>('salla', 'salla-user-info.kit.json');

/** A stand-in order: the demo data's, or a test's own with any shopper. */
export interface SallaOrderInput extends Omit<DemoSallaOrder, 'shopper'> {
  shopper: DemoShopper;
  /** Internal to the stand-in: what `keyword` also searches (Salla's shipping number and tags). */
  shippingNumber?: string;
  tags?: string[];
}

export interface StandInMerchant {
  id: number;
  name: string;
  username: string;
  /** The store's address, as `/oauth2/user/info` tells it. */
  domain: string;
  orders: SallaOrderInput[];
}

const DAY = 24 * 60 * 60 * 1000;
const SHIPPING_COST = 25;

/** Salla writes local times with their zone (Riyadh, UTC+3 all year). */
export function sallaDate(at: Date) {
  const riyadh = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  return {
    date: `${riyadh.toISOString().slice(0, 19).replace('T', ' ')}.000000`,
    timezone_type: 3,
    timezone: 'Asia/Riyadh',
  };
}

const money = (amount: number) => ({ amount, currency: 'SAR' });

function totals(order: SallaOrderInput) {
  const subTotal = order.items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
  return { subTotal, total: subTotal + SHIPPING_COST };
}

function statusOf(order: SallaOrderInput) {
  return {
    id: 500_000 + order.id,
    name: order.statusName,
    slug: order.slug,
    customized: { id: 600_000 + order.id, name: order.customized ?? order.statusName },
  };
}

/** An entry of `GET /orders`: no customer, items with `thumbnail` when the product has one. */
export function listEntry(order: SallaOrderInput, started: number): Row {
  const [template] = LIST.data;
  return {
    ...template,
    id: order.id,
    reference_id: order.referenceId,
    total: money(totals(order).total),
    date: sallaDate(new Date(started - order.daysAgo * DAY)),
    status: statusOf(order),
    can_cancel: order.slug === 'payment_pending',
    is_pending_payment: order.slug === 'payment_pending',
    items: order.items.map((item) => ({
      name: item.product.name,
      quantity: item.quantity,
      ...(item.thumbnail ? { thumbnail: item.thumbnail } : {}),
    })),
  };
}

export function pagination(found: number, perPage: number, page: number, count: number): Row {
  return {
    ...LIST.pagination,
    count,
    total: found,
    perPage,
    currentPage: page,
    totalPages: Math.max(1, Math.ceil(found / perPage)),
  };
}

/** `GET /orders/{id}`: the customer, amounts, shipping and its shipment's tracking link, and the items. */
export function details(order: SallaOrderInput, started: number, storeUrl: string): Row {
  const template = DETAILS.data;
  const { shopper } = order;
  const { subTotal, total } = totals(order);
  const date = sallaDate(new Date(started - order.daysAgo * DAY));
  const [itemTemplate] = ITEMS.data;
  return {
    ...template,
    id: order.id,
    reference_id: order.referenceId,
    urls: { customer: `${storeUrl}/order/${order.referenceId}`, admin: `${storeUrl}/admin/orders/${order.id}` },
    date,
    updated_at: date,
    first_complete_at: order.slug === 'completed' ? date : null,
    status: statusOf(order),
    amounts: {
      ...(template.amounts as Row),
      sub_total: money(subTotal),
      shipping_cost: money(SHIPPING_COST),
      total: money(total),
    },
    shipping: {
      ...template.shipping,
      receiver: {
        name: `${shopper.firstName} ${shopper.lastName}`,
        email: shopper.email ?? '',
        phone: `${shopper.mobileCode}${shopper.mobile}`.replace('+', ''),
      },
      shipment: { ...template.shipping.shipment, id: 400_000 + order.id, tracking_link: order.trackingLink },
    },
    can_cancel: order.slug === 'payment_pending',
    is_pending_payment: order.slug === 'payment_pending',
    customer: {
      ...template.customer,
      id: 2_000_000 + Number(shopper.mobile.slice(-4)),
      first_name: shopper.firstName,
      last_name: shopper.lastName,
      mobile: Number(shopper.mobile),
      mobile_code: shopper.mobileCode,
      email: shopper.email ?? '',
    },
    items: order.items.map((item, index) => ({
      ...itemTemplate,
      id: order.id * 10 + index,
      name: item.product.name,
      sku: `NKH-${index + 1}`,
      quantity: item.quantity,
      amounts: {
        ...(itemTemplate!.amounts as Row),
        price_without_tax: money(item.product.price),
        total: money(item.product.price * item.quantity),
      },
      options: [],
    })),
  };
}

/** `GET /oauth2/user/info` in the agent kit's shape (no envelope), with the store's domain. */
export function userInfo(merchant: StandInMerchant): Row {
  return {
    ...USER_INFO,
    id: 1_771_000_000 + merchant.id,
    name: `${merchant.name} owner`,
    email: `owner-${merchant.id}@merchant.test`,
    merchant: {
      ...USER_INFO.merchant,
      id: merchant.id,
      username: merchant.username,
      name: merchant.name,
      domain: merchant.domain,
    },
  };
}

/** Salla's error envelope: `{ status, success: false, error: { code, message } }` (code = the status's slug). */
export function apiError(status: number, message: string) {
  const slugs: Record<number, string> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    429: 'too_many_requests',
    500: 'server_error',
    503: 'service_unavailable',
  };
  return { status, success: false, error: { code: slugs[status] ?? 'error', message } };
}

/** `keyword`: Salla matches it anywhere in the customer's mobile and name, the shipping number, the reference and tags. */
export function keywordMatches(order: SallaOrderInput, keyword: string): boolean {
  const needle = keyword.trim().toLowerCase();
  const { shopper } = order;
  return [
    shopper.mobile,
    `${shopper.firstName} ${shopper.lastName}`,
    order.shippingNumber ?? '',
    String(order.referenceId),
    ...(order.tags ?? []),
  ].some((field) => field.toLowerCase().includes(needle));
}
