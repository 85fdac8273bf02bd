import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { ERROR_CATALOG } from '@tawasul/contracts/errors';
import { SALLA_POPUP_MESSAGES, type OrderView } from '@tawasul/contracts/orders';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signSallaBody } from '../../integrations/salla/salla-oauth.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { authorizationMatrix, backOfficeCast, signedIn, statuses, type Cast } from '../../testing/back-office.ts';
import { newGuest } from '../../testing/chat-flows.ts';
import { expectError } from '../../testing/chat-scenarios.ts';
import {
  approveInSalla,
  connectSalla,
  createStoreTestApp,
  postSallaWebhook,
  sallaCallback,
  storedConnection,
  trackOrder,
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

const brandOf = async (id: string): Promise<BrandResponse> =>
  (await s.t.request({ method: 'GET', url: `/api/brands/${id}`, cookie: cast.admin.cookie })).json<BrandResponse>();

/** Noura's order 2500104 as a guest who gives her phone (every merchant of the stand-in has the demo orders). */
const track = async (brand: BrandRow, reference = '2500104') =>
  trackOrder(s.t, await newGuest(s.t, brand), brand, { reference, phone: '+966550000104' });

describe('connecting a brand to Salla from the popup (Custom Mode)', () => {
  it('connects in 10 of 10 tries although Salla strips the hyphens from the state it sends back', async () => {
    let connected = 0;
    const states: string[] = [];
    for (let i = 0; i < 10; i++) {
      const brand = await insertBrand(s.t.database.db);
      const manager = await signedIn(s.t, { role: 'brand_manager', brandId: brand.id });
      const { query, nonceCookie } = await approveInSalla(s, brand, manager.cookie);
      states.push(query.get('state')!);
      const page = await sallaCallback(s.t, query, `${manager.cookie}; ${nonceCookie}`);
      if (page.statusCode === 200 && page.body.includes('data-status="connected"')) connected += 1;
      if ((await track(brand)).statusCode === 200) expect((await brandOf(brand.id)).connectionStatus).toBe('connected');
    }
    expect(connected).toBe(10);
    expect(states.every((state) => /^[0-9a-f]{40}$/.test(state))).toBe(true);
  });

  it('asks for the scopes it uses only, and answers a page that tells its opener', async () => {
    const brand = await insertBrand(s.t.database.db);
    const authorize = await s.t.request({
      method: 'GET',
      url: `/api/brands/${brand.id}/salla/authorize`,
      cookie: cast.admin.cookie,
    });
    const url = new URL(authorize.json<{ url: string }>().url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: s.salla.clientId,
      response_type: 'code',
      redirect_uri: `${TEST_ORIGIN}/api/integrations/salla/callback`,
      scope: 'offline_access orders.read',
    });
    const cookie = String(authorize.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toContain('Path=/api/integrations/salla/callback');

    const { query, nonceCookie } = await approveInSalla(s, brand, cast.admin.cookie);
    const page = await sallaCallback(s.t, query, nonceCookie);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.body).not.toMatch(/<script>/);
    expect(page.body).toContain('<script src="/api/integrations/salla/popup.js"></script>');
    expect(page.body).toContain(`data-opener-origin="${TEST_ORIGIN}"`);
    expect(page.body).toContain('تم الربط مع سلة');
    const script = await s.t.request({ method: 'GET', url: '/api/integrations/salla/popup.js' });
    expect(script.body).toContain(SALLA_POPUP_MESSAGES.connected);

    const row = await storedConnection(s.t, brand.id);
    expect(row).toMatchObject({ platform: 'salla', scope: 'offline_access orders.read' });
    expect(row!.accessTokenEncrypted).toMatch(/^v1\./);
  });

  it('works only in the browser that started it, and only once', async () => {
    const brand = await insertBrand(s.t.database.db);
    const { query, nonceCookie } = await approveInSalla(s, brand, cast.admin.cookie);
    // Sent to someone else (a merchant tricked into approving): no nonce, or another browser's.
    const other = await approveInSalla(s, brand, cast.admin.cookie);
    for (const cookie of [undefined, other.nonceCookie.replace(/=[0-9a-f]+/, '=00')]) {
      const page = await sallaCallback(s.t, query, cookie);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('data-code="SALLA_LINK_EXPIRED"');
      expect(page.body).toContain(ERROR_CATALOG.SALLA_LINK_EXPIRED.ar);
    }
    expect((await sallaCallback(s.t, query, nonceCookie)).statusCode).toBe(200);
    expect((await sallaCallback(s.t, query, nonceCookie)).body).toContain('data-code="SALLA_LINK_EXPIRED"');
    // Too old.
    const late = await approveInSalla(s, brand, cast.admin.cookie);
    s.t.clock.advance(16 * 60 * 1000);
    expect((await sallaCallback(s.t, late.query, late.nonceCookie)).body).toContain('data-code="SALLA_LINK_EXPIRED"');
    s.salla.denyNextAuthorization();
    const declined = await approveInSalla(s, brand, cast.admin.cookie);
    expect((await sallaCallback(s.t, declined.query, declined.nonceCookie)).body).toContain(
      'data-code="SALLA_AUTHORIZATION_DENIED"',
    );
  });

  it('refuses a brand whose order manager is CS-Cart, and a server without a Salla app', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'cs_cart' });
    expectError(
      await s.t.request({ method: 'GET', url: `/api/brands/${brand.id}/salla/authorize`, cookie: cast.admin.cookie }),
      'ORDER_MANAGER_FIXED',
    );
    const bare = await createTestApp();
    try {
      const other = await insertBrand(bare.database.db);
      const { cookie } = await signedIn(bare, { role: 'admin' });
      const response = await bare.request({ method: 'GET', url: `/api/brands/${other.id}/salla/authorize`, cookie });
      expectError(response, 'SALLA_NOT_CONFIGURED');
      expectError(await postSallaWebhook(bare, '{}'), 'SALLA_NOT_CONFIGURED');
    } finally {
      await bare.close();
    }
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
      ],
    );
  });
});

describe('a store installing the app (Easy Mode, and from the App Store)', () => {
  const authorize = (merchantId: number, scope?: string) =>
    postSallaWebhook(s.t, JSON.stringify(s.salla.authorizeEvent(merchantId, scope)));

  it('connects the brand whose allowed domain is the store’s own domain, in 10 of 10 installs', async () => {
    let connected = 0;
    for (let i = 0; i < 10; i++) {
      const brand = await insertBrand(s.t.database.db, { allowedDomains: [`dates-shop-${i}.example`] });
      const merchantId = s.salla.createMerchant(`Dates shop ${i}`, `https://www.dates-shop-${i}.example`);
      const response = await authorize(merchantId);
      expect(response.json()).toEqual({ ok: true, handled: true });
      expect(await brandOf(brand.id)).toMatchObject({ orderManager: 'salla', connectionStatus: 'connected' });
      expect((await track(brand)).json<OrderView>()).toMatchObject({ reference: '2500104' });
      connected++;
    }
    expect(connected).toBe(10);
  });

  it('keeps a store no brand names pending, and an admin assigns it to a brand', async () => {
    const merchantId = s.salla.createMerchant('Shared host store');
    expect((await authorize(merchantId)).json()).toEqual({ ok: true, handled: true });
    const list = await s.t.request({
      method: 'GET',
      url: '/api/salla/installations',
      query: { search: 'shared host' },
      cookie: cast.admin.cookie,
    });
    expect(list.json()).toMatchObject({
      total: 1,
      items: [
        {
          merchantId: String(merchantId),
          storeName: 'Shared host store',
          storeDomain: expect.stringContaining('salla.sa'),
        },
      ],
    });
    const brand = await insertBrand(s.t.database.db);
    const assign = (cookie: string, brandId = brand.id) =>
      s.t.request({
        method: 'POST',
        url: `/api/salla/installations/${merchantId}/assign`,
        payload: { brandId },
        cookie,
      });
    expectError(await assign(cast.manager.cookie), 'FORBIDDEN');
    expect((await assign(cast.admin.cookie)).statusCode).toBe(200);
    expect((await track(brand)).statusCode).toBe(200);
    expectError(await assign(cast.admin.cookie), 'SALLA_INSTALLATION_NOT_FOUND');
  });

  it('takes a merchant arriving on the callback with Salla’s own state as an install, without a browser nonce', async () => {
    const brand = await insertBrand(s.t.database.db, { allowedDomains: ['app-store-shop.example'] });
    const merchantId = s.salla.createMerchant('App Store shop', 'https://app-store-shop.example');
    const landing = new URL(s.salla.appStoreInstall(merchantId, `${TEST_ORIGIN}/api/integrations/salla/callback`));
    const page = await sallaCallback(s.t, landing.searchParams);
    expect(page.statusCode, page.body).toBe(200);
    expect((await brandOf(brand.id)).connectionStatus).toBe('connected');
    const stranger = s.salla.createMerchant('Nobody’s');
    const pending = await sallaCallback(
      s.t,
      new URL(s.salla.appStoreInstall(stranger, `${TEST_ORIGIN}/api/integrations/salla/callback`)).searchParams,
    );
    expect(pending.body).toContain('data-status="pending"');
  });

  it('refreshes the tokens of the brand already tied to the store, ignoring an older event replayed', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId } = await connectSalla(s, brand);
    s.t.clock.advance(60_000);
    const older = JSON.stringify(s.salla.authorizeEvent(merchantId));
    s.t.clock.advance(60_000);
    const newer = s.salla.authorizeEvent(merchantId);
    expect((await postSallaWebhook(s.t, JSON.stringify(newer))).json()).toEqual({ ok: true, handled: true });
    const stored = await storedConnection(s.t, brand.id);
    expect((await postSallaWebhook(s.t, older)).json()).toEqual({ ok: true, handled: false });
    expect((await postSallaWebhook(s.t, JSON.stringify(newer))).json()).toEqual({ ok: true, handled: false });
    expect(await storedConnection(s.t, brand.id)).toEqual(stored);
    await track(brand);
    expect(s.salla.apiRequests().at(-1)!.authorization).toBe(`Bearer ${newer.data.access_token}`);
  });

  it('says which scope is missing when the merchant granted too little', async () => {
    const brand = await insertBrand(s.t.database.db, { allowedDomains: ['few-scopes.example'] });
    await authorize(s.salla.createMerchant('Few scopes', 'https://few-scopes.example'), 'settings.read offline_access');
    expect(await brandOf(brand.id)).toMatchObject({ connectionStatus: 'failed', connectionProblem: 'scope' });
    const before = s.salla.refreshCount;
    expectError(await track(brand), 'ORDER_TRACKING_FAILED');
    expect(s.salla.refreshCount).toBe(before);
  });

  it('disconnects the store and erases its tokens on app.uninstalled, unless a reinstall came after it', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId } = await connectSalla(s, brand);
    s.t.clock.advance(60_000);
    const uninstall = JSON.stringify(s.salla.uninstallEvent(merchantId));
    expect((await postSallaWebhook(s.t, uninstall)).json()).toEqual({ ok: true, handled: true });
    expect(await brandOf(brand.id)).toMatchObject({ connectionStatus: 'not_connected', orderManager: 'salla' });
    expect(await storedConnection(s.t, brand.id)).toMatchObject({
      accessTokenEncrypted: null,
      refreshTokenEncrypted: null,
    });
    expectError(await track(brand), 'BRAND_NOT_CONNECTED');
    // The store installs again: the same brand is back; the old uninstall, replayed, changes nothing.
    s.t.clock.advance(60_000);
    expect((await authorize(merchantId)).json()).toEqual({ ok: true, handled: true });
    expect((await postSallaWebhook(s.t, uninstall)).json()).toEqual({ ok: true, handled: false });
    expect((await track(brand)).statusCode).toBe(200);
  });

  it('refuses a wrong or missing signature and changes nothing', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId } = await connectSalla(s, brand);
    const before = await storedConnection(s.t, brand.id);
    const body = JSON.stringify(s.salla.authorizeEvent(merchantId));
    for (const signature of [signSallaBody(body, 'not-the-secret'), signSallaBody(`${body} `, WEBHOOK_SECRET), null]) {
      const response = await postSallaWebhook(s.t, body, signature);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('WEBHOOK_SIGNATURE_INVALID');
    }
    expect(await storedConnection(s.t, brand.id)).toEqual(before);
    const other = JSON.stringify({ event: 'order.created', merchant: 1, data: { id: 5 } });
    expect((await postSallaWebhook(s.t, other)).json()).toEqual({ ok: true, handled: false });
    expectError(await postSallaWebhook(s.t, 'not json'), 'VALIDATION_FAILED');
  });
});
