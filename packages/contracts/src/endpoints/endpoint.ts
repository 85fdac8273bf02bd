import type { z } from 'zod';
import { ErrorResponse } from '../system.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint of the API: the schemas of what it takes and of what it answers, per status. The server checks
 * every route it registers against its endpoint (`plugins/endpoint-contracts.ts`), and the web tests' stand-in
 * answers only through one.
 */
export interface Endpoint {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  /** Every status the route declares; the errors are `ErrorResponse`. None for a route that is not JSON. */
  response?: Readonly<Partial<Record<number, z.ZodType>>>;
}

/** Endpoints by `'METHOD /path'`, with Fastify's `:name` parameters: `'GET /api/faqs/:id'`. */
export type EndpointTable = Readonly<Record<`${HttpMethod} /${string}`, Endpoint>>;

/** `ErrorResponse` for each status: `{ 200: FaqResponse, ...errors(400, 404) }`. */
export const errors = (...statuses: number[]): Record<number, typeof ErrorResponse> =>
  Object.fromEntries(statuses.map((status) => [status, ErrorResponse]));
