import {
  isRecord,
  jsonOf,
  OrderStoreError,
  RECENT_ORDERS_LIMIT,
  storeFetch,
  text,
  type OrderStore,
  type StoreHttpOptions,
  type StoreOrder,
} from '../order-store.ts';
import { digitsOf, nationalNumberOf, normalizeEmail, ownedBy, toE164 } from '../phone.ts';
import { toCsCartOrder } from './cs-cart-orders.ts';

export interface CsCartStoreOptions extends StoreHttpOptions {
  /** The store's address (its API is `{storeUrl}/api`), or its `…/api.php` when the store has no URL rewriting. */
  storeUrl: string;
  /** An administrator's e-mail and that administrator's API key (HTTP Basic). */
  email: string;
  apiKey: string;
  /** The store's primary currency (ISO 4217): every amount CS-Cart stores is in it. */
  currency: string;
}

/** How many rows of a contact's search are read in full to find its own orders among near matches. */
const CANDIDATES = 20;

/**
 * The store's address as people paste it, without a trailing slash or a trailing `/api`; an `api.php` address
 * (`…/api.php?_d=orders`) keeps its `api.php`, without the query.
 */
export function normalizeStoreUrl(url: string): string {
  const parsed = new URL(url.trim());
  parsed.search = '';
  parsed.hash = '';
  return parsed
    .toString()
    .replace(/\/+$/, '')
    .replace(/\/api(\/\d+(\.\d+)?)?$/i, '');
}

/** The URL of an API resource (`orders/97`) in the store's form: `/api/orders/97`, or `api.php?_d=orders/97`. */
export function csCartApiUrl(storeUrl: string, resource: string, query: Record<string, string> = {}): string {
  const base = normalizeStoreUrl(storeUrl);
  if (/\/api\.php$/i.test(base)) {
    return `${base}?${new URLSearchParams({ _d: resource, ajax_custom: '1', ...query }).toString()}`;
  }
  const search = new URLSearchParams(query).toString();
  return `${base}/api/${resource}${search ? `?${search}` : ''}`;
}

/** CS-Cart's error answers are `{ message, status }`, `message` naming the status and what went wrong. */
const messageOf = (body: unknown) => (isRecord(body) ? (text(body.message) ?? '') : '');

/** CS-Cart's REST API (HTTP Basic with an admin e-mail and its API key) behind OrderStore. */
export function createCsCartStore(options: CsCartStoreOptions): OrderStore {
  const authorization = `Basic ${Buffer.from(`${options.email}:${options.apiKey}`).toString('base64')}`;

  /** The JSON of a 2xx answer, or null for a 404; a refusal or anything that is not JSON throws. */
  async function get(resource: string, query: Record<string, string> = {}): Promise<unknown> {
    const response = await storeFetch(
      csCartApiUrl(options.storeUrl, resource, query),
      { headers: { authorization, accept: 'application/json' } },
      options,
    );
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    const body = await jsonOf(response);
    if (response.status === 401) {
      throw new OrderStoreError('unauthorized', 'CS-Cart refused the credentials (401)', 401);
    }
    if (response.status === 403) {
      // `api_https_only` stores answer plain-HTTP calls so; otherwise the admin lacks the orders privilege.
      if (/https/i.test(messageOf(body))) throw new OrderStoreError('tls', 'the store answers over HTTPS only', 403);
      throw new OrderStoreError('unauthorized', 'CS-Cart refused the call (403)', 403);
    }
    // 509 Bandwidth Limit Exceeded: CS-Cart's own "requests per hour" limit.
    if (response.status === 509) throw new OrderStoreError('rate_limited', 'CS-Cart API limit reached', 509);
    if (!response.ok) throw new OrderStoreError('failed', `CS-Cart answered ${response.status}`, response.status);
    if (body === undefined) throw new OrderStoreError('unexpected_response', 'CS-Cart answered something not JSON');
    return body;
  }

  /** `GET /api/orders` answers `{ orders: [...], params }` (API 1.0: the list alone). */
  function ordersOf(body: unknown): Record<string, unknown>[] | null {
    const list = isRecord(body) ? body.orders : body;
    return Array.isArray(list) ? list.filter(isRecord) : null;
  }

  /** The store's names of its status codes, read when an order has a code the spec does not map. */
  let statusNames: Promise<Map<string, string>> | undefined;
  function namesOfStatuses(): Promise<Map<string, string>> {
    statusNames ??= get('statuses', { items_per_page: '100' })
      .then((body) => {
        const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.statuses) ? body.statuses : [];
        const names = new Map<string, string>();
        for (const entry of list.filter(isRecord)) {
          const code = text(entry.status);
          const name = text(entry.description);
          if (code && name && (text(entry.type) ?? 'O') === 'O') names.set(code, name);
        }
        return names;
      })
      // A name is a courtesy: without it the code is shown.
      .catch(() => new Map<string, string>());
    return statusNames;
  }

  async function orderOf(body: Record<string, unknown>): Promise<StoreOrder> {
    const plain = toCsCartOrder(body, { currency: options.currency });
    if (plain.view.status !== null) return plain;
    return toCsCartOrder(body, { currency: options.currency, statusNames: await namesOfStatuses() });
  }

  async function findOrder(reference: string): Promise<StoreOrder | null> {
    // CS-Cart's order ids are numbers; anything else cannot be one of its orders.
    if (!/^\d{1,12}$/.test(reference)) return null;
    const body = await get(`orders/${reference}`);
    if (body === null) return null;
    if (!isRecord(body) || text(body.order_id) === null) {
      // Some versions answer an unknown id with an empty list instead of a 404.
      if (Array.isArray(body) && body.length === 0) return null;
      throw new OrderStoreError('unexpected_response', 'CS-Cart answered an order without an id');
    }
    return text(body.order_id) === reference ? orderOf(body) : null;
  }

  /** Newest rows matching one filter (CS-Cart's `email` is a LIKE, `phone` a LIKE over the number's digits). */
  async function search(filter: Record<string, string>): Promise<Record<string, unknown>[]> {
    const body = await get('orders', {
      ...filter,
      items_per_page: String(CANDIDATES),
      sort_by: 'date',
      sort_order: 'desc',
    });
    return ordersOf(body) ?? [];
  }

  return {
    findOrder,

    async listOrdersFor(contact) {
      const phone = toE164(contact.phone);
      const email = normalizeEmail(contact.email);
      const national = phone ? nationalNumberOf(phone) : null;
      const [byPhone, byEmail] = await Promise.all([
        national ? search({ phone: digitsOf(national) }) : [],
        email ? search({ email }) : [],
      ]);
      // The filters are loose (LIKE): an e-mail row is kept only when its e-mail is the contact's; phone rows are
      // decided on the full order (its phone, billing and shipping phones), which the list does not carry.
      const rows = [...byPhone, ...byEmail.filter((row) => normalizeEmail(text(row.email)) === email)];
      const ids = [...new Set(rows.map((row) => text(row.order_id)).filter((id) => id !== null))]
        .sort((a, b) => Number(b) - Number(a))
        .slice(0, CANDIDATES);
      // Newest first, a few at a time, until the list is full: each order costs the store a request.
      const owned: StoreOrder[] = [];
      for (let start = 0; start < ids.length && owned.length < RECENT_ORDERS_LIMIT; start += RECENT_ORDERS_LIMIT) {
        const batch = await Promise.all(ids.slice(start, start + RECENT_ORDERS_LIMIT).map(findOrder));
        owned.push(
          ...batch.filter((order): order is StoreOrder => order !== null && ownedBy(order.owner, { phone, email })),
        );
      }
      return owned
        .sort((a, b) => (b.view.createdAt ?? '').localeCompare(a.view.createdAt ?? ''))
        .slice(0, RECENT_ORDERS_LIMIT);
    },

    async testConnection() {
      const body = await get('orders', { items_per_page: '1' });
      if (ordersOf(body) === null) {
        throw new OrderStoreError('unexpected_response', 'no order list at /api/orders: not a CS-Cart API');
      }
      // The store's name is a courtesy: Multi-Vendor has no `stores`, and a missing name is no failure.
      const stores = await get('stores', { items_per_page: '1' }).catch(() => null);
      const list = isRecord(stores) && Array.isArray(stores.stores) ? stores.stores : [];
      const first = isRecord(list[0]) ? list[0] : undefined;
      return { storeName: text(first?.company) };
    },
  };
}
