import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { storeConnections } from '../db/schema/store-connections.ts';
import type { BrandRow } from '../db/factories.ts';
import { signSallaBody } from '../integrations/salla/salla-oauth.ts';
import { startCsCartStandIn, type CsCartStandIn } from './cs-cart-stand-in.ts';
import { startSallaStandIn, type SallaStandIn } from './salla-stand-in.ts';
import { authOf, type Credentials } from './chat-flows.ts';
import { cookieHeader, createTestApp, type TestApp } from './test-app.ts';

export const WEBHOOK_SECRET = 'salla-webhook-secret-for-tests';

export interface StoreTestApp {
  t: TestApp;
  salla: SallaStandIn;
  csCart: CsCartStandIn;
  close(): Promise<void>;
}

/** The real app with Salla pointed at a local stand-in, and a CS-Cart stand-in to connect brands to. */
export async function createStoreTestApp(
  env: Record<string, string> = {},
  /** More local origins store calls may reach (a test's own servers). */
  privateOrigins: string[] = [],
): Promise<StoreTestApp> {
  // The stand-ins keep the app's (manual) time: token expiries and webhook times follow the test's clock.
  const time: { clock?: TestApp['clock'] } = {};
  const now = () => time.clock?.now() ?? new Date();
  const salla = await startSallaStandIn({ now });
  const csCart = await startCsCartStandIn({ now });
  const t = await createTestApp({
    env: {
      SALLA_API_URL: salla.url,
      SALLA_ACCOUNTS_URL: salla.url,
      SALLA_CLIENT_ID: salla.clientId,
      SALLA_CLIENT_SECRET: salla.clientSecret,
      SALLA_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STORE_PRIVATE_ORIGINS: [salla.url, csCart.url, ...privateOrigins].join(','),
      ...env,
    },
  });
  time.clock = t.clock;
  return {
    t,
    salla,
    csCart,
    async close() {
      await t.close();
      await Promise.all([salla.close(), csCart.close()]);
    },
  };
}

/** Connects a brand to a Salla merchant of the stand-in (a new one unless named), as the demo wiring does. */
export async function connectSalla(s: StoreTestApp, brand: BrandRow, merchantId = s.salla.createMerchant()) {
  const issued = s.salla.issueTokens(merchantId);
  await s.t.app.storeConnections.adoptSallaTokens(brand.id, {
    merchantId: String(merchantId),
    storeName: 'Stand-in store',
    tokens: {
      accessToken: issued.access_token,
      refreshToken: issued.refresh_token,
      expiresAt: new Date(issued.expires * 1000),
      scope: issued.scope,
    },
  });
  return { merchantId, accessToken: issued.access_token };
}

export async function connectCsCart(s: StoreTestApp, brand: BrandRow) {
  await s.t.app.storeConnections.adoptCsCart(brand.id, {
    storeUrl: s.csCart.url,
    email: s.csCart.email,
    apiKey: s.csCart.apiKey,
    currency: s.csCart.currency,
  });
}

export async function storedConnection(t: TestApp, brandId: string) {
  const [row] = await t.database.db.select().from(storeConnections).where(eq(storeConnections.brandId, brandId));
  return row;
}

/** `POST /api/integrations/salla/webhook` with a body and a signature (or none). */
export function postSallaWebhook(
  t: TestApp,
  body: string,
  signature: string | null = signSallaBody(body, WEBHOOK_SECRET),
): Promise<LightMyRequestResponse> {
  return t.request({
    method: 'POST',
    url: '/api/integrations/salla/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'x-salla-signature': signature }) },
  });
}

let trackingAddress = 0;

/**
 * `POST /api/public/brands/:widgetId/orders/track` as a shopper (guest token, customer bearer token or cookie),
 * from an address of its own unless one is given (tracking is limited per brand and address).
 */
export function trackOrder(
  t: TestApp,
  who: Credentials | null,
  brand: Pick<BrandRow, 'widgetId'>,
  body: { reference: string; phone?: string; email?: string },
  { headers = {}, remoteAddress }: { headers?: Record<string, string>; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  trackingAddress += 1;
  return t.request({
    method: 'POST',
    url: `/api/public/brands/${brand.widgetId}/orders/track`,
    payload: body,
    remoteAddress: remoteAddress ?? `10.200.${(trackingAddress >> 8) & 255}.${trackingAddress & 255}`,
    ...(who ? authOf(who) : {}),
    headers: { ...(who && 'token' in who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
  });
}

/**
 * Asks for the authorize URL in a browser (its cookie), lets the stand-in approve, and gives the callback's query
 * (the state as Salla sends it back: hyphens stripped) and the nonce cookie the browser holds.
 */
export async function approveInSalla(
  s: StoreTestApp,
  brand: Pick<BrandRow, 'id'>,
  cookie: string,
): Promise<{ query: URLSearchParams; nonceCookie: string }> {
  const authorize = await s.t.request({ method: 'GET', url: `/api/brands/${brand.id}/salla/authorize`, cookie });
  if (authorize.statusCode !== 200) throw new Error(`authorize answered ${authorize.statusCode}: ${authorize.body}`);
  const nonceCookie = cookieHeader(authorize);
  const approved = await fetch(authorize.json<{ url: string }>().url, { redirect: 'manual' });
  return { query: new URL(approved.headers.get('location')!).searchParams, nonceCookie };
}

/** Salla's redirect back to the callback, in a browser holding `cookie`. */
export function sallaCallback(t: TestApp, query: URLSearchParams | string, cookie?: string) {
  return t.request({ method: 'GET', url: `/api/integrations/salla/callback?${query.toString()}`, cookie });
}
