import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { storeConnections } from '../db/schema/store-connections.ts';
import type { BrandRow } from '../db/factories.ts';
import { signSallaBody } from '../integrations/salla/salla-oauth.ts';
import { startCsCartStandIn, type CsCartStandIn } from './cs-cart-stand-in.ts';
import { startSallaStandIn, type SallaStandIn } from './salla-stand-in.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const WEBHOOK_SECRET = 'salla-webhook-secret-for-tests';

export interface StoreTestApp {
  t: TestApp;
  salla: SallaStandIn;
  csCart: CsCartStandIn;
  close(): Promise<void>;
}

/** The real app with Salla pointed at a local stand-in, and a CS-Cart stand-in to connect brands to. */
export async function createStoreTestApp(env: Record<string, string> = {}): Promise<StoreTestApp> {
  const salla = await startSallaStandIn();
  const csCart = await startCsCartStandIn();
  const t = await createTestApp({
    env: {
      SALLA_API_URL: salla.url,
      SALLA_ACCOUNTS_URL: salla.url,
      SALLA_CLIENT_ID: salla.clientId,
      SALLA_CLIENT_SECRET: salla.clientSecret,
      SALLA_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...env,
    },
  });
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
    },
  });
  return { merchantId, accessToken: issued.access_token };
}

export async function connectCsCart(s: StoreTestApp, brand: BrandRow) {
  await s.t.app.storeConnections.adoptCsCart(brand.id, {
    storeUrl: s.csCart.url,
    email: s.csCart.email,
    apiKey: s.csCart.apiKey,
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
