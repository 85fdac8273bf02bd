import type { OrderView } from '@tawasul/contracts/orders';

/**
 * A brand's store as order tracking sees it (DESIGN.md section 7). Salla and CS-Cart each implement it over HTTP;
 * both answer in the unified OrderView. Nothing is stored: every view is read from the store when asked.
 */
export interface OrderStore {
  /** The order a shopper calls `reference`, or null when the store has no such order. */
  findOrder(reference: string): Promise<OrderView | null>;
  /** A shopper's most recent orders, found by its phone or e-mail (newest first, a handful at most). */
  listOrdersFor(contact: { phone?: string | null; email?: string | null }): Promise<OrderView[]>;
  /** Calls the store once with the stored credentials; resolves to the store's name when it tells one. */
  testConnection(): Promise<{ storeName: string | null }>;
}

export type OrderStoreFailure =
  /** No answer: DNS, refused connection, timeout. */
  | 'unreachable'
  /** The store refused the credentials (after a token refresh, for Salla). */
  | 'unauthorized'
  /** Too many requests, and the store asked to wait longer than we will. */
  | 'rate_limited'
  /** An answer that is not the platform's API (wrong shape, HTML, 404 on the API root). */
  | 'unexpected_response'
  /** Any other error status (5xx, ...). */
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

export interface StoreHttpOptions {
  fetch?: typeof fetch;
  /** Per request. */
  timeoutMs?: number;
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
 * `fetch` with a timeout, typed failures for an unreachable store, and 429s waited out as `Retry-After` asks when
 * the wait is short (bounded; a longer one fails as `rate_limited` without waiting). Other statuses are returned.
 */
export async function storeFetch(url: string, init: RequestInit, options: StoreHttpOptions = {}): Promise<Response> {
  const send = options.fetch ?? fetch;
  const sleep = options.sleep ?? defaultSleep;
  const maxWait = options.maxRetryAfterMs ?? 5000;
  const maxRetries = options.maxRateLimitRetries ?? 2;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await send(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new OrderStoreError('unreachable', `no answer from ${new URL(url).origin}: ${(error as Error).message}`);
    }
    if (response.status !== 429) return response;
    const wait = retryAfterMs(response.headers.get('retry-after'));
    await response.body?.cancel();
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

/** Digits only, Arabic-Indic and Persian digits read as Latin ones. */
export function digitsOf(value: string): string {
  return value
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\D/g, '');
}

/** Whether two phone numbers are the same line: the last 9 digits agree (country code and trunk 0 ignored). */
export function samePhone(a: string, b: string): boolean {
  const x = digitsOf(a);
  const y = digitsOf(b);
  if (x.length < 7 || y.length < 7) return false;
  return x.slice(-9) === y.slice(-9);
}
