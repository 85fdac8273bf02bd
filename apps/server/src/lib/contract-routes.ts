import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { EndpointTable, HttpMethod } from '@tawasul/contracts/endpoints/endpoint';

/** The app as a module's routes see it: Zod schemas type each request and answer. */
type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A handler typed by its endpoint's schemas: `request.params`, `request.query`, `request.body` and the answer. */
type ContractHandler<Schema extends FastifySchema> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  Schema,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/**
 * Registers a module's routes from its endpoint table (`@tawasul/contracts/endpoints/…`): the method, path and
 * schemas come from the contract, so a route cannot differ from it; the route adds only what the OpenAPI document
 * says of it and what it does.
 *
 *     const route = contractRoutes(app, FAQS_ENDPOINTS, ['faqs']);
 *     route('GET /api/faqs/:id', 'A FAQ', async (request) => faqs.get(request.params.id));
 */
export function contractRoutes<Table extends EndpointTable>(app: ZodApp, table: Table, tags: readonly string[]) {
  return function route<Key extends keyof Table & `${HttpMethod} /${string}`>(
    key: Key,
    summary: string,
    handler: ContractHandler<Table[Key]>,
    options: { tags?: readonly string[] } = {},
  ): void {
    const space = key.indexOf(' ');
    app.route({
      method: key.slice(0, space) as HttpMethod,
      url: key.slice(space + 1),
      schema: { ...table[key], tags: [...(options.tags ?? tags)], summary },
      handler: handler as RouteHandlerMethod,
    });
  };
}
