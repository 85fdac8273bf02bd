import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@tawasul/contracts/lists';
import {
  AssignSallaInstallationBody,
  ConnectionTestResponse,
  CsCartConnectionBody,
  SallaAuthorizeResponse,
  SallaCallbackQuery,
  SallaInstallationListQuery,
  SallaInstallationListResponse,
  SallaInstallationParams,
  SallaWebhookResponse,
} from '@tawasul/contracts/orders';
import { OkResponse } from '@tawasul/contracts/auth';
import { BACK_OFFICE_ROLES } from '@tawasul/contracts/roles';
import { ErrorResponse } from '@tawasul/contracts/system';
import { isAppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import { nonceCookieName, SALLA_CALLBACK_PATH, type SallaConnectService } from './salla-connect.service.ts';
import { SALLA_POPUP_SCRIPT, SALLA_POPUP_SCRIPT_PATH, sallaPopupPage } from './salla-popup.ts';
import type { ConnectionActor, StoreConnectionsService } from './store-connections.service.ts';

const tags = ['stores'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const connectErrors = { ...errors, 422: ErrorResponse, 502: ErrorResponse, 503: ErrorResponse };

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
  sallaConnect: SallaConnectService;
  trustedOrigins: readonly string[];
  publicOrigin: string;
}> = async (app, { connections, sallaConnect, trustedOrigins, publicOrigin }) => {
  const secureCookies = publicOrigin.startsWith('https:');
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
      const { url, state, nonce, maxAgeSeconds } = await sallaConnect.authorize(
        await actorOf(request),
        request.params.id,
        openerOrigin(request),
      );
      // Binds the state to this browser: Salla's redirect back (a top-level GET) carries a Lax cookie.
      reply.setCookie(nonceCookieName(state), nonce, {
        path: SALLA_CALLBACK_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        maxAge: maxAgeSeconds,
      });
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
      const { state } = request.query;
      let opener = (await sallaConnect.openerOf(state)) ?? publicOrigin;
      let page: string;
      try {
        const outcome = await sallaConnect.callback(request.query, (value) => request.cookies[nonceCookieName(value)]);
        opener = outcome.kind === 'connected' ? (outcome.openerOrigin ?? publicOrigin) : publicOrigin;
        page = sallaPopupPage(
          outcome.kind === 'connected' ? { ok: true, openerOrigin: opener } : { ok: 'pending', openerOrigin: opener },
        );
      } catch (error) {
        if (!isAppError(error)) throw error;
        reply.status(error.statusCode);
        page = sallaPopupPage({ ok: false, code: error.code, openerOrigin: opener });
      }
      if (state) reply.clearCookie(nonceCookieName(state), { path: SALLA_CALLBACK_PATH });
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
          summary:
            'Salla’s webhook: `app.store.authorize` connects the store (Easy Mode), `app.uninstalled` disconnects it',
          response: { 200: SallaWebhookResponse, 400: ErrorResponse, 401: ErrorResponse, 503: ErrorResponse },
        },
      },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['x-salla-signature'];
        const { handled } = await sallaConnect.webhook(body, Array.isArray(signature) ? signature[0] : signature);
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

  app.get(
    '/api/salla/installations',
    {
      schema: {
        tags,
        summary: 'Salla stores that installed the app and wait to be assigned to a brand (admin)',
        querystring: SallaInstallationListQuery,
        response: { 200: SallaInstallationListResponse, ...errors },
      },
    },
    async (request, reply) => {
      await requireSession(request, ['admin']);
      reply.header('cache-control', 'no-store');
      return sallaConnect.listInstallations(request.query);
    },
  );

  app.post(
    '/api/salla/installations/:merchantId/assign',
    {
      schema: {
        tags,
        summary: 'Assigns a waiting Salla store to a brand, which it then serves (admin)',
        params: SallaInstallationParams,
        body: AssignSallaInstallationBody,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ['admin']);
      await sallaConnect.assignInstallation(request.params.merchantId, request.body.brandId);
      return { ok: true as const };
    },
  );
};
