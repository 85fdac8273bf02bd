import { vi } from 'vitest';

export interface StandInRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  /** The `:name` parts of the matched route. */
  params: Record<string, string>;
  /** The request's headers (the widget's bearer token, its language). */
  headers: Headers;
}

export type StandInAnswer = { status?: number; body?: unknown };
type Handler = (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>;

export const ok = (body: unknown): StandInAnswer => ({ status: 200, body });
export const failure = (status: number, code: string, message = code): StandInAnswer => ({
  status,
  body: { error: { code, message } },
});

function match(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = got[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return null;
  }
  return params;
}

/**
 * The browser's fetch, answered by a local stand-in for our API: `{ 'GET /api/agents/:id': (request) => ok(…) }`.
 * Every call is recorded, so a test can check what the screen asked for. Unknown routes answer 404.
 */
export function standInServer(routes: Record<string, Handler>) {
  const calls: StandInRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init.headers);
    for (const [route, handler] of Object.entries(routes)) {
      const [routeMethod, routePath = ''] = route.split(' ');
      const params = routeMethod === method ? match(routePath, url.pathname) : null;
      if (!params) continue;
      const request = { method, path: url.pathname, query: url.searchParams, body, params, headers };
      calls.push(request);
      const answer = await handler(request);
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    calls.push({ method, path: url.pathname, query: url.searchParams, body, params: {}, headers });
    return new Response(JSON.stringify({ error: { code: 'ROUTE_NOT_FOUND', message: 'Not found' } }), {
      status: 404,
      headers: { 'content-type': 'application/json' },
    });
  });
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
