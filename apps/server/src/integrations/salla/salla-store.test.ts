import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSallaStandIn, type SallaStandIn } from '../../testing/salla-stand-in.ts';
import { OrderStoreError, retryAfterMs } from '../order-store.ts';
import { createSallaStore } from './salla-store.ts';

let salla: SallaStandIn;
let accessToken: string;

beforeAll(async () => {
  salla = await startSallaStandIn();
  accessToken = salla.issueTokens(salla.merchantId).access_token;
});
afterAll(() => salla.close());

/** The client as the product builds it, with a token the stand-in issued (no refreshing here). */
const store = () =>
  createSallaStore({
    apiUrl: salla.url,
    tokens: { current: async () => accessToken, afterRejection: async () => accessToken },
  });

const failureOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OrderStoreError);
  return (error as OrderStoreError).failure;
};

describe('Salla answering 429 Too Many Requests', () => {
  it('waits as long as Retry-After says, then asks again', async () => {
    const before = salla.apiRequests().length;
    salla.answerNext(1, 429, '1');
    const started = performance.now();
    const order = await store().findOrder('2500102');
    const waited = performance.now() - started;
    expect(order).toMatchObject({ reference: '2500102', status: 'delivered' });
    expect(waited).toBeGreaterThanOrEqual(950);
    // The refused search, the same search again, then the order's details.
    expect(
      salla
        .apiRequests()
        .slice(before)
        .map((request) => request.path),
    ).toEqual(['/admin/v2/orders', '/admin/v2/orders', '/admin/v2/orders/910002']);
  });

  it('gives up at once when Salla asks for a longer wait than it is worth', async () => {
    salla.answerNext(1, 429, '120');
    const started = performance.now();
    expect(await failureOf(store().findOrder('2500103'))).toBe('rate_limited');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('gives up after a few 429s in a row, however short the waits', async () => {
    const before = salla.apiRequests().length;
    salla.answerNext(3, 429, '0');
    expect(await failureOf(store().findOrder('2500104'))).toBe('rate_limited');
    expect(salla.apiRequests().length - before).toBe(3);
  });

  it('reads Retry-After as seconds or as an HTTP date, and assumes a second without it', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Sun, 01 Mar 2026 12:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs(null, now)).toBe(1000);
    expect(retryAfterMs('soon', now)).toBe(1000);
  });
});

describe('Salla order look-ups', () => {
  it('finds an order by the reference shoppers see, and nothing for an unknown one', async () => {
    expect(await store().findOrder('2500113')).toMatchObject({
      reference: '2500113',
      status: null,
      storeStatus: 'Ready at the Riyadh branch',
    });
    expect(await store().findOrder('999999')).toBeNull();
  });

  it("lists a shopper's orders by phone (whatever its country-code form) and by e-mail, newest first", async () => {
    const byPhone = await store().listOrdersFor({ phone: '+966550000101' });
    expect(byPhone.map((order) => [order.reference, order.status])).toEqual([
      ['2500109', 'payment_pending'],
      ['2500101', 'processing'],
      ['2500105', 'completed'],
    ]);
    expect((await store().listOrdersFor({ phone: '0550000101' })).map((order) => order.reference)).toEqual(
      byPhone.map((order) => order.reference),
    );
    expect((await store().listOrdersFor({ email: 'hamad@customer.test' })).map((order) => order.reference)).toEqual([
      '2500106',
      '2500102',
      '2500110',
    ]);
    expect(await store().listOrdersFor({ phone: '+966559999999' })).toEqual([]);
  });

  it('refuses a token Salla does not know as unauthorized', async () => {
    const stranger = createSallaStore({
      apiUrl: salla.url,
      tokens: { current: async () => 'not-a-token', afterRejection: async () => 'still-not-a-token' },
    });
    expect(await failureOf(stranger.findOrder('2500101'))).toBe('unauthorized');
  });
});
