import { vi } from 'vitest';
import { ENDPOINTS, findEndpoint } from '@tawasul/contracts/endpoints';
import type { Endpoint } from '@tawasul/contracts/endpoints/endpoint';
import { ERROR_CATALOG, isErrorCode } from '@tawasul/contracts/errors';
import { ErrorResponse } from '@tawasul/contracts/system';
import type { z } from 'zod';

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

/** `status` left out: the endpoint's success status (200, or 201 for a creation). */
export type StandInAnswer = { status?: number; body?: unknown };
type Handler = (request: StandInRequest) => StandInAnswer | Promise<StandInAnswer>;

export const ok = (body: unknown): StandInAnswer => ({ body });
export const failure = (status: number, code: string, message = code): StandInAnswer => ({
  status,
  body: { error: { code, message } },
});

// What the stand-ins answered that the server never would, for `setup.ts` to fail the test with after it ran: thrown
// inside fetch, it would reach the screen as a network failure and could leave the test green.
const violations: Error[] = [];

/** The contract violations of the test that just ran (and forgets them). */
export function takeStandInViolations(): Error[] {
  return violations.splice(0);
}

function match(pattern: string, path: string): Record<string, string> {
  const got = path.split('/');
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.split('/').entries()) {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(got[index] ?? '');
  }
  return params;
}

// The issues' messages are translation keys here (`configureValidationMessages`): their codes say more.
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const expected = 'expected' in issue ? `, expected ${String(issue.expected)}` : '';
      return `  - ${issue.path.join('.') || '(root)'}: ${issue.code}${expected}`;
    })
    .join('\n');
}

const isValidationFailure = (body: unknown) => ErrorResponse.safeParse(body).data?.error.code === 'VALIDATION_FAILED';

/** Fastify's reading of a query string: a repeated name is an array. */
function queryObject(query: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const name of new Set(query.keys())) {
    const values = query.getAll(name);
    object[name] = values.length === 1 ? values[0]! : values;
  }
  return object;
}

/** What the screen sent that the endpoint refuses (the server would answer 400), if anything. */
function checkRequest(route: string, endpoint: Endpoint, request: StandInRequest): string | null {
  const problems: string[] = [];
  const query = endpoint.querystring?.safeParse(queryObject(request.query));
  if (query && !query.success) problems.push(`its query string:\n${describeIssues(query.error)}`);
  if (endpoint.body && request.body !== undefined) {
    const body = endpoint.body.safeParse(request.body);
    if (!body.success) problems.push(`its body:\n${describeIssues(body.error)}`);
  }
  return problems.length === 0
    ? null
    : `The screen called ${route} with what its contract refuses: ${problems.join('\n')}`;
}

const successStatus = (endpoint: Endpoint) =>
  Number(Object.keys(endpoint.response ?? {}).find((status) => Number(status) < 300) ?? 200);

/** What is wrong with an answer the server would never send, if anything. */
function checkAnswer(route: string, endpoint: Endpoint, status: number, body: unknown): string | null {
  if (status >= 400) {
    const parsed = ErrorResponse.safeParse(body);
    if (!parsed.success)
      return `${route} answers ${status} without { error: { code, message } }:\n${describeIssues(parsed.error)}`;
    const { code } = parsed.data.error;
    if (!isErrorCode(code)) return `${route} answers the error code ${code}, which is not in ERROR_CATALOG`;
    const expected = ERROR_CATALOG[code].status;
    if (expected !== status) return `${route} answers ${code} with ${status}; the server answers it with ${expected}`;
    return null;
  }
  if (!endpoint.response) return null; // Not JSON (a file, a script, a redirect): nothing to parse.
  const schema = endpoint.response[status];
  if (!schema) {
    return `${route} answers ${status}; its contract answers ${Object.keys(endpoint.response).join(', ')}`;
  }
  // What the screen receives: the body as JSON carries it (a Date becomes its ISO text).
  const parsed = schema.safeParse(body === undefined ? undefined : JSON.parse(JSON.stringify(body)));
  return parsed.success
    ? null
    : `${route} answers ${status} with a body its contract refuses:\n${describeIssues(parsed.error)}`;
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

/**
 * The browser's fetch, answered by a local stand-in for our API: `{ 'GET /api/agents/:id': (request) => ok(…) }`.
 * Each route must be an endpoint of `@tawasul/contracts/endpoints`, and a request reaches the one the server would
 * route it to. What the screen sends is checked against the endpoint's query and body schemas, and every answer
 * against its response schema (an error against `ErrorResponse` and the error catalogue): a mismatch fails the
 * test after it ran, and the screen gets what the server would send instead (400, or 500 for a wrong answer).
 * Every call is recorded, so a test can check what the screen asked for. Routes not stood in answer 404.
 */
export function standInServer(routes: Record<string, Handler>) {
  for (const route of Object.keys(routes)) {
    if (Object.hasOwn(ENDPOINTS, route)) continue;
    const [method = '', path = ''] = route.split(' ');
    const near = findEndpoint(method, path);
    throw new Error(
      `Stand-in route '${route}' is not an endpoint of @tawasul/contracts/endpoints` +
        (near ? `; did you mean '${near.key}'?` : ''),
    );
  }
  const calls: StandInRequest[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const headers = new Headers(init.headers);
    const found = findEndpoint(method, url.pathname);
    const handler = found && routes[found.key];
    if (!found || !handler) {
      calls.push({ method, path: url.pathname, query: url.searchParams, body, params: {}, headers });
      return json(404, { error: { code: 'ROUTE_NOT_FOUND', message: 'Not found' } });
    }
    const request = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      params: match(found.key.split(' ')[1] ?? '', url.pathname),
      headers,
    };
    calls.push(request);
    const refused = checkRequest(found.key, found.endpoint, request);
    const answer = await handler(request);
    // A screen may leave a check to the server (the widget's contact form has no e-mail check of its own): then the
    // stand-in must answer as the server would, 400 VALIDATION_FAILED.
    if (refused && !(answer.status === 400 && isValidationFailure(answer.body))) {
      violations.push(
        new Error(`${refused}\nThe server answers that with 400 VALIDATION_FAILED; the stand-in did not.`),
      );
      return json(400, { error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.' } });
    }
    const status = answer.status ?? successStatus(found.endpoint);
    const wrong = checkAnswer(found.key, found.endpoint, status, answer.body);
    if (wrong) {
      violations.push(new Error(`The stand-in answered what the server never would: ${wrong}`));
      return json(500, { error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
    }
    return json(status, answer.body);
  });
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}
