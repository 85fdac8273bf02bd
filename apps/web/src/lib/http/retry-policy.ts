/** Spec section 7: these statuses are retried once for GET and never for POST, PUT, PATCH or DELETE. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

const GET_RETRIES = 1;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How many extra attempts a call may make; a caller can lower it for GET (the session call uses 0). */
export function retriesFor(method: HttpMethod, requested: number | undefined): number {
  if (method !== 'GET') return 0;
  return Math.max(0, Math.min(requested ?? GET_RETRIES, GET_RETRIES));
}

/** `status` is undefined when the request failed before an answer (network down): worth one more GET too. */
export function isRetryable(status: number | undefined): boolean {
  return status === undefined || RETRY_STATUSES.has(status);
}
