import type { OrderView } from '@tawasul/contracts/orders';
import { guardedFetch, OutboundError, type OutboundOptions, type OutboundRequest } from './outbound/guarded-fetch.ts';

/** Who placed an order, as the store recorded it: phones in E.164, e-mails in lower case. */
export interface OrderOwner {
  phones: string[];
  emails: string[];
}

/** An order as the screens show it, and who it belongs to (never shown: only compared). */
export interface StoreOrder {
  view: OrderView;
  owner: OrderOwner;
}

/** A shopper's verified contact: the phone in E.164, the e-mail in lower case. */
export interface OrderContact {
  phone?: string | null;
  email?: string | null;
}

/**
 * A brand's store as order tracking sees it (DESIGN.md section 7). Salla and CS-Cart each implement it over HTTP;
 * both answer in the unified OrderView, with the order's owner so that callers can check who may see it. Nothing
 * is stored: every order is read from the store when asked.
 */
export interface OrderStore {
  /** The order a shopper calls `reference` (exactly that one), or null when the store has no such order. */
  findOrder(reference: string): Promise<StoreOrder | null>;
  /** The contact's most recent orders, newest first, each checked to belong to it (a handful at most). */
  listOrdersFor(contact: OrderContact): Promise<StoreOrder[]>;
  /** Calls the store once with the stored credentials; resolves to the store's name when it tells one. */
  testConnection(): Promise<{ storeName: string | null }>;
}

export type OrderStoreFailure =
  /** The store's address is (or resolves to) a loopback or private one: refused before any connection. */
  | 'address_refused'
  /** The store's host name does not resolve. */
  | 'dns'
  /** HTTPS failed: a certificate problem, or a store that answers over HTTPS only. */
  | 'tls'
  /** No answer: refused connection, reset, timeout. */
  | 'unreachable'
  /** The store refused the credentials (after a token refresh, for Salla). */
  | 'unauthorized'
  /** Salla: the token lacks a scope the call needs (refreshing does not help). */
  | 'scope'
  /** Too many requests (or Salla's temporary block), and the store asked to wait longer than we will. */
  | 'rate_limited'
  /** An answer that is not the platform's API (wrong shape, HTML, a redirect, 404 on the API root). */
  | 'unexpected_response'
  /** Any other error status (5xx, ...): the store is down. */
  | 'failed';

export class OrderStoreError extends Error {
  constructor(
    readonly failure: OrderStoreFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'OrderStoreError';
  }
}

/** How many orders a contact's list shows (each one costs the store a request for its details). */
export const RECENT_ORDERS_LIMIT = 5;

export interface StoreHttpOptions extends OutboundOptions {
  /** The longest `Retry-After` we wait for before giving up on a 429; longer waits fail at once. */
  maxRetryAfterMs?: number;
  /** How many 429s in a row we wait out. */
  maxRateLimitRetries?: number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** `Retry-After` as seconds or an HTTP date; missing or unreadable: 1 second. */
export function retryAfterMs(header: string | null, now = Date.now()): number {
  if (!header) return 1000;
  const seconds = Number(header.trim());
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? 1000 : Math.max(0, date - now);
}

/**
 * A call to a store through `guardedFetch` (public addresses only, no redirects followed, a timeout), with typed
 * failures, and 429s waited out as `Retry-After` asks when the wait is short (bounded; a longer one fails as
 * `rate_limited` without waiting). A redirect is no answer of the API: a store that sends an http:// call to
 * https:// answers over HTTPS only. Other statuses are returned.
 */
export async function storeFetch(
  url: string,
  init: OutboundRequest,
  options: StoreHttpOptions = {},
): Promise<Response> {
  const sleep = options.sleep ?? defaultSleep;
  const maxWait = options.maxRetryAfterMs ?? 5000;
  const maxRetries = options.maxRateLimitRetries ?? 2;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await guardedFetch(url, init, options);
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      throw new OrderStoreError(error.failure, `${new URL(url).origin}: ${error.message}`);
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get('location') ?? '';
      const toHttps = url.startsWith('http:') && location.startsWith('https:');
      throw new OrderStoreError(
        toHttps ? 'tls' : 'unexpected_response',
        toHttps ? 'the store answers over HTTPS only' : `redirected (${response.status})`,
        response.status,
      );
    }
    if (response.status !== 429) return response;
    const wait = retryAfterMs(response.headers.get('retry-after'));
    if (attempt >= maxRetries || wait > maxWait) {
      throw new OrderStoreError('rate_limited', `rate limited for ${Math.ceil(wait / 1000)} s`, 429);
    }
    await sleep(wait);
  }
}

/** The body as JSON, or `undefined` when it is not JSON (an HTML page, an empty body). */
export async function jsonOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

// Small readers for the stores' loosely typed JSON (CS-Cart sends numbers as strings).

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function text(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

export function number(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    return Number.isFinite(parsed) ? parsed : null;
  }
  return null;
}

/** Only `https:` links reach a shopper's screen (tracking links, pictures): anything else is dropped. */
export function httpsUrl(value: unknown): string | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname !== '' ? url.toString() : null;
  } catch {
    return null;
  }
}
