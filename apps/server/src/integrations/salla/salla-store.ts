import {
  isRecord,
  jsonOf,
  number,
  OrderStoreError,
  RECENT_ORDERS_LIMIT,
  storeFetch,
  text,
  type OrderStore,
  type StoreHttpOptions,
  type StoreOrder,
} from '../order-store.ts';
import { nationalNumberOf, ownedBy, toE164 } from '../phone.ts';
import { toSallaOrder } from './salla-orders.ts';

/** Where the Salla client gets its bearer token; the owner keeps the tokens and refreshes them under a lock. */
export interface SallaTokenSource {
  /** A usable access token (refreshed first when it is about to expire). */
  current(): Promise<string>;
  /**
   * Salla refused `rejected` as invalid or expired (401): the token someone else has refreshed meanwhile, or a
   * freshly refreshed one. Throws when the merchant has to connect again.
   */
  afterRejection(rejected: string): Promise<string>;
}

export interface SallaStoreOptions extends StoreHttpOptions {
  apiUrl: string;
  tokens: SallaTokenSource;
}

type Envelope = { status: number; data: unknown; pagination: Record<string, unknown> | null };

/** Salla's largest page (Pagination, docs.salla.dev 421124). */
const PAGE_SIZE = 60;
/** How many of a phone's search hits are read in full to find the shopper's own orders among other matches. */
const CANDIDATES = 15;

/** A 401 for a scope the token lacks (case 4 of Salla's five): refreshing cannot cure it. */
const isScopeRefusal = (body: unknown) =>
  isRecord(body) && isRecord(body.error) && /scope/i.test(text(body.error.message) ?? '');

/**
 * Salla's Merchant API (`{api}/admin/v2`) behind the OrderStore interface. An order is found by the exact
 * `reference_id` filter; a shopper's orders by `keyword` = the phone's national number (Salla keeps `mobile`
 * without the country code; `keyword` is fuzzy and never searches e-mail), each hit read in full and kept only
 * when its customer is the shopper. A 401 for an invalid or expired token refreshes once and retries; a 401 for a
 * missing scope, or a 403 (Salla's temporary block), never spends the single-use refresh token.
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
    let body = await jsonOf(response);
    if (response.status === 401 && !isScopeRefusal(body)) {
      response = await call(await options.tokens.afterRejection(token), path, query);
      body = await jsonOf(response);
    }
    if (response.status === 401) {
      if (isScopeRefusal(body)) throw new OrderStoreError('scope', 'the Salla token lacks the orders scope', 401);
      throw new OrderStoreError('unauthorized', 'Salla refused the token (401)', 401);
    }
    if (response.status === 403) throw new OrderStoreError('rate_limited', 'Salla blocked the calls for now', 403);
    if (response.status === 404) return { status: 404, data: null, pagination: null };
    if (!response.ok) throw new OrderStoreError('failed', `Salla answered ${response.status}`, response.status);
    if (!isRecord(body) || !('data' in body)) {
      throw new OrderStoreError('unexpected_response', 'Salla answered without a data envelope');
    }
    return { status: response.status, data: body.data, pagination: isRecord(body.pagination) ? body.pagination : null };
  }

  async function list(query: Record<string, string>): Promise<{ entries: Record<string, unknown>[]; pages: number }> {
    const { data, pagination } = await get('/orders', query);
    const entries = Array.isArray(data) ? data.filter(isRecord) : [];
    return { entries, pages: number(pagination?.totalPages) ?? 1 };
  }

  async function withDetails(entry: Record<string, unknown>): Promise<StoreOrder | null> {
    const id = text(entry.id);
    if (!id) return null;
    const { status, data } = await get(`/orders/${encodeURIComponent(id)}`);
    return status === 404 || !isRecord(data) ? null : toSallaOrder(data, entry);
  }

  return {
    async findOrder(reference) {
      // Shoppers know the reference (`reference_id`, a number); `GET /orders/{id}` wants Salla's own id.
      if (!/^\d{1,12}$/.test(reference)) return null;
      const { entries } = await list({ reference_id: reference });
      const entry = entries.find((candidate) => text(candidate.reference_id) === reference);
      return entry ? withDetails(entry) : null;
    },

    async listOrdersFor(contact) {
      const phone = toE164(contact.phone);
      const national = phone ? nationalNumberOf(phone) : null;
      if (!phone || !national) return [];
      // `keyword` also matches names, references, shipping numbers and tags: two pages of hits at most, each read in
      // full (the list carries no customer), newest first, until the shopper's five are found.
      const candidates: Record<string, unknown>[] = [];
      for (let page = 1; page <= 2 && candidates.length < CANDIDATES; page++) {
        const { entries, pages } = await list({ keyword: national, per_page: String(PAGE_SIZE), page: String(page) });
        candidates.push(...entries);
        if (page >= pages) break;
      }
      const owned: StoreOrder[] = [];
      const contactOf = { phone, email: contact.email ?? null };
      for (let start = 0; start < CANDIDATES && owned.length < RECENT_ORDERS_LIMIT; start += RECENT_ORDERS_LIMIT) {
        const batch = await Promise.all(candidates.slice(start, start + RECENT_ORDERS_LIMIT).map(withDetails));
        owned.push(...batch.filter((order): order is StoreOrder => order !== null && ownedBy(order.owner, contactOf)));
      }
      return owned.slice(0, RECENT_ORDERS_LIMIT);
    },

    async testConnection() {
      await get('/orders', { per_page: '1' });
      return { storeName: null };
    },
  };
}
