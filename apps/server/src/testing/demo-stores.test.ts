import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import type { OrderView, ShopperOrderListResponse } from '@tawasul/contracts/orders';
import { loadConfig } from '../config.ts';
import { DEMO_ADMIN, DEMO_CUSTOMERS, DEMO_PASSWORD } from '../db/seed/demo-data.ts';
import { seedDemoData } from '../db/seed/seed.ts';
import { signInWithPassword } from './auth-flows.ts';
import { startDemoStores, type DemoStores } from './demo-stores.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let demo: DemoStores;
let t: TestApp;

beforeAll(async () => {
  demo = await startDemoStores(loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32) }));
  const { salla } = demo.config;
  t = await createTestApp({
    env: {
      SALLA_API_URL: salla.apiUrl,
      SALLA_ACCOUNTS_URL: salla.accountsUrl,
      SALLA_CLIENT_ID: salla.clientId!,
      SALLA_CLIENT_SECRET: salla.clientSecret!,
    },
  });
  await seedDemoData(t.database.db, t.clock);
  await demo.wire(t.app.storeConnections, (message, error) => {
    throw new Error(`${message}: ${String(error)}`);
  });
});
afterAll(async () => {
  await t.close();
  await demo.close();
});

async function track(widgetId: string, reference: string): Promise<OrderView> {
  const guest = await t.request({
    method: 'POST',
    url: `/api/public/brands/${widgetId}/guests`,
    payload: { name: 'Demo' },
  });
  const { token } = guest.json<{ token: string }>();
  const response = await t.request({
    method: 'GET',
    url: `/api/public/brands/${widgetId}/orders/${reference}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderView>();
}

describe('the demo stores', () => {
  it('connect the demo brands to the stand-ins, so the README’s order numbers can be tracked', async () => {
    expect(await track('demo-nakheel', demo.orderNumbers.nakheel)).toMatchObject({
      platform: 'salla',
      status: 'processing',
      trackingUrl: `${demo.sallaUrl}/track/${demo.orderNumbers.nakheel}`,
    });
    expect(await track('demo-qamar', demo.orderNumbers.qamar)).toMatchObject({
      platform: 'cs_cart',
      status: 'order_received',
    });
    const { cookie } = await signInWithPassword(t, DEMO_ADMIN.email, DEMO_PASSWORD);
    const brands = (await t.request({ method: 'GET', url: '/api/brands', cookie })).json<{ items: BrandResponse[] }>();
    expect(brands.items.map((brand) => [brand.widgetId, brand.orderManager, brand.connectionStatus]).sort()).toEqual([
      ['demo-nakheel', 'salla', 'connected'],
      ['demo-qamar', 'cs_cart', 'connected'],
    ]);
  });

  it('give every demo customer orders in both stores', async () => {
    for (const customer of DEMO_CUSTOMERS) {
      const { cookie } = await signInWithPassword(t, customer.email, DEMO_PASSWORD);
      for (const widgetId of ['demo-nakheel', 'demo-qamar']) {
        const response = await t.request({ method: 'GET', url: '/api/shopper/orders', query: { widgetId }, cookie });
        expect(response.statusCode, response.body).toBe(200);
        expect(
          response.json<ShopperOrderListResponse>().items.length,
          `${customer.email} at ${widgetId}`,
        ).toBeGreaterThan(0);
      }
    }
  });

  it('can be wired again at the next start', async () => {
    await demo.wire(t.app.storeConnections, (message) => {
      throw new Error(message);
    });
    expect((await track('demo-nakheel', '2500102')).status).toBe('delivered');
  });

  it('never start in production', async () => {
    const production = { ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32) }), isProduction: true };
    await expect(startDemoStores(production)).rejects.toThrow('never run in production');
  });
});
