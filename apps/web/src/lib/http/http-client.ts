import { HttpError, toHttpError } from './http-error.ts';
import { isRetryable, retriesFor, type HttpMethod } from './retry-policy.ts';

/** The part of `fetch` the client needs; tests pass a local stand-in. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

type QueryValue = string | number | boolean | null | undefined;

interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** Extra attempts for a GET on a retryable failure: 1 by default, 0 to disable. Ignored for other methods. */
  retry?: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface HttpClient {
  request<T>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  put<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  delete<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>): Promise<T>;
}

export interface HttpClientOptions {
  fetch: FetchLike;
  /** Prefix for relative paths; empty means same origin. */
  baseUrl?: string;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return `${baseUrl}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * JSON over fetch with the spec's retry policy. It returns data or rejects with an HttpError, and nothing else:
 * no toasts, no redirects — the screen that called decides what the user sees.
 */
export function createHttpClient({ fetch, baseUrl = '' }: HttpClientOptions): HttpClient {
  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const url = buildUrl(baseUrl, path, options.query);
    const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const init: RequestInit = {
      method,
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    };
    const retries = retriesFor(method, options.retry);

    for (let attempt = 0; ; attempt += 1) {
      let response: Response;
      try {
        response = await fetch(url, init);
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        if (attempt < retries && isRetryable(undefined)) continue;
        throw new HttpError(0, 'NETWORK_ERROR', cause instanceof Error ? cause.message : 'Network error');
      }
      if (response.ok) return (await readBody(response)) as T;
      if (attempt < retries && isRetryable(response.status)) continue;
      throw toHttpError(response.status, await readBody(response));
    }
  }

  return {
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, body, options) => request('DELETE', path, { ...options, body }),
  };
}
