import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams } from '@tawasul/contracts/lists';
import {
  ConnectionTestResponse,
  CsCartConnectionBody,
  SallaAuthorizeResponse,
  SallaWebhookResponse,
} from '@tawasul/contracts/orders';
import { BACK_OFFICE_ROLES } from '@tawasul/contracts/roles';
import { ErrorResponse } from '@tawasul/contracts/system';
import { isAppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import { SALLA_POPUP_SCRIPT, SALLA_POPUP_SCRIPT_PATH, sallaPopupPage } from './salla-popup.ts';
import {
  SALLA_CALLBACK_PATH,
  type ConnectionActor,
  type StoreConnectionsService,
} from './store-connections.service.ts';

const tags = ['stores'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const connectErrors = { ...errors, 422: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse };

const SallaCallbackQuery = z.object({
  code: z.string().max(2000).optional(),
  state: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/** CS-Cart tests call someone else's store: a few a minute per person is plenty. */
const storeCallLimit = {
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: async (request: FastifyRequest) => {
      const session = await request.currentSession();
      return `store-call:${session?.user.id ?? request.ip}`;
    },
  },
};

async function actorOf(request: FastifyRequest): Promise<ConnectionActor> {
  const { user } = await requireSession(request, BACK_OFFICE_ROLES);
  return { user, language: requestLanguage(request) };
}

/**
 * Connecting a brand to its store (issue 9): Salla's OAuth popup (authorize URL, callback page), Salla's webhook
 * (easy mode), and CS-Cart's test-then-save.
 */
export const storeConnectionsRoutes: FastifyPluginAsyncZod<{
  connections: StoreConnectionsService;
  trustedOrigins: readonly string[];
  publicOrigin: string;
}> = async (app, { connections, trustedOrigins, publicOrigin }) => {
  /**
   * The page that asked (the popup reports to it only): its Origin when it is one of ours, else our origin with the
   * host it called (a same-origin GET carries no Origin; the portal serves the API), else the host as called.
   */
  const openerOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    if (origin && trustedOrigins.includes(origin)) return origin;
    const sameHost = trustedOrigins.find((trusted) => new URL(trusted).host === request.host);
    return sameHost ?? `${request.protocol}://${request.host}`;
  };

  app.get(
    '/api/brands/:id/salla/authorize',
    {
      schema: {
        tags,
        summary: 'The Salla authorize URL for the connect popup (admin, or the brand’s manager)',
        params: IdParams,
        response: { 200: SallaAuthorizeResponse, ...connectErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const url = await connections.sallaAuthorizeUrl(await actorOf(request), request.params.id, openerOrigin(request));
      return { url };
    },
  );

  app.get(
    SALLA_CALLBACK_PATH,
    {
      schema: {
        tags,
        summary: 'Salla’s redirect after the merchant approves: stores the tokens, tells the opener, closes the popup',
        querystring: SallaCallbackQuery,
      },
    },
    async (request, reply) => {
      let opener = publicOrigin;
      let page: string;
      try {
        const claims = connections.readState(request.query.state);
        opener = claims.origin;
        await connections.completeSallaAuthorization(claims, request.query);
        page = sallaPopupPage({ ok: true, openerOrigin: opener });
      } catch (error) {
        if (!isAppError(error)) throw error;
        reply.status(error.statusCode);
        page = sallaPopupPage({ ok: false, code: error.code, openerOrigin: opener });
      }
      // The popup went through Salla's origin; it keeps its opener only if this page does not isolate itself.
      return reply
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(page);
    },
  );

  app.get(SALLA_POPUP_SCRIPT_PATH, { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(SALLA_POPUP_SCRIPT),
  );

  // Salla signs the raw bytes of the body: this route alone keeps them as they came.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    scope.post(
      '/api/integrations/salla/webhook',
      {
        schema: {
          tags,
          summary: 'Salla’s webhook: `app.store.authorize` (easy mode) replaces the tokens of the merchant’s brand',
          response: { 200: SallaWebhookResponse, 400: ErrorResponse, 401: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-salla-signature'];
        const { handled } = await connections.sallaWebhook(body, Array.isArray(signature) ? signature[0] : signature);
        return { ok: true as const, handled };
      },
    );
  });

  app.post(
    '/api/brands/:id/cs-cart/test',
    {
      schema: {
        tags,
        summary: 'Calls the CS-Cart store with these credentials (admin, or the brand’s manager); nothing is saved',
        params: IdParams,
        body: CsCartConnectionBody,
        response: { 200: ConnectionTestResponse, ...connectErrors },
      },
      config: storeCallLimit,
    },
    async (request) => connections.testCsCart(await actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/api/brands/:id/cs-cart',
    {
      schema: {
        tags,
        summary: 'Tests, then saves the brand’s CS-Cart store (URL, admin e-mail, API key sealed) and connects it',
        params: IdParams,
        body: CsCartConnectionBody,
        response: { 200: ConnectionTestResponse, ...connectErrors },
      },
      config: storeCallLimit,
    },
    async (request) => connections.saveCsCart(await actorOf(request), request.params.id, request.body),
  );
};
