import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@tawasul/contracts/lists';
import {
  ChatOrdersResponse,
  OrderView,
  ShopperOrderBrandsResponse,
  ShopperOrderListResponse,
  ShopperOrdersQuery,
  TrackOrderBody,
  WidgetIdParams,
} from '@tawasul/contracts/orders';
import { ErrorResponse } from '@tawasul/contracts/system';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { ChatActor } from '../chats/chat-actor.ts';
import type { CustomerContact, OrdersService } from './orders.service.ts';

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

/** A customer's phone and e-mail as order look-ups may use them: verified ones only. */
export const verifiedContact = (user: {
  id: string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  email: string | null;
  emailVerified: boolean;
}): CustomerContact => ({
  id: user.id,
  phone: user.phoneNumberVerified ? user.phoneNumber : null,
  email: user.emailVerified ? user.email : null,
});

/**
 * Where orders are shown: "Track order" (widget and customer area), the customer area's orders, the agent console's
 * panel. Store answers are never cached by browsers (`no-store`): an order's status changes.
 */
export const ordersRoutes: FastifyPluginAsyncZod<{
  orders: OrdersService;
  actorOf: (request: FastifyRequest) => Promise<ChatActor>;
}> = async (app, { orders, actorOf }) => {
  app.post(
    '/api/public/brands/:widgetId/orders/track',
    {
      schema: {
        tags,
        summary:
          'Track an order by its number (a shopper of the brand); a guest, or a customer it is not found for, also gives the order’s phone or e-mail',
        params: WidgetIdParams,
        body: TrackOrderBody,
        response: { 200: OrderView, ...errors },
      },
      // Per brand and address: guest tokens are free, so a per-shopper limit would not stop guessing numbers.
      config: {
        rateLimit: {
          max: 20,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) =>
            `track:${(request.params as { widgetId?: string }).widgetId ?? ''}:${request.ip}`,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await actorOf(request);
      if (actor.kind === 'staff') throw new AppError('FORBIDDEN');
      const session = actor.kind === 'customer' ? await request.currentSession() : null;
      return orders.track(
        actor,
        request.params.widgetId,
        request.body,
        session ? verifiedContact(session.user) : null,
        requestLanguage(request),
      );
    },
  );

  app.get(
    '/api/shopper/orders',
    {
      schema: {
        tags,
        summary:
          'A signed-in customer’s recent orders, by its verified phone and e-mail: one brand’s, or every brand it chatted with',
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
      return orders.customerOrders(verifiedContact(session.user), request.query.widgetId);
    },
  );

  app.get(
    '/api/shopper/orders/brands',
    {
      schema: {
        tags,
        summary: 'The connected brands a signed-in customer chatted with: those it can track an order of',
        response: { 200: ShopperOrderBrandsResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const actor = await actorOf(request);
      if (actor.kind !== 'customer') throw new AppError('FORBIDDEN');
      return { items: await orders.customerBrands(actor.id) };
    },
  );

  app.get(
    '/api/chats/:id/orders',
    {
      schema: {
        tags,
        summary:
          'The shopper’s orders and the order numbers it wrote in the chat that are its own (staff who may read the chat)',
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
