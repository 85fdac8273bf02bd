import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { ERROR_CATALOG } from '@tawasul/contracts/errors';
import { SALLA_POPUP_MESSAGES, type OrderView } from '@tawasul/contracts/orders';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signSallaBody } from '../../integrations/salla/salla-oauth.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { authorizationMatrix, backOfficeCast, signedIn, statuses, type Cast } from '../../testing/back-office.ts';
import { authOf, newGuest } from '../../testing/chat-flows.ts';
import { expectError } from '../../testing/chat-scenarios.ts';
import {
  connectSalla,
  createStoreTestApp,
  postSallaWebhook,
  storedConnection,
  WEBHOOK_SECRET,
  type StoreTestApp,
} from '../../testing/store-requests.ts';
import { createTestApp, TEST_ORIGIN } from '../../testing/test-app.ts';

let s: StoreTestApp;
let cast: Cast;

beforeAll(async () => {
  s = await createStoreTestApp();
  cast = await backOfficeCast(s.t);
});
afterAll(() => s.close());

const brandOf = async (id: string): Promise<BrandResponse> => {
  const response = await s.t.request({ method: 'GET', url: `/api/brands/${id}`, cookie: cast.admin.cookie });
  return response.json<BrandResponse>();
};

const track = async (brand: BrandRow, reference: string) => {
  const guest = await newGuest(s.t, brand);
  return s.t.request({
    method: 'GET',
    url: `/api/public/brands/${brand.widgetId}/orders/${reference}`,
    ...authOf(guest),
  });
};

/** Asks for the authorize URL as the brand's manager, lets the stand-in approve, and returns the callback's query. */
async function approveInSalla(brand: BrandRow, cookie: string): Promise<URLSearchParams> {
  const authorize = await s.t.request({ method: 'GET', url: `/api/brands/${brand.id}/salla/authorize`, cookie });
  expect(authorize.statusCode, authorize.body).toBe(200);
  const approved = await fetch(authorize.json<{ url: string }>().url, { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const callback = new URL(approved.headers.get('location')!);
  expect(callback.origin + callback.pathname).toBe(`${TEST_ORIGIN}/api/integrations/salla/callback`);
  return callback.searchParams;
}

const callback = (query: URLSearchParams | string) =>
  s.t.request({ method: 'GET', url: `/api/integrations/salla/callback?${query.toString()}` });

describe('connecting a brand to Salla from the popup', () => {
  it('builds the authorize URL with the client, the callback, the scopes and a signed state', async () => {
    const brand = await insertBrand(s.t.database.db);
    const response = await s.t.request({
      method: 'GET',
      url: `/api/brands/${brand.id}/salla/authorize`,
      cookie: cast.admin.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    const url = new URL(response.json<{ url: string }>().url);
    expect(url.origin + url.pathname).toBe(`${s.salla.url}/oauth2/auth`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: s.salla.clientId,
      response_type: 'code',
      redirect_uri: `${TEST_ORIGIN}/api/integrations/salla/callback`,
      scope: 'offline_access orders.read customers.read',
    });
    expect(url.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
  });

  it('exchanges the code, stores the tokens sealed, connects the brand and answers a page that tells its opener', async () => {
    const brand = await insertBrand(s.t.database.db);
    const manager = await signedIn(s.t, { role: 'brand_manager', brandId: brand.id });
    const page = await callback(await approveInSalla(brand, manager.cookie));

    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    // No inline script: the page loads its script from our origin, which the Content-Security-Policy allows.
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>/);
    expect(page.body).toContain('<script src="/api/integrations/salla/popup.js"></script>');
    expect(page.body).toContain('data-status="connected"');
    expect(page.body).toContain(`data-opener-origin="${TEST_ORIGIN}"`);
    expect(page.body).toContain('تم الربط مع سلة');

    const script = await s.t.request({ method: 'GET', url: '/api/integrations/salla/popup.js' });
    expect(script.headers['content-type']).toContain('text/javascript');
    expect(script.body).toContain(SALLA_POPUP_MESSAGES.connected);
    expect(script.body).toContain('postMessage(message, origin)');

    expect(await brandOf(brand.id)).toMatchObject({ orderManager: 'salla', connectionStatus: 'connected' });
    const row = await storedConnection(s.t, brand.id);
    expect(row).toMatchObject({ platform: 'salla', storeName: expect.stringMatching(/^Store /) });
    expect(row!.merchantId).toMatch(/^\d+$/);
    expect(row!.tokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000);

    // The brand's orders can be tracked, with the token Salla issued; the database holds it only sealed.
    const tracked = await track(brand, '2500104');
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json<OrderView>()).toMatchObject({ reference: '2500104', status: 'awaiting_confirmation' });
    const bearer = s.salla.apiRequests().at(-1)!.authorization!.replace('Bearer ', '');
    expect(row!.accessTokenEncrypted).toMatch(/^v1\./);
    expect(row!.accessTokenEncrypted).not.toContain(bearer);
    expect(row!.refreshTokenEncrypted).toMatch(/^v1\./);
  });

  it('answers the popup with the reason when the link is forged or too old, the merchant declines or the code is spent', async () => {
    const brand = await insertBrand(s.t.database.db);
    const query = await approveInSalla(brand, cast.admin.cookie);

    const forged = new URLSearchParams(query);
    forged.set('state', `${query.get('state')!.split('.')[0]}.AAAA`);
    const forgedPage = await callback(forged);
    expect(forgedPage.statusCode).toBe(400);
    expect(forgedPage.body).toContain('data-code="SALLA_LINK_EXPIRED"');
    expect(forgedPage.body).toContain(ERROR_CATALOG.SALLA_LINK_EXPIRED.ar);

    s.t.clock.advance(16 * 60 * 1000);
    expect((await callback(query)).body).toContain('data-code="SALLA_LINK_EXPIRED"');
    s.t.clock.advance(-16 * 60 * 1000);

    s.salla.denyNextAuthorization();
    const declined = await callback(await approveInSalla(brand, cast.admin.cookie));
    expect(declined.body).toContain('data-code="SALLA_AUTHORIZATION_DENIED"');
    expect(declined.body).toContain(`data-opener-origin="${TEST_ORIGIN}"`);

    const fresh = await approveInSalla(brand, cast.admin.cookie);
    expect((await callback(fresh)).statusCode).toBe(200);
    const spent = await callback(fresh);
    expect(spent.statusCode).toBe(502);
    expect(spent.body).toContain('data-code="SALLA_AUTHORIZATION_FAILED"');
  });

  it('reports to the portal that asked, also when a same-origin request carries no Origin', async () => {
    const brand = await insertBrand(s.t.database.db);
    const authorize = await s.t.app.inject({
      method: 'GET',
      url: `/api/brands/${brand.id}/salla/authorize`,
      headers: { cookie: cast.admin.cookie, host: 'localhost:3000' },
    });
    expect(authorize.statusCode, authorize.body).toBe(200);
    const approved = await fetch(authorize.json<{ url: string }>().url, { redirect: 'manual' });
    const page = await callback(new URL(approved.headers.get('location')!).searchParams);
    expect(page.body).toContain(`data-opener-origin="${TEST_ORIGIN}"`);
  });

  it('refuses a brand whose order manager is CS-Cart', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'cs_cart' });
    const response = await s.t.request({
      method: 'GET',
      url: `/api/brands/${brand.id}/salla/authorize`,
      cookie: cast.admin.cookie,
    });
    expectError(response, 'ORDER_MANAGER_FIXED');
  });

  describe('who may connect', () => {
    authorizationMatrix(
      () => s.t,
      () => cast,
      [
        {
          name: 'GET /api/brands/:id/salla/authorize',
          request: () => ({ method: 'GET', url: `/api/brands/${cast.brand.id}/salla/authorize` }),
          expected: statuses(200),
        },
        {
          name: 'POST /api/brands/:id/cs-cart/test',
          request: () => ({
            method: 'POST',
            url: `/api/brands/${cast.brand.id}/cs-cart/test`,
            payload: { storeUrl: s.csCart.url, email: s.csCart.email, apiKey: s.csCart.apiKey },
          }),
          expected: statuses(200),
        },
      ],
    );
  });
});

describe('a server without a Salla app', () => {
  it('answers 503 SALLA_NOT_CONFIGURED', async () => {
    const bare = await createTestApp();
    try {
      const brand = await insertBrand(bare.database.db);
      const { cookie } = await signedIn(bare, { role: 'admin' });
      const response = await bare.request({ method: 'GET', url: `/api/brands/${brand.id}/salla/authorize`, cookie });
      expectError(response, 'SALLA_NOT_CONFIGURED');
      expectError(await postSallaWebhook(bare, '{}'), 'SALLA_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
  });
});

describe("Salla's app.store.authorize webhook (easy mode)", () => {
  it('replaces the tokens of the brand connected to the merchant when the signature is right', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId, accessToken } = await connectSalla(s, brand);
    const event = s.salla.authorizeEvent(merchantId);
    const body = JSON.stringify(event);

    const response = await postSallaWebhook(s.t, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, handled: true });

    const tracked = await track(brand, '2500105');
    expect(tracked.statusCode, tracked.body).toBe(200);
    const used = s.salla.apiRequests().at(-1)!.authorization;
    expect(used).toBe(`Bearer ${event.data.access_token}`);
    expect(used).not.toBe(`Bearer ${accessToken}`);
  });

  it('refuses a wrong or missing signature and changes nothing', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId } = await connectSalla(s, brand);
    const before = await storedConnection(s.t, brand.id);
    const body = JSON.stringify(s.salla.authorizeEvent(merchantId));

    const cases = {
      'another secret': signSallaBody(body, 'not-the-secret'),
      'another body': signSallaBody(`${body} `, WEBHOOK_SECRET),
      'not hex': 'z'.repeat(64),
      'too short': signSallaBody(body, WEBHOOK_SECRET).slice(0, 40),
      missing: null,
    };
    for (const [name, signature] of Object.entries(cases)) {
      const response = await postSallaWebhook(s.t, body, signature);
      expect(response.statusCode, name).toBe(401);
      expect(errorOf(response)).toEqual({
        code: 'WEBHOOK_SIGNATURE_INVALID',
        message: ERROR_CATALOG.WEBHOOK_SIGNATURE_INVALID.en,
      });
    }
    expect(await storedConnection(s.t, brand.id)).toEqual(before);
  });

  it('acknowledges events it has nothing to do with: another event, a merchant no brand is connected to', async () => {
    const other = JSON.stringify({ event: 'order.created', merchant: 1, data: { id: 5 } });
    expect((await postSallaWebhook(s.t, other)).json()).toEqual({ ok: true, handled: false });
    const stranger = JSON.stringify(s.salla.authorizeEvent(s.salla.createMerchant()));
    expect((await postSallaWebhook(s.t, stranger)).json()).toEqual({ ok: true, handled: false });
    expectError(await postSallaWebhook(s.t, 'not json'), 'VALIDATION_FAILED');
  });

  it('brings a brand whose tokens Salla revoked back to connected', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId } = await connectSalla(s, brand);
    s.salla.revokeEverything(merchantId);
    expectError(await track(brand, '2500106'), 'ORDER_TRACKING_FAILED');
    expect((await brandOf(brand.id)).connectionStatus).toBe('failed');

    expect((await postSallaWebhook(s.t, JSON.stringify(s.salla.authorizeEvent(merchantId)))).statusCode).toBe(200);
    expect((await brandOf(brand.id)).connectionStatus).toBe('connected');
    expect((await track(brand, '2500106')).statusCode).toBe(200);
  });
});

describe('connecting a brand to CS-Cart', () => {
  const body = () => ({ storeUrl: s.csCart.url, email: s.csCart.email, apiKey: s.csCart.apiKey });
  const test = (brand: BrandRow, payload: object, cookie = cast.admin.cookie) =>
    s.t.request({ method: 'POST', url: `/api/brands/${brand.id}/cs-cart/test`, payload, cookie });
  const save = (brand: BrandRow, payload: object, cookie = cast.admin.cookie) =>
    s.t.request({ method: 'PUT', url: `/api/brands/${brand.id}/cs-cart`, payload, cookie });

  /** A port nothing listens on. */
  async function closedPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('tests the store without saving anything, and names it', async () => {
    const brand = await insertBrand(s.t.database.db);
    const response = await test(brand, body());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, storeName: 'Qamar Electronics' });
    const request = s.csCart.apiRequests().find((entry) => entry.path === '/api/orders')!;
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${s.csCart.email}:${s.csCart.apiKey}`).toString('base64')}`,
    );
    expect(await brandOf(brand.id)).toMatchObject({ orderManager: null, connectionStatus: 'not_connected' });
    expect(await storedConnection(s.t, brand.id)).toBeUndefined();
  });

  it('says clearly why a store does not answer: unreachable, wrong credentials, not a CS-Cart API', async () => {
    const brand = await insertBrand(s.t.database.db);
    const html = createServer((_request, response) =>
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>A shop</body></html>'),
    );
    await new Promise<void>((resolve) => html.listen(0, '127.0.0.1', resolve));
    try {
      const cases = [
        [{ ...body(), storeUrl: `http://127.0.0.1:${await closedPort()}` }, 'STORE_UNREACHABLE'],
        [{ ...body(), apiKey: 'wrong-key' }, 'STORE_CREDENTIALS_REJECTED'],
        [{ ...body(), email: 'someone@qamar.test' }, 'STORE_CREDENTIALS_REJECTED'],
        [{ ...body(), storeUrl: `http://127.0.0.1:${(html.address() as AddressInfo).port}` }, 'STORE_NOT_CS_CART'],
        // JSON, but Salla's: no order list at /api/orders.
        [{ ...body(), storeUrl: s.salla.url }, 'STORE_NOT_CS_CART'],
      ] as const;
      for (const [payload, code] of cases) {
        expectError(await test(brand, payload), code);
        expectError(await save(brand, payload), code);
      }
      const arabic = await s.t.request({
        method: 'POST',
        url: `/api/brands/${brand.id}/cs-cart/test`,
        payload: { ...body(), apiKey: 'wrong-key' },
        cookie: cast.admin.cookie,
        headers: { 'accept-language': 'ar' },
      });
      expect(errorOf(arabic).message).toBe(ERROR_CATALOG.STORE_CREDENTIALS_REJECTED.ar);
      expectError(await test(brand, { ...body(), storeUrl: 'ftp://store.test' }), 'VALIDATION_FAILED');
      expect(await storedConnection(s.t, brand.id)).toBeUndefined();
    } finally {
      await new Promise((resolve) => html.close(resolve));
    }
  });

  it('saves a store that answers (the key sealed), connects the brand, and its orders can be tracked', async () => {
    const brand = await insertBrand(s.t.database.db);
    const response = await save(brand, { ...body(), storeUrl: `${s.csCart.url}/api/` });
    expect(response.statusCode, response.body).toBe(200);
    expect(await brandOf(brand.id)).toMatchObject({ orderManager: 'cs_cart', connectionStatus: 'connected' });
    const row = await storedConnection(s.t, brand.id);
    expect(row).toMatchObject({ platform: 'cs_cart', storeUrl: s.csCart.url, accountEmail: s.csCart.email });
    expect(row!.apiKeyEncrypted).toMatch(/^v1\./);
    expect(row!.apiKeyEncrypted).not.toContain(s.csCart.apiKey);

    const tracked = await track(brand, '10403');
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json<OrderView>()).toMatchObject({ reference: '10403', platform: 'cs_cart', status: 'completed' });
  });

  it('refuses a brand whose order manager is Salla, and keeps other brands’ ids unconfirmed', async () => {
    const salla = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    expectError(await test(salla, body()), 'ORDER_MANAGER_FIXED');
    expectError(await save(salla, body()), 'ORDER_MANAGER_FIXED');
    expectError(await save(cast.brand, body(), cast.otherManager.cookie), 'BRAND_NOT_FOUND');
    expectError(await save(cast.brand, body(), cast.agent.cookie), 'FORBIDDEN');
  });
});
