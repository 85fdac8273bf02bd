import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@tawasul/contracts/lists';
import {
  ChatOrdersResponse,
  OrderView,
  ShopperOrderListResponse,
  ShopperOrdersQuery,
  TrackOrderParams,
} from '@tawasul/contracts/orders';
import { ErrorResponse } from '@tawasul/contracts/system';
import { AppError } from '../../lib/app-error.ts';
import type { ChatActor } from '../chats/chat-actor.ts';
import type { OrdersService } from './orders.service.ts';

const tags = ['orders'];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
  502: ErrorResponse,
};

/** Per shopper (its bearer token or its session), so shoppers behind one address never share a limit. */
async function shopperKey(request: FastifyRequest): Promise<string> {
  const authorization = request.headers.authorization;
  if (authorization) return `orders:${createHash('sha256').update(authorization).digest('base64url')}`;
  const session = await request.currentSession();
  return `orders:${session?.user.id ?? request.ip}`;
}

/**
 * Where orders are shown: the widget's "Track order", the customer area's orders, the agent console's panel.
 * Store answers are never cached by browsers (`no-store`): an order's status changes.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  actorOf: (request: FastifyRequest) => Promise<ChatActor>;
}> = async (app, { orders, actorOf }) => {
  app.get(
    '/api/public/brands/:widgetId/orders/:reference',
    {
      schema: {
        tags,
        summary: 'Track an order by its number (a shopper of the brand: guest token, or a customer’s session)',
        params: TrackOrderParams,
        response: { 200: OrderView, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: shopperKey } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await actorOf(request);
      if (actor.kind === 'staff') throw new AppError('FORBIDDEN');
      return orders.track(actor, request.params.widgetId, request.params.reference);
    },
  );

  app.get(
    '/api/shopper/orders',
    {
      schema: {
        tags,
        summary:
          'A signed-in customer’s recent orders, by its phone and e-mail: one brand’s, or every brand it chatted with',
        querystring: ShopperOrdersQuery,
        response: { 200: ShopperOrderListResponse, ...errors },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute', keyGenerator: shopperKey } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await actorOf(request);
      const session = actor.kind === 'customer' ? await request.currentSession() : null;
      if (!session) throw new AppError('FORBIDDEN');
      const { user } = session;
      return orders.customerOrders(
        { id: user.id, phone: user.phoneNumber ?? null, email: user.email ?? null },
        request.query.widgetId,
      );
    },
  );

  app.get(
    '/api/chats/:id/orders',
    {
      schema: {
        tags,
        summary: 'The shopper’s orders and the order numbers written in the chat (staff who may read the chat)',
        params: IdParams,
        response: { 200: ChatOrdersResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return orders.chatOrders(await actorOf(request), request.params.id);
    },
  );
};
