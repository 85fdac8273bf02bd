import type { OrderView } from '@tawasul/contracts/orders';
import {
  digitsOf,
  isRecord,
  jsonOf,
  OrderStoreError,
  RECENT_ORDERS_LIMIT,
  samePhone,
  storeFetch,
  text,
  type OrderStore,
  type StoreHttpOptions,
} from '../order-store.ts';
import { toSallaOrderView } from './salla-orders.ts';

/** Where the Salla client gets its bearer token; the owner keeps the tokens and refreshes them under a lock. */
export interface SallaTokenSource {
  /** A usable access token (refreshed first when it is about to expire). */
  current(): Promise<string>;
  /**
   * Salla refused `rejected` (401): the token someone else has refreshed meanwhile, or a freshly refreshed one.
   * Throws when the merchant has to connect again.
   */
  afterRejection(rejected: string): Promise<string>;
}

export interface SallaStoreOptions extends StoreHttpOptions {
  apiUrl: string;
  tokens: SallaTokenSource;
}

type Envelope = { status: number; data: unknown };

/**
 * Salla's Merchant API (`{api}/admin/v2`) behind the OrderStore interface. A 401 refreshes the token once and
 * retries; a 429 waits as `Retry-After` asks when that is short (storeFetch).
 */
export function createSallaStore(options: SallaStoreOptions): OrderStore {
  const base = `${options.apiUrl.replace(/\/+$/, '')}/admin/v2`;

  async function call(token: string, path: string, query: Record<string, string>): Promise<Response> {
    const search = new URLSearchParams(query).toString();
    return storeFetch(
      `${base}${path}${search ? `?${search}` : ''}`,
      { headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
      options,
    );
  }

  /** `{ status, data }` of a 2xx or 404 answer; anything else throws. */
  async function get(path: string, query: Record<string, string> = {}): Promise<Envelope> {
    const token = await options.tokens.current();
    let response = await call(token, path, query);
    if (response.status === 401) {
      await response.body?.cancel();
      response = await call(await options.tokens.afterRejection(token), path, query);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new OrderStoreError('unauthorized', `Salla refused the token (${response.status})`, response.status);
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { status: 404, data: null };
    }
    const body = await jsonOf(response);
    if (!response.ok) throw new OrderStoreError('failed', `Salla answered ${response.status}`, response.status);
    if (!isRecord(body) || !('data' in body)) {
      throw new OrderStoreError('unexpected_response', 'Salla answered without a data envelope');
    }
    return { status: response.status, data: body.data };
  }

  async function search(keyword: string): Promise<Record<string, unknown>[]> {
    const { data } = await get('/orders', { keyword });
    return Array.isArray(data) ? data.filter(isRecord) : [];
  }

  async function details(id: string): Promise<OrderView | null> {
    const { status, data } = await get(`/orders/${encodeURIComponent(id)}`);
    return status === 404 || !isRecord(data) ? null : toSallaOrderView(data);
  }

  /** A list item's customer, when the list carries one, must be the person asked about. */
  function belongsTo(order: Record<string, unknown>, contact: { phone?: string | null; email?: string | null }) {
    const customer = isRecord(order.customer) ? order.customer : undefined;
    if (!customer) return true;
    const mobile = `${text(customer.mobile_code) ?? ''}${text(customer.mobile) ?? ''}`;
    const email = text(customer.email)?.toLowerCase();
    if (contact.phone && mobile && samePhone(mobile, contact.phone)) return true;
    if (contact.email && email && email === contact.email.toLowerCase()) return true;
    return !mobile && !email;
  }

  return {
    async findOrder(reference) {
      // Shoppers know the reference; `GET /orders/{id}` wants Salla's own id: find it by keyword first.
      const found = (await search(reference)).find((order) => text(order.reference_id) === reference);
      const id = found ? text(found.id) : null;
      return id ? details(id) : null;
    },

    async listOrdersFor(contact) {
      // Salla keeps the country code apart from the number: search by the number's last digits.
      const phoneDigits = contact.phone ? digitsOf(contact.phone).slice(-9) : '';
      const keyword = phoneDigits.length >= 7 ? phoneDigits : (contact.email ?? '');
      if (!keyword) return [];
      const ids = (await search(keyword))
        .filter((order) => belongsTo(order, contact))
        .map((order) => text(order.id))
        .filter((id) => id !== null)
        .slice(0, RECENT_ORDERS_LIMIT);
      const views = await Promise.all(ids.map(details));
      return views.filter((view) => view !== null);
    },

    async testConnection() {
      await get('/orders', { per_page: '1' });
      return { storeName: null };
    },
  };
}
