import type { OrderView } from '@tawasul/contracts/orders';
import {
  isRecord,
  jsonOf,
  OrderStoreError,
  RECENT_ORDERS_LIMIT,
  storeFetch,
  text,
  type OrderStore,
  type StoreHttpOptions,
} from '../order-store.ts';
import { toCsCartOrderView } from './cs-cart-orders.ts';

export interface CsCartStoreOptions extends StoreHttpOptions {
  /** The store's address; its API is `{storeUrl}/api`. */
  storeUrl: string;
  /** An administrator's e-mail and that administrator's API key (HTTP Basic). */
  email: string;
  apiKey: string;
}

/** The store's address as people paste it, without a trailing slash or a trailing `/api`. */
export function normalizeStoreUrl(url: string): string {
  const parsed = new URL(url.trim());
  parsed.search = '';
  parsed.hash = '';
  return parsed
    .toString()
    .replace(/\/+$/, '')
    .replace(/\/api(\/\d+(\.\d+)?)?$/i, '');
}

/** CS-Cart's REST API (`{store}/api`, HTTP Basic with an admin e-mail and its API key) behind OrderStore. */
export function createCsCartStore(options: CsCartStoreOptions): OrderStore {
  const api = `${normalizeStoreUrl(options.storeUrl)}/api`;
  const authorization = `Basic ${Buffer.from(`${options.email}:${options.apiKey}`).toString('base64')}`;

  /** The JSON of a 2xx answer, or null for a 404; a refusal or anything that is not JSON throws. */
  async function get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const search = new URLSearchParams(query).toString();
    const response = await storeFetch(
      `${api}${path}${search ? `?${search}` : ''}`,
      { headers: { authorization, accept: 'application/json' } },
      options,
    );
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new OrderStoreError(
        'unauthorized',
        `CS-Cart refused the credentials (${response.status})`,
        response.status,
      );
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const body = await jsonOf(response);
    if (!response.ok) throw new OrderStoreError('failed', `CS-Cart answered ${response.status}`, response.status);
    if (body === undefined) throw new OrderStoreError('unexpected_response', 'CS-Cart answered something not JSON');
    return body;
  }

  /** `GET /api/orders` answers `{ orders: [...], params }` (older versions: the list alone). */
  function ordersOf(body: unknown): Record<string, unknown>[] | null {
    const list = isRecord(body) ? body.orders : body;
    return Array.isArray(list) ? list.filter(isRecord) : null;
  }

  async function findOrder(reference: string): Promise<OrderView | null> {
    // CS-Cart's order ids are numbers; anything else cannot be one of its orders.
    if (!/^\d{1,12}$/.test(reference)) return null;
    const body = await get(`/orders/${reference}`);
    if (body === null) return null;
    if (!isRecord(body) || text(body.order_id) === null) {
      // Some versions answer an unknown id with an empty list instead of a 404.
      if (Array.isArray(body) && body.length === 0) return null;
      throw new OrderStoreError('unexpected_response', 'CS-Cart answered an order without an id');
    }
    return toCsCartOrderView(body);
  }

  return {
    findOrder,

    async listOrdersFor(contact) {
      // CS-Cart's order search filters by e-mail, not by phone.
      const email = contact.email?.trim().toLowerCase();
      if (!email) return [];
      const body = await get('/orders', {
        email,
        items_per_page: String(RECENT_ORDERS_LIMIT),
        sort_by: 'date',
        sort_order: 'desc',
      });
      const ids = (ordersOf(body) ?? [])
        .filter((order) => !text(order.email) || text(order.email)!.toLowerCase() === email)
        .map((order) => text(order.order_id))
        .filter((id) => id !== null)
        .slice(0, RECENT_ORDERS_LIMIT);
      const views = await Promise.all(ids.map(findOrder));
      return views.filter((view) => view !== null);
    },

    async testConnection() {
      const body = await get('/orders', { items_per_page: '1' });
      if (ordersOf(body) === null) {
        throw new OrderStoreError('unexpected_response', 'no order list at /api/orders: not a CS-Cart API');
      }
      // The store's name is a courtesy: Multi-Vendor has no `stores`, and a missing name is no failure.
      const stores = await get('/stores', { items_per_page: '1' }).catch(() => null);
      const list = isRecord(stores) && Array.isArray(stores.stores) ? stores.stores : [];
      const first = isRecord(list[0]) ? list[0] : undefined;
      return { storeName: text(first?.company) };
    },
  };
}
