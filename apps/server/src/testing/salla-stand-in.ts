import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiError,
  details,
  keywordMatches,
  listEntry,
  pagination,
  sallaDate,
  userInfo,
  type SallaOrderInput,
  type StandInMerchant,
} from './salla-stand-in-bodies.ts';
import { installRequest, postWebhook, type WebhookTarget } from './salla-stand-in-webhook.ts';
import { DEMO_SALLA_ORDERS, DEMO_SHOPPERS } from './store-stand-in-data.ts';

/**
 * A local stand-in for Salla (tests and the demo), answering in the documented shapes (salla-stand-in-bodies.ts):
 * - the accounts server: `/oauth2/auth` approves at once and sends the `state` back **without its hyphens**, as Salla
 *   does; `/oauth2/token` with single-use refresh tokens (a reused one revokes every token of the merchant);
 *   `/oauth2/user/info` with the store's domain;
 * - the Merchant API: `GET /admin/v2/orders` (`reference_id` exact, `keyword` fuzzy, `per_page` 15 by default and
 *   60 at most, `page`), `GET /admin/v2/orders/{id}`; 401 naming its case (invalid token, or a scope the token
 *   lacks), 403 (temporarily blocked), 429 with Retry-After;
 * - Easy Mode: `app.store.authorize` and `app.uninstalled` payloads for a merchant, as Salla posts them; with a
 *   webhook set, `POST /_stand-in/installs` (ours, not Salla's: the demo's and the journeys' control) makes a store
 *   that installs the app, and posts its signed `app.store.authorize` to the webhook, as Salla does.
 * Each merchant (store) gets its own copy of the demo orders.
 */

const ACCESS_TOKEN_LIFETIME_S = 14 * 24 * 60 * 60;
/** What a merchant grants when our app asks (the scopes Tawasul requests). */
const STAND_IN_GRANTED_SCOPE = 'offline_access orders.read';

interface AccessToken {
  merchantId: number;
  expiresAt: number;
  revoked: boolean;
  scope: string;
}

interface ReceivedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization: string | undefined;
  form: Record<string, string>;
}

export interface SallaStandInOptions {
  clientId?: string;
  clientSecret?: string;
  /** The first merchant's name (the demo's Nakheel Dates store). */
  merchantName?: string;
  now?: () => Date;
  /** A fixed port (the demo's, for journeys); any free one by default. */
  port?: number;
}

const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

export async function startSallaStandIn(options: SallaStandInOptions = {}) {
  const clientId = options.clientId ?? 'demo-salla-client';
  const clientSecret = options.clientSecret ?? 'demo-salla-secret';
  const now = options.now ?? (() => new Date());
  const started = now().getTime();

  const merchants = new Map<number, StandInMerchant>();
  const codes = new Map<string, { merchantId: number; redirectUri: string }>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, { merchantId: number; used: boolean; scope: string }>();
  const received: ReceivedRequest[] = [];
  const queued: { status: number; retryAfter?: string }[] = [];
  // The first merchant is the demo's store; merchants made later get ids no earlier run has given out.
  let nextMerchantId = 700_001;
  let refreshCount = 0;
  /** While set, the token endpoint answers only once it resolves (a slow Salla, on the test's word). */
  let tokenGate: Promise<void> | null = null;
  let denyNextAuthorization = false;
  let nextApproval: number | undefined;
  let webhook: WebhookTarget | null = null;
  let url = '';

  function createMerchant(name = options.merchantName ?? 'Nakheel Dates', domain?: string): number {
    const id = nextMerchantId;
    nextMerchantId = randomInt(100_000_000, 999_999_999);
    const orders = DEMO_SALLA_ORDERS.map((order) => ({ ...order, shopper: DEMO_SHOPPERS[order.shopper] }));
    merchants.set(id, { id, name, username: `store-${id}`, domain: domain ?? `https://salla.sa/store-${id}`, orders });
    return id;
  }

  function issueTokens(merchantId: number, scope = STAND_IN_GRANTED_SCOPE) {
    const access = token('sat');
    const refresh = token('srt');
    const expires = Math.floor(now().getTime() / 1000) + ACCESS_TOKEN_LIFETIME_S;
    accessTokens.set(access, { merchantId, expiresAt: expires * 1000, revoked: false, scope });
    refreshTokens.set(refresh, { merchantId, used: false, scope });
    return { token_type: 'bearer', access_token: access, expires, refresh_token: refresh, scope };
  }

  function authorizeEvent(merchantId: number, scope = STAND_IN_GRANTED_SCOPE, at = now()) {
    const { access_token, expires, refresh_token, token_type } = issueTokens(merchantId, scope);
    return {
      event: 'app.store.authorize',
      merchant: merchantId,
      created_at: sallaDate(at).date.slice(0, 19),
      data: { access_token, expires, refresh_token, scope, token_type },
    };
  }

  function revokeMerchant(merchantId: number) {
    for (const entry of accessTokens.values()) if (entry.merchantId === merchantId) entry.revoked = true;
    for (const entry of refreshTokens.values()) if (entry.merchantId === merchantId) entry.used = true;
  }

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

  /** The caller's merchant, or the 401 Salla answers (case 5 of its documented five: invalid or expired token). */
  function bearer(
    request: IncomingMessage,
    response: ServerResponse,
  ): { merchant: StandInMerchant; scope: string } | null {
    const value = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const entry = value ? accessTokens.get(value) : undefined;
    const merchant = entry ? merchants.get(entry.merchantId) : undefined;
    if (!entry || entry.revoked || entry.expiresAt <= now().getTime() || !merchant) {
      send(response, 401, apiError(401, 'The access token is invalid'));
      return null;
    }
    return { merchant, scope: entry.scope };
  }

  function orders(request: IncomingMessage, response: ServerResponse, path: string, query: Record<string, string>) {
    const caller = bearer(request, response);
    if (!caller) return;
    if (!caller.scope.split(' ').includes('orders.read')) {
      // Case 4 of the documented five: refreshing does not help.
      return send(
        response,
        401,
        apiError(401, 'The access token should have access to one of those scopes: orders.read_write, orders.read'),
      );
    }
    const { merchant } = caller;
    const id = /^\/admin\/v2\/orders\/(\d+)$/.exec(path)?.[1];
    if (id) {
      const order = merchant.orders.find((entry) => String(entry.id) === id);
      if (!order) return send(response, 404, apiError(404, 'The order does not exist'));
      return send(response, 200, { status: 200, success: true, data: details(order, started, merchant.domain) });
    }
    if (path !== '/admin/v2/orders') return send(response, 404, apiError(404, 'Not found'));
    const perPage = Math.min(60, Math.max(1, Number(query.per_page) || 15));
    const page = Math.max(1, Number(query.page) || 1);
    const found = merchant.orders
      .filter((order) => !query.reference_id || String(order.referenceId) === query.reference_id.trim())
      .filter((order) => !query.keyword?.trim() || keywordMatches(order, query.keyword))
      .sort((a, b) => a.daysAgo - b.daysAgo || b.id - a.id);
    const shown = found.slice((page - 1) * perPage, page * perPage);
    return send(response, 200, {
      status: 200,
      success: true,
      data: shown.map((order) => listEntry(order, started)),
      pagination: pagination(found.length, perPage, page, shown.length),
    });
  }

  async function tokenGrant(response: ServerResponse, form: Record<string, string>) {
    if (form.client_id !== clientId || form.client_secret !== clientSecret) {
      return send(response, 401, { error: 'invalid_client' });
    }
    if (tokenGate) await tokenGate;
    if (form.grant_type === 'authorization_code') {
      const entry = codes.get(form.code ?? '');
      codes.delete(form.code ?? '');
      if (!entry || entry.redirectUri !== form.redirect_uri) return send(response, 400, { error: 'invalid_grant' });
      return send(response, 200, issueTokens(entry.merchantId));
    }
    if (form.grant_type === 'refresh_token') {
      refreshCount += 1;
      const entry = refreshTokens.get(form.refresh_token ?? '');
      if (!entry) return send(response, 401, { error: 'invalid_grant' });
      if (entry.used) {
        // Case 3 of the documented five: a reused refresh token revokes the access token too.
        revokeMerchant(entry.merchantId);
        return send(response, 401, { error: 'invalid_grant' });
      }
      entry.used = true;
      return send(response, 200, issueTokens(entry.merchantId, entry.scope));
    }
    return send(response, 400, { error: 'unsupported_grant_type' });
  }

  function authorize(response: ServerResponse, query: Record<string, string>) {
    const redirect = query.redirect_uri;
    if (query.client_id !== clientId || !redirect || query.response_type !== 'code') {
      return send(response, 400, { error: 'invalid_request' });
    }
    const target = new URL(redirect);
    if (denyNextAuthorization) {
      denyNextAuthorization = false;
      target.searchParams.set('error', 'access_denied');
    } else {
      const code = token('code');
      const merchantId = nextApproval ?? createMerchant(`Store ${nextMerchantId % 10_000}`);
      nextApproval = undefined;
      codes.set(code, { merchantId, redirectUri: redirect });
      target.searchParams.set('code', code);
      target.searchParams.set('scope', query.scope ?? '');
    }
    // Salla strips hyphens from the state it echoes (salla-partners-agent-kit, custom-mode.md).
    if (query.state) target.searchParams.set('state', query.state.replaceAll('-', ''));
    return response.writeHead(302, { location: target.toString() }).end();
  }

  async function handle(request: IncomingMessage, response: ServerResponse, body: string) {
    const address = new URL(request.url ?? '/', url);
    const path = address.pathname.replace(/\/+$/, '') || '/';
    const query = Object.fromEntries(address.searchParams);
    const form = request.headers['content-type']?.includes('form') ? Object.fromEntries(new URLSearchParams(body)) : {};
    received.push({ method: request.method ?? 'GET', path, query, authorization: request.headers.authorization, form });

    const next = queued.shift();
    if (next) {
      const headers: Record<string, string> = next.retryAfter === undefined ? {} : { 'retry-after': next.retryAfter };
      const message = next.status === 403 ? 'Access is temporarily blocked' : 'Injected failure';
      return send(response, next.status, apiError(next.status, message), headers);
    }
    if (request.method === 'GET' && path === '/oauth2/auth') return authorize(response, query);
    if (request.method === 'POST' && path === '/oauth2/token') return tokenGrant(response, form);
    if (request.method === 'GET' && path === '/oauth2/user/info') {
      const caller = bearer(request, response);
      return caller ? send(response, 200, userInfo(caller.merchant)) : undefined;
    }
    if (request.method === 'GET' && path.startsWith('/admin/v2/orders')) return orders(request, response, path, query);
    if (request.method === 'POST' && path === '/_stand-in/installs') {
      const store = installRequest(body);
      if (!store) return send(response, 400, apiError(400, 'Give the store a name and an https:// domain'));
      if (!webhook) return send(response, 409, apiError(409, 'No webhook to tell'));
      const merchantId = createMerchant(store.name, store.domain);
      const delivered = await postWebhook(webhook, authorizeEvent(merchantId));
      return send(response, 200, { merchant: merchantId, webhook: delivered });
    }
    return send(response, 404, apiError(404, 'Not found'));
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      handle(request, response, body).catch((error: unknown) => {
        if (!response.headersSent) send(response, 500, apiError(500, String(error)));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const firstMerchant = createMerchant(options.merchantName ?? 'Nakheel Dates', 'https://nakheel.example');

  const merchant = (id: number) => {
    const found = merchants.get(id);
    if (!found) throw new Error(`no merchant ${id}`);
    return found;
  };

  return {
    url,
    clientId,
    clientSecret,
    /** The first merchant (the demo's Nakheel Dates store, on its own domain). */
    merchantId: firstMerchant,
    received,
    createMerchant,
    merchant,
    /** Adds orders to a merchant's store (a test's own data). */
    addOrders(merchantId: number, ...added: SallaOrderInput[]) {
      merchant(merchantId).orders.push(...added);
    },
    /** Tokens as the token endpoint would issue them (the demo's wiring and tests' set-up). */
    issueTokens,
    /** The next authorization the merchant approves connects this merchant (else a new one). */
    approveNextAs(merchantId: number) {
      nextApproval = merchantId;
    },
    /**
     * A merchant installing the app from the App Store (Custom Mode): Salla sends it straight to our callback with
     * a code and Salla's own `state`.
     */
    appStoreInstall(merchantId: number, redirectUri: string): string {
      const code = token('code');
      codes.set(code, { merchantId, redirectUri });
      const target = new URL(redirectUri);
      target.searchParams.set('code', code);
      target.searchParams.set('state', randomBytes(16).toString('hex'));
      return target.toString();
    },
    /** `app.store.authorize` as Salla posts it in Easy Mode, with fresh tokens (`scope` as the merchant granted). */
    authorizeEvent,
    /** Where `POST /_stand-in/installs` posts the store's `app.store.authorize`, signed with the app's secret. */
    setWebhook(target: WebhookTarget) {
      webhook = target;
    },
    /** `app.uninstalled`: Salla has revoked the merchant's tokens. */
    uninstallEvent(merchantId: number, at = now()) {
      revokeMerchant(merchantId);
      return { event: 'app.uninstalled', merchant: merchantId, created_at: sallaDate(at).date.slice(0, 19), data: {} };
    },
    /** The API answers 401 to every access token issued so far (as after they expire). */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.revoked = true;
    },
    /** Spends every refresh token (the merchant has to connect again). */
    revokeEverything(merchantId: number) {
      revokeMerchant(merchantId);
    },
    /** The next `count` requests are answered with `status` (and `Retry-After`, for 429s; 403 = blocked). */
    answerNext(count: number, status: number, retryAfter?: string) {
      for (let i = 0; i < count; i++) queued.push({ status, ...(retryAfter === undefined ? {} : { retryAfter }) });
    },
    denyNextAuthorization() {
      denyNextAuthorization = true;
    },
    /** Holds the token endpoint's answers until the returned function is called. */
    holdTokenEndpoint(): () => void {
      let release: () => void = () => {};
      tokenGate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        tokenGate = null;
        release();
      };
    },
    /** How many refresh grants were asked for. */
    get refreshCount() {
      return refreshCount;
    },
    /** Answers the stand-in gives, for comparing their shapes with the documents'. */
    bodies: {
      listEntry: (order: SallaOrderInput) => listEntry(order, started),
      details: (order: SallaOrderInput) => details(order, started, url),
      userInfo,
    },
    apiRequests: () => received.filter((entry) => entry.path.startsWith('/admin/v2/')),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
export type SallaStandIn = Awaited<ReturnType<typeof startSallaStandIn>>;
