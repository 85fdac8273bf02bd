import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import type { AddressInfo } from 'node:net';
import type { OrderView, SallaInstallationListResponse, ShopperOrderListResponse } from '@tawasul/contracts/orders';
import { loadConfig } from '../config.ts';
import { DEMO_ADMIN, DEMO_CUSTOMERS, DEMO_PASSWORD } from '../demo/seed/demo-data.ts';
import { seedDemoData } from '../demo/seed/seed.ts';
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
      SALLA_WEBHOOK_SECRET: salla.webhookSecret!,
      STORE_PRIVATE_ORIGINS: demo.config.storePrivateOrigins.join(','),
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

/** A guest tracks a demo order, giving the phone it was placed with (Noura's and Hamad's, README). */
async function track(widgetId: string, reference: string, phone: string): Promise<OrderView> {
  const guest = await t.request({
    method: 'POST',
    url: `/api/public/brands/${widgetId}/guests`,
    payload: { name: 'Demo' },
  });
  const { token } = guest.json<{ token: string }>();
  const response = await t.request({
    method: 'POST',
    url: `/api/public/brands/${widgetId}/orders/track`,
    payload: { reference, phone },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderView>();
}

describe('the demo stores', () => {
  it('connect the demo brands to the stand-ins, so the README’s order numbers can be tracked', async () => {
    expect(await track('demo-nakheel', demo.orderNumbers.nakheel, demo.orderPhones.nakheel)).toMatchObject({
      platform: 'salla',
      status: 'processing',
      trackingUrl: `https://carrier.example/track/${demo.orderNumbers.nakheel}`,
    });
    expect(await track('demo-qamar', demo.orderNumbers.qamar, demo.orderPhones.qamar)).toMatchObject({
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

  it('let a store install the app from the Salla stand-in (Easy Mode): it waits for an admin to assign it', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const install = (body: object) =>
      fetch(`${demo.sallaUrl}/_stand-in/installs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Before the server says where it listens, the stand-in has no webhook to tell.
    expect((await install({ name: 'Waha Perfumes', domain: 'https://waha.example' })).status).toBe(409);
    demo.listening(`http://127.0.0.1:${port}`);
    expect((await install({ name: 'Waha Perfumes', domain: 'waha.example' })).status).toBe(400);

    const installed = await install({ name: 'Waha Perfumes', domain: 'https://waha.example' });
    const { merchant, webhook } = (await installed.json()) as { merchant: number; webhook: unknown };
    expect(webhook).toEqual({ status: 200, body: { ok: true, handled: true } });
    const { cookie } = await signInWithPassword(t, DEMO_ADMIN.email, DEMO_PASSWORD);
    const waiting = await t.request({ method: 'GET', url: '/api/salla/installations', cookie });
    expect(waiting.json<SallaInstallationListResponse>().items).toEqual([
      expect.objectContaining({
        merchantId: String(merchant),
        storeName: 'Waha Perfumes',
        storeDomain: 'https://waha.example',
      }),
    ]);
  });

  it('can be wired again at the next start', async () => {
    await demo.wire(t.app.storeConnections, (message) => {
      throw new Error(message);
    });
    expect((await track('demo-nakheel', '2500102', '+966550000102')).status).toBe('delivered');
  });

  it('never start in production', async () => {
    const production = { ...loadConfig({ NODE_ENV: 'test', AUTH_SECRET: 'a'.repeat(32) }), isProduction: true };
    await expect(startDemoStores(production)).rejects.toThrow('never run in production');
  });
});
