import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import type { OrderView } from '@tawasul/contracts/orders';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { brands } from '../../db/schema/brands.ts';
import { storeConnections } from '../../db/schema/store-connections.ts';
import { CS_CART_STATUSES } from '../../integrations/cs-cart/cs-cart-orders.ts';
import { SALLA_STATUSES } from '../../integrations/salla/salla-orders.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { signedIn } from '../../testing/back-office.ts';
import { newGuest, type Credentials } from '../../testing/chat-flows.ts';
import { expectError } from '../../testing/chat-scenarios.ts';
import { DEMO_CS_CART_ORDERS, DEMO_SALLA_ORDERS, DEMO_SHOPPERS } from '../../testing/store-stand-in-data.ts';
import {
  connectCsCart,
  connectSalla,
  createStoreTestApp,
  storedConnection,
  trackOrder,
  type StoreTestApp,
} from '../../testing/store-requests.ts';

let s: StoreTestApp;
let sallaBrand: BrandRow;
let csCartBrand: BrandRow;
let unconnected: BrandRow;
let configMissing: BrandRow;

beforeAll(async () => {
  s = await createStoreTestApp();
  const db = s.t.database.db;
  sallaBrand = await insertBrand(db, { orderManager: 'salla' });
  csCartBrand = await insertBrand(db, { orderManager: 'cs_cart' });
  unconnected = await insertBrand(db);
  configMissing = await insertBrand(db, { orderManager: 'cs_cart' });
  await connectSalla(s, sallaBrand, s.salla.merchantId);
  await connectCsCart(s, csCartBrand);
});
afterAll(() => s.close());

const phoneOf = (key: keyof typeof DEMO_SHOPPERS) => `${DEMO_SHOPPERS[key].mobileCode}${DEMO_SHOPPERS[key].mobile}`;
const track = (who: Credentials | null, brand: BrandRow, body: Parameters<typeof trackOrder>[3], headers = {}) =>
  trackOrder(s.t, who, brand, body, { headers });

/** Lets the brief in-memory answers expire (earlier tests looked these orders up already). */
const forgetAnswers = () => s.t.clock.advance(31_000);

async function tracked(brand: BrandRow, reference: string, phone: string): Promise<OrderView> {
  const response = await track(await newGuest(s.t, brand), brand, { reference, phone });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderView>();
}

async function expectErrorInBothLanguages(
  request: (headers: Record<string, string>) => Promise<unknown>,
  code: ErrorCode,
) {
  for (const language of ['en', 'ar'] as const) {
    const response = (await request({ 'accept-language': language })) as Parameters<typeof expectError>[0];
    expectError(response, code);
    expect(errorOf(response).message).toBe(ERROR_CATALOG[code][language]);
  }
}

describe('a guest tracking an order', () => {
  it('sees a Salla order in every status the stand-in has when it gives the order’s phone', async () => {
    const guest = await newGuest(s.t, sallaBrand);
    for (const order of DEMO_SALLA_ORDERS) {
      const response = await track(guest, sallaBrand, {
        reference: String(order.referenceId),
        phone: phoneOf(order.shopper),
      });
      expect(response.statusCode, response.body).toBe(200);
      const view = response.json<OrderView>();
      expect(view).toMatchObject({
        reference: String(order.referenceId),
        platform: 'salla',
        status: SALLA_STATUSES[order.slug] ?? null,
        storeStatus: order.customized ?? order.statusName,
        total: { currency: 'SAR' },
        trackingUrl: order.trackingLink,
      });
      expect(view.items).toEqual(
        order.items.map((item) => ({ name: item.product.name, quantity: item.quantity, imageUrl: null })),
      );
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('sees a CS-Cart order in every status by its phone or e-mail, the total in the store’s currency', async () => {
    const guest = await newGuest(s.t, csCartBrand);
    for (const order of DEMO_CS_CART_ORDERS) {
      const shopper = DEMO_SHOPPERS[order.shopper];
      const contact = shopper.email ? { email: shopper.email.toUpperCase() } : { phone: shopper.csCartPhone };
      const response = await track(guest, csCartBrand, { reference: String(order.orderId), ...contact });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<OrderView>()).toMatchObject({
        reference: String(order.orderId),
        platform: 'cs_cart',
        status: CS_CART_STATUSES[order.status] ?? null,
        total: { currency: 'SAR' },
      });
    }
  });

  it('finds the exact Salla number among 20 newer near matches (number, shipping number) of other shoppers', async () => {
    const exact = 3_300_150;
    const base = { ...DEMO_SALLA_ORDERS[0]!, shopper: DEMO_SHOPPERS.hamad, daysAgo: 0, slug: 'in_progress' };
    s.salla.addOrders(
      s.salla.merchantId,
      ...Array.from({ length: 20 }, (_, i) => ({
        ...base,
        id: 990_100 + i,
        referenceId: i < 10 ? Number(`${exact}${i}`) : 4_400_000 + i,
        ...(i >= 10 ? { shippingNumber: `SMSA${exact}${i}` } : {}),
      })),
      { ...base, id: 990_200, referenceId: exact, daysAgo: 5, slug: 'delivered', shopper: DEMO_SHOPPERS.noura },
    );
    expect(await tracked(sallaBrand, String(exact), phoneOf('noura'))).toMatchObject({
      reference: String(exact),
      status: 'delivered',
    });
    // Each near match is another shopper's: Noura's phone opens none of them.
    const guest = await newGuest(s.t, sallaBrand);
    expectError(await track(guest, sallaBrand, { reference: `${exact}0`, phone: phoneOf('noura') }), 'ORDER_NOT_FOUND');
  });

  it('gets ORDER_NOT_FOUND for another person’s order exactly as for an unknown number', async () => {
    const guest = await newGuest(s.t, sallaBrand);
    const someoneElses = await track(guest, sallaBrand, { reference: '2500101', phone: phoneOf('hamad') });
    const unknown = await track(guest, sallaBrand, { reference: '2599999', phone: phoneOf('hamad') });
    expectError(someoneElses, 'ORDER_NOT_FOUND');
    expect(someoneElses.body).toBe(unknown.body);
    await expectErrorInBothLanguages(
      (headers) => track(guest, sallaBrand, { reference: '2500101', email: 'hamad@customer.test' }, headers),
      'ORDER_NOT_FOUND',
    );
    const csGuest = await newGuest(s.t, csCartBrand);
    expectError(
      await track(csGuest, csCartBrand, { reference: '10401', email: 'hamad@customer.test' }),
      'ORDER_NOT_FOUND',
    );
    expectError(
      await track(csGuest, csCartBrand, { reference: 'ABC-1', email: 'noura@customer.test' }),
      'ORDER_NOT_FOUND',
    );
  });

  it('must give the order’s phone or e-mail, and a number as shoppers write it', async () => {
    const guest = await newGuest(s.t, sallaBrand);
    const missing = await track(guest, sallaBrand, { reference: '2500101' });
    expectError(missing, 'VALIDATION_FAILED');
    expect(errorOf(missing).details).toEqual([
      expect.objectContaining({ path: ['phone'], key: 'validation.orderContactRequired' }),
    ]);
    expectError(
      await track(guest, sallaBrand, { reference: 'no spaces', phone: phoneOf('noura') }),
      'VALIDATION_FAILED',
    );
    expectError(await track(guest, sallaBrand, { reference: '2500101', email: 'not-an-email' }), 'VALIDATION_FAILED');
    const written = await track(guest, sallaBrand, { reference: '#2500107', phone: '0550000103' });
    expect(written.json<OrderView>()).toMatchObject({ reference: '2500107', status: 'processing' });
  });

  it('is for shoppers of the brand: a guest of another brand, staff and nobody are refused', async () => {
    const body = { reference: '2500101', phone: phoneOf('noura') };
    expectError(await track(await newGuest(s.t, csCartBrand), sallaBrand, body), 'FORBIDDEN');
    const manager = await signedIn(s.t, { role: 'brand_manager', brandId: sallaBrand.id });
    expectError(await track(manager, sallaBrand, body), 'FORBIDDEN');
    expectError(await track(null, sallaBrand, body), 'UNAUTHORIZED');
    expectError(await track({ token: 'g1.forged.token.1.x' }, sallaBrand, body), 'INVALID_TOKEN');
    expectError(
      await track(await newGuest(s.t, sallaBrand), { ...sallaBrand, widgetId: 'w_nobody' }, body),
      'INVALID_WIDGET',
    );
  });

  it('says when the brand has no store, or its connection is missing, in both languages', async () => {
    const body = { reference: '1', phone: phoneOf('noura') };
    const guest = await newGuest(s.t, unconnected);
    await expectErrorInBothLanguages((headers) => track(guest, unconnected, body, headers), 'BRAND_NOT_CONNECTED');
    const other = await newGuest(s.t, configMissing);
    await expectErrorInBothLanguages(
      (headers) => track(other, configMissing, body, headers),
      'TRACKING_CONFIG_MISSING',
    );
  });

  it('answers ORDER_TRACKING_FAILED when the store fails, and does not keep the failure', async () => {
    const guest = await newGuest(s.t, sallaBrand);
    const body = { reference: '2500108', phone: phoneOf('tariq') };
    forgetAnswers();
    s.salla.answerNext(2, 500);
    await expectErrorInBothLanguages((headers) => track(guest, sallaBrand, body, headers), 'ORDER_TRACKING_FAILED');
    expect((await track(guest, sallaBrand, body)).statusCode).toBe(200);
  });

  it('keeps an answer for a short while, so a busy chat does not ask the store again and again', async () => {
    forgetAnswers();
    const before = s.salla.apiRequests().length;
    for (let i = 0; i < 3; i++) await tracked(sallaBrand, '2500110', phoneOf('hamad'));
    expect(s.salla.apiRequests().length - before).toBe(2);
    forgetAnswers();
    await tracked(sallaBrand, '2500110', phoneOf('hamad'));
    expect(s.salla.apiRequests().length - before).toBe(4);
  });

  it('is limited per brand and address, and per phone or e-mail given', async () => {
    const busy = await newGuest(s.t, sallaBrand);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const body = { reference: '2500111', phone: `+96655000${String(1000 + i)}` };
      statuses.push((await trackOrder(s.t, busy, sallaBrand, body, { remoteAddress: '10.99.0.1' })).statusCode);
    }
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another brand from the same address is counted apart.
    expect(
      (
        await trackOrder(
          s.t,
          await newGuest(s.t, csCartBrand),
          csCartBrand,
          { reference: '10401', phone: phoneOf('noura') },
          { remoteAddress: '10.99.0.1' },
        )
      ).statusCode,
    ).toBe(200);
    // One person's number guessed from many addresses: 10 tries in 10 minutes.
    const guesses: number[] = [];
    for (let i = 0; i < 11; i++) {
      guesses.push(
        (
          await track(await newGuest(s.t, sallaBrand), sallaBrand, {
            reference: String(2_600_000 + i),
            email: 'reem@customer.test',
          })
        ).statusCode,
      );
    }
    expect(guesses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(guesses[10]).toBe(429);
  });
});

describe("Salla's tokens", () => {
  const brandStatus = async (brand: BrandRow) => {
    const [row] = await s.t.database.db
      .select({ status: brands.connectionStatus, problem: brands.connectionProblem })
      .from(brands)
      .where(eq(brands.id, brand.id));
    return row;
  };

  it('refreshes once and retries when Salla refuses the access token', async () => {
    const before = s.salla.refreshCount;
    const stored = await storedConnection(s.t, sallaBrand.id);
    forgetAnswers();
    s.salla.expireAccessTokens();
    expect((await tracked(sallaBrand, '2500112', phoneOf('tariq'))).status).toBe('restored');
    expect(s.salla.refreshCount - before).toBe(1);
    const after = await storedConnection(s.t, sallaBrand.id);
    expect(after!.accessTokenEncrypted).not.toBe(stored!.accessTokenEncrypted);
    expect(after!.refreshTokenEncrypted).not.toBe(stored!.refreshTokenEncrypted);
  });

  it('spends the single-use refresh token exactly once when many requests find the token refused at once', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    await connectSalla(s, brand);
    const orders = DEMO_SALLA_ORDERS.slice(0, 6);
    const guests = await Promise.all(orders.map(() => newGuest(s.t, brand)));
    const before = s.salla.refreshCount;
    s.salla.expireAccessTokens();
    const release = s.salla.holdTokenEndpoint();
    const asked = s.salla.apiRequests().length;
    const pending = Promise.all(
      orders.map((order, i) =>
        track(guests[i]!, brand, { reference: String(order.referenceId), phone: phoneOf(order.shopper) }),
      ),
    );
    // Every request has found its token refused while the first refresh is still unanswered.
    await expect.poll(() => s.salla.apiRequests().length - asked).toBe(orders.length);
    release();
    const responses = await pending;
    expect(responses.map((response) => response.statusCode)).toEqual(orders.map(() => 200));
    expect(s.salla.refreshCount - before).toBe(1);
  });

  it('refreshes a token about to expire before using it, also exactly once under concurrency', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    await connectSalla(s, brand);
    await s.t.database.db
      .update(storeConnections)
      .set({ tokenExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(storeConnections.brandId, brand.id));
    const orders = DEMO_SALLA_ORDERS.slice(6, 10);
    const guests = await Promise.all(orders.map(() => newGuest(s.t, brand)));
    const before = s.salla.refreshCount;
    const apiBefore = s.salla.apiRequests().length;
    const responses = await Promise.all(
      orders.map((order, i) =>
        track(guests[i]!, brand, { reference: String(order.referenceId), phone: phoneOf(order.shopper) }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(s.salla.refreshCount - before).toBe(1);
    // No request went out with the stale token: two per look-up (the exact search, the details), none refused.
    expect(s.salla.apiRequests().length - apiBefore).toBe(8);
  });

  it('marks the brand failed (credentials) when Salla refuses the refresh token too', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId } = await connectSalla(s, brand);
    s.salla.revokeEverything(merchantId);
    const body = { reference: '2500101', phone: phoneOf('noura') };
    expectError(await track(await newGuest(s.t, brand), brand, body), 'ORDER_TRACKING_FAILED');
    expect(await brandStatus(brand)).toEqual({ status: 'failed', problem: 'credentials' });
  });

  it('never spends a refresh for a 403 block, keeps the brand connected and shows it rate limited', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    await connectSalla(s, brand);
    const before = s.salla.refreshCount;
    s.salla.answerNext(1, 403);
    const body = { reference: '2500101', phone: phoneOf('noura') };
    expectError(await track(await newGuest(s.t, brand), brand, body), 'ORDER_TRACKING_FAILED');
    expect(s.salla.refreshCount).toBe(before);
    expect(await brandStatus(brand)).toEqual({ status: 'connected', problem: 'rate_limited' });
    expect((await track(await newGuest(s.t, brand), brand, body)).statusCode).toBe(200);
    expect(await brandStatus(brand)).toEqual({ status: 'connected', problem: null });
  });
});
