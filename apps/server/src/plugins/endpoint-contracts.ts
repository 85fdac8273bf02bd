import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { ENDPOINTS } from '@tawasul/contracts/endpoints';
import type { Endpoint, EndpointTable } from '@tawasul/contracts/endpoints/endpoint';

const PARTS = ['params', 'querystring', 'body', 'headers'] as const;

// The API: every route under /api/ but the OpenAPI document and its UI, and every other route with schemas (the
// public site's payloads, resized images). The widget's loader and page and the web app's files are not.
const inTheApi = (route: RouteOptions) =>
  route.url.startsWith('/api/')
    ? route.url !== '/api/docs' && !route.url.startsWith('/api/docs/')
    : [...PARTS, 'response' as const].some((part) => route.schema?.[part] !== undefined);

/** What differs between a route's schema and its endpoint contract; empty when they are the same objects. */
function contractDifferences(route: Pick<RouteOptions, 'url' | 'schema'>, endpoint: Endpoint): string[] {
  const schema = (route.schema ?? {}) as Partial<Record<(typeof PARTS)[number] | 'response', unknown>>;
  const differences = PARTS.filter((part) => schema[part] !== endpoint[part]).map((part) => `its ${part}`);
  const declared = (schema.response ?? {}) as Record<string, unknown>;
  const contracted = (endpoint.response ?? {}) as Record<string, unknown>;
  for (const status of new Set([...Object.keys(declared), ...Object.keys(contracted)])) {
    if (declared[status] !== contracted[status]) differences.push(`its ${status} answer`);
  }
  return differences;
}

/**
 * Every API route the app registers must be its endpoint contract (`@tawasul/contracts/endpoints`): the same path
 * and the very schemas the contract names, so the web client and the web tests' stand-in cannot drift from the
 * server. A route that differs stops the app from building, so every server test would fail on it.
 */
export const endpointContractsPlugin = fp(async (app: FastifyInstance, options: { table?: EndpointTable } = {}) => {
  const table = options.table ?? ENDPOINTS;
  app.addHook('onRoute', (route) => {
    if (!inTheApi(route)) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}` as keyof EndpointTable;
      const endpoint = table[key];
      if (!endpoint) throw new Error(`${key} has no endpoint contract (packages/contracts/src/endpoints/)`);
      const differences = contractDifferences(route, endpoint);
      if (differences.length > 0) throw new Error(`${key} differs from its contract in ${differences.join(', ')}`);
    }
  });
});
