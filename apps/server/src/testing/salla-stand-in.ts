import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_SALLA_ORDERS, DEMO_SHOPPERS, type DemoSallaOrder } from './store-stand-in-data.ts';

/**
 * A local stand-in for Salla (tests and the demo): the accounts server (`/oauth2/auth` that approves at once,
 * `/oauth2/token` with single-use refresh tokens, `/oauth2/user/info`) and the Merchant API's order endpoints
 * (`/admin/v2/orders?keyword=`, `/admin/v2/orders/{id}`), answering in Salla's documented shapes. Each merchant
 * (store) gets its own copy of the demo orders. Tests can make it refuse tokens, answer 429 with Retry-After, fail
 * or answer slowly, and can read what it received.
 */

const DAY = 24 * 60 * 60 * 1000;
const ACCESS_TOKEN_LIFETIME_S = 14 * 24 * 60 * 60;

interface Merchant {
  id: number;
  name: string;
  orders: DemoSallaOrder[];
}

interface AccessToken {
  merchantId: number;
  expiresAt: number;
  revoked: boolean;
}

interface RefreshToken {
  merchantId: number;
  used: boolean;
}

export interface ReceivedRequest {
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
}

const token = (prefix: string) => `${prefix}_${randomBytes(24).toString('base64url')}`;

/** Salla writes local times with their zone. */
function sallaDate(at: Date) {
  const riyadh = new Date(at.getTime() + 3 * 60 * 60 * 1000);
  const date = `${riyadh.toISOString().slice(0, 19).replace('T', ' ')}.000000`;
  return { date, timezone_type: 3, timezone: 'Asia/Riyadh' };
}

export async function startSallaStandIn(options: SallaStandInOptions = {}) {
  const clientId = options.clientId ?? 'demo-salla-client';
  const clientSecret = options.clientSecret ?? 'demo-salla-secret';
  const now = options.now ?? (() => new Date());
  const started = now().getTime();

  const merchants = new Map<number, Merchant>();
  const codes = new Map<string, { merchantId: number; redirectUri: string }>();
  const accessTokens = new Map<string, AccessToken>();
  const refreshTokens = new Map<string, RefreshToken>();
  const received: ReceivedRequest[] = [];
  const queued: { status: number; retryAfter?: string }[] = [];
  // The first merchant is the demo's store; merchants made by approvals get ids no earlier run has given out.
  let nextMerchantId = 700_001;
  let refreshCount = 0;
  let tokenDelayMs = 0;
  let denyNextAuthorization = false;
  let url = '';

  function createMerchant(name = options.merchantName ?? 'Nakheel Dates'): number {
    const id = nextMerchantId;
    nextMerchantId = randomInt(100_000_000, 999_999_999);
    merchants.set(id, { id, name, orders: DEMO_SALLA_ORDERS.map((order) => ({ ...order })) });
    return id;
  }

  function issueTokens(merchantId: number, scope = 'offline_access orders.read customers.read') {
    const access = token('sat');
    const refresh = token('srt');
    const expires = Math.floor(now().getTime() / 1000) + ACCESS_TOKEN_LIFETIME_S;
    accessTokens.set(access, { merchantId, expiresAt: expires * 1000, revoked: false });
    refreshTokens.set(refresh, { merchantId, used: false });
    return { token_type: 'bearer', access_token: access, expires, refresh_token: refresh, scope };
  }

  /** A reused refresh token ends every token of the merchant (RFC 6819 5.2.2.3), as Salla does. */
  function revokeMerchant(merchantId: number) {
    for (const entry of accessTokens.values()) if (entry.merchantId === merchantId) entry.revoked = true;
    for (const entry of refreshTokens.values()) if (entry.merchantId === merchantId) entry.used = true;
  }

  function orderJson(order: DemoSallaOrder, detailed: boolean) {
    const shopper = DEMO_SHOPPERS[order.shopper];
    const [firstName, ...rest] = shopper.name.split(' ');
    const currency = 'SAR';
    const subTotal = order.items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
    const shippingCost = 25;
    const total = subTotal + shippingCost;
    const status = {
      id: 100 + DEMO_SALLA_ORDERS.findIndex((o) => o.slug === order.slug),
      name: order.statusName,
      slug: order.slug,
      customized: { id: 200 + order.id, name: order.customized ?? order.statusName },
    };
    const customer = {
      id: 5000 + Object.keys(DEMO_SHOPPERS).indexOf(order.shopper),
      full_name: shopper.name,
      first_name: firstName,
      last_name: rest.join(' '),
      mobile: Number(shopper.mobile),
      mobile_code: shopper.mobileCode,
      email: shopper.email,
      country: 'Saudi Arabia',
      city: 'Riyadh',
    };
    const date = sallaDate(new Date(started - order.daysAgo * DAY));
    const base = {
      id: order.id,
      reference_id: order.referenceId,
      date,
      status,
      can_cancel: order.slug === 'payment_pending',
      customer,
    };
    if (!detailed) {
      return {
        ...base,
        total: { amount: total, currency },
        items: order.items.map((item) => ({ name: item.product.name, quantity: item.quantity })),
      };
    }
    const trackingLink = order.shipped ? `${url}/track/${order.referenceId}` : null;
    return {
      ...base,
      urls: { customer: `${url}/orders/${order.referenceId}`, admin: `${url}/admin/orders/${order.id}` },
      source: 'store',
      payment_method: 'mada',
      currency,
      amounts: {
        sub_total: { amount: subTotal, currency },
        shipping_cost: { amount: shippingCost, currency },
        tax: { percent: '0.00', amount: { amount: 0, currency } },
        discounts: [],
        total: { amount: total, currency },
      },
      shipping: order.shipped
        ? {
            id: 300 + order.id,
            company: 'SMSA',
            receiver: { name: shopper.name, email: shopper.email, phone: `${shopper.mobileCode}${shopper.mobile}` },
            shipment: { id: 400 + order.id, pickup_id: null, tracking_link: trackingLink, label: null },
          }
        : null,
      items: order.items.map((item, index) => ({
        id: order.id * 10 + index,
        name: item.product.name,
        sku: `NKH-${index + 1}`,
        quantity: item.quantity,
        currency,
        amounts: {
          price_without_tax: { amount: item.product.price, currency },
          total: { amount: item.product.price * item.quantity, currency },
        },
        notes: '',
        options: [],
        images: [],
        product_thumbnail: item.product.picture,
      })),
    };
  }

  function matches(order: DemoSallaOrder, keyword: string): boolean {
    const shopper = DEMO_SHOPPERS[order.shopper];
    const digits = keyword.replace(/\D/g, '');
    if (String(order.referenceId) === keyword) return true;
    if (digits.length >= 7 && digits === keyword.replace(/^\+/, '')) {
      return `${shopper.mobileCode}${shopper.mobile}`.replace(/\D/g, '').includes(digits);
    }
    return shopper.email.toLowerCase() === keyword.toLowerCase() || shopper.name.includes(keyword);
  }

  const send = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
    response.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));
  const apiError = (response: ServerResponse, status: number, code: string, message: string) =>
    send(response, status, { status, success: false, error: { code, message } });

  function bearer(request: IncomingMessage): { merchant: Merchant; token: string } | null {
    const value = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const entry = value ? accessTokens.get(value) : undefined;
    if (!value || !entry || entry.revoked || entry.expiresAt <= now().getTime()) return null;
    const merchant = merchants.get(entry.merchantId);
    return merchant ? { merchant, token: value } : null;
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
      return send(response, next.status, { status: next.status, success: false, error: { code: 'error' } }, headers);
    }

    if (request.method === 'GET' && path === '/oauth2/auth') {
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
        codes.set(code, { merchantId: createMerchant(`Store ${nextMerchantId % 10_000}`), redirectUri: redirect });
        target.searchParams.set('code', code);
        target.searchParams.set('scope', query.scope ?? '');
      }
      if (query.state) target.searchParams.set('state', query.state);
      return response.writeHead(302, { location: target.toString() }).end();
    }

    if (request.method === 'POST' && path === '/oauth2/token') {
      if (form.client_id !== clientId || form.client_secret !== clientSecret) {
        return send(response, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      }
      if (tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, tokenDelayMs));
      if (form.grant_type === 'authorization_code') {
        const entry = codes.get(form.code ?? '');
        codes.delete(form.code ?? '');
        if (!entry || entry.redirectUri !== form.redirect_uri) return send(response, 400, { error: 'invalid_grant' });
        return send(response, 200, issueTokens(entry.merchantId));
      }
      if (form.grant_type === 'refresh_token') {
        refreshCount += 1;
        const entry = refreshTokens.get(form.refresh_token ?? '');
        if (!entry) return send(response, 400, { error: 'invalid_grant', error_description: 'unknown token' });
        if (entry.used) {
          revokeMerchant(entry.merchantId);
          return send(response, 400, { error: 'invalid_grant', error_description: 'refresh token reused' });
        }
        entry.used = true;
        return send(response, 200, issueTokens(entry.merchantId));
      }
      return send(response, 400, { error: 'unsupported_grant_type' });
    }

    if (request.method === 'GET' && path === '/oauth2/user/info') {
      const caller = bearer(request);
      if (!caller) return apiError(response, 401, 'Unauthorized', 'The access token is invalid');
      const { merchant } = caller;
      return send(response, 200, {
        status: 200,
        success: true,
        data: {
          id: 1_771_000 + merchant.id,
          name: `${merchant.name} owner`,
          email: `owner-${merchant.id}@merchant.test`,
          role: 'user',
          merchant: {
            id: merchant.id,
            username: `store-${merchant.id}`,
            name: merchant.name,
            plan: 'pro',
            status: 'active',
            domain: `${url}/store/${merchant.id}`,
          },
        },
      });
    }

    if (request.method === 'GET' && path.startsWith('/admin/v2/orders')) {
      const caller = bearer(request);
      if (!caller) return apiError(response, 401, 'Unauthorized', 'The access token is invalid');
      const { orders } = caller.merchant;
      const id = /^\/admin\/v2\/orders\/(\d+)$/.exec(path)?.[1];
      if (id) {
        const order = orders.find((o) => String(o.id) === id);
        if (!order) return apiError(response, 404, 'not_found', 'The order does not exist');
        return send(response, 200, { status: 200, success: true, data: orderJson(order, true) });
      }
      if (path !== '/admin/v2/orders') return apiError(response, 404, 'not_found', 'Not found');
      const perPage = Math.min(60, Number(query.per_page) || 15);
      const keyword = query.keyword?.trim();
      const found = orders
        .filter((order) => !keyword || matches(order, keyword))
        .sort((a, b) => a.daysAgo - b.daysAgo || b.id - a.id);
      const page = found.slice(0, perPage);
      return send(response, 200, {
        status: 200,
        success: true,
        data: page.map((order) => orderJson(order, false)),
        pagination: {
          count: page.length,
          total: found.length,
          perPage,
          currentPage: 1,
          totalPages: Math.max(1, Math.ceil(found.length / perPage)),
          links: {},
        },
      });
    }

    const tracked = /^\/track\/(\d+)$/.exec(path)?.[1];
    if (request.method === 'GET' && tracked) {
      return response
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><title>Shipment ${tracked}</title><p>Shipment of order ${tracked}: on its way.</p>`);
    }

    return apiError(response, 404, 'not_found', 'Not found');
  }

  const server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      handle(request, response, body).catch((error: unknown) => {
        if (!response.headersSent) send(response, 500, { error: String(error) });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const firstMerchant = createMerchant();

  return {
    url,
    clientId,
    clientSecret,
    /** The first merchant (the demo's Nakheel Dates store). */
    merchantId: firstMerchant,
    received,
    createMerchant,
    /** Tokens as the token endpoint would issue them (the demo's wiring and tests' set-up). */
    issueTokens,
    /** `app.store.authorize` as Salla posts it in easy mode, with fresh tokens. */
    authorizeEvent(merchantId: number) {
      const { token_type, access_token, expires, refresh_token, scope } = issueTokens(merchantId);
      return {
        event: 'app.store.authorize',
        merchant: merchantId,
        created_at: sallaDate(now()).date.slice(0, 19),
        data: { access_token, expires, refresh_token, scope, token_type },
      };
    },
    /** The API answers 401 to every access token issued so far (as after they expire). */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.revoked = true;
    },
    /** Spends every refresh token (the merchant has to connect again). */
    revokeEverything(merchantId: number) {
      revokeMerchant(merchantId);
    },
    /** The next `count` requests are answered with `status` (and `Retry-After`, for 429s). */
    answerNext(count: number, status: number, retryAfter?: string) {
      for (let i = 0; i < count; i++) queued.push({ status, ...(retryAfter === undefined ? {} : { retryAfter }) });
    },
    denyNextAuthorization() {
      denyNextAuthorization = true;
    },
    slowTokenEndpoint(ms: number) {
      tokenDelayMs = ms;
    },
    /** How many refresh grants were asked for. */
    get refreshCount() {
      return refreshCount;
    },
    apiRequests: () => received.filter((entry) => entry.path.startsWith('/admin/v2/')),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
export type SallaStandIn = Awaited<ReturnType<typeof startSallaStandIn>>;
