import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCsCartStandIn, type CsCartStandIn } from '../../testing/cs-cart-stand-in.ts';
import { DEMO_CS_CART_ORDERS, DEMO_SHOPPERS } from '../../testing/store-stand-in-data.ts';
import { OrderStoreError } from '../order-store.ts';
import { createCsCartStore } from './cs-cart-store.ts';

let csCart: CsCartStandIn;

beforeAll(async () => {
  csCart = await startCsCartStandIn();
});
afterAll(() => csCart.close());

const store = (overrides: { storeUrl?: string; apiKey?: string; currency?: string } = {}) =>
  createCsCartStore({
    storeUrl: overrides.storeUrl ?? csCart.url,
    email: csCart.email,
    apiKey: overrides.apiKey ?? csCart.apiKey,
    currency: overrides.currency ?? 'SAR',
    privateOrigins: [csCart.url],
  });

const failureOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OrderStoreError);
  return (error as OrderStoreError).failure;
};

const referencesOf = (orders: { view: { reference: string } }[]) => orders.map((order) => order.view.reference);

describe("a customer's CS-Cart orders", () => {
  it('finds a phone-only customer’s orders by the phone filter, written any way at checkout', async () => {
    // Reem's orders carry "055 000 0103" and no e-mail; she signed up as +966550000103.
    const reems = DEMO_CS_CART_ORDERS.filter((order) => order.shopper === 'reem').map((order) => String(order.orderId));
    const orders = await store().listOrdersFor({ phone: '+966550000103' });
    expect(referencesOf(orders).sort()).toEqual(reems.sort());
    const asked = csCart.apiRequests().find((request) => request.query.phone);
    expect(asked?.query).toMatchObject({ phone: '550000103', sort_by: 'date', sort_order: 'desc' });
  });

  it("keeps only the contact's own orders: CS-Cart's filters are LIKE searches", async () => {
    // "ann@shop.example" is inside "joann@shop.example"; +966550000101 is inside a longer number.
    csCart.addOrders(
      { ...DEMO_CS_CART_ORDERS[0]!, orderId: 20_001, shopper: { ...DEMO_SHOPPERS.noura, email: 'joann@shop.example' } },
      { ...DEMO_CS_CART_ORDERS[0]!, orderId: 20_002, shopper: { ...DEMO_SHOPPERS.noura, email: 'ann@shop.example' } },
      {
        ...DEMO_CS_CART_ORDERS[0]!,
        orderId: 20_003,
        shopper: { ...DEMO_SHOPPERS.noura, email: null, csCartPhone: '+96655000010199' },
      },
    );
    expect(referencesOf(await store().listOrdersFor({ email: 'ann@shop.example' }))).toEqual(['20002']);
    const nouras = referencesOf(await store().listOrdersFor({ phone: '+966550000101' }));
    expect(nouras).not.toContain('20003');
    expect(nouras).toContain('10401');
  });

  it('lists nothing for a stranger', async () => {
    expect(await store().listOrdersFor({ phone: '+966559999999', email: 'nobody@example.com' })).toEqual([]);
  });
});

describe('one CS-Cart order', () => {
  it("shows the total in the store's primary currency, whatever currency the shopper was viewing", async () => {
    const order = DEMO_CS_CART_ORDERS.find((entry) => entry.secondaryCurrency === 'USD')!;
    const found = await store().findOrder(String(order.orderId));
    expect(found?.view.total).toEqual({ amount: expect.any(Number), currency: 'SAR' });
  });

  it("names the store's own status codes from its statuses", async () => {
    const found = await store().findOrder('10409');
    expect(found?.view).toMatchObject({ status: null, storeStatus: 'Ready for pickup' });
  });

  it('is found through api.php on a store without URL rewriting', async () => {
    const found = await store({ storeUrl: `${csCart.url}/api.php` }).findOrder('10401');
    expect(found?.view.reference).toBe('10401');
  });

  it('has nothing for an unknown or non-numeric number', async () => {
    expect(await store().findOrder('99999')).toBeNull();
    expect(await store().findOrder('ABC-1')).toBeNull();
  });
});

describe('CS-Cart refusing a call', () => {
  it('tells rejected credentials, an HTTPS-only store, a rate limit and a store that is down apart', async () => {
    expect(await failureOf(store({ apiKey: 'wrong' }).testConnection())).toBe('unauthorized');
    const httpsOnly = await startCsCartStandIn({ httpsOnly: true });
    try {
      const strict = createCsCartStore({ ...httpsOnly, storeUrl: httpsOnly.url, privateOrigins: [httpsOnly.url] });
      expect(await failureOf(strict.testConnection())).toBe('tls');
    } finally {
      await httpsOnly.close();
    }
    csCart.answerNext(1, 509);
    expect(await failureOf(store().testConnection())).toBe('rate_limited');
    csCart.answerNext(1, 503);
    expect(await failureOf(store().testConnection())).toBe('failed');
  });

  it('names the store when the test passes', async () => {
    expect(await store().testConnection()).toEqual({ storeName: 'Qamar Electronics' });
  });
});
