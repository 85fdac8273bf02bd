import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSallaStandIn, type SallaStandIn } from '../../testing/salla-stand-in.ts';
import type { SallaOrderInput } from '../../testing/salla-stand-in-bodies.ts';
import { DEMO_SHOPPERS } from '../../testing/store-stand-in-data.ts';
import { OrderStoreError, retryAfterMs } from '../order-store.ts';
import { createSallaStore, type SallaTokenSource } from './salla-store.ts';

let salla: SallaStandIn;
let merchantId: number;
let accessToken: string;
const waits: number[] = [];

beforeAll(async () => {
  salla = await startSallaStandIn();
  merchantId = salla.createMerchant('Near matches');
  accessToken = salla.issueTokens(merchantId).access_token;
});
afterAll(() => salla.close());

/** The client as the product builds it; the stand-in is named as a reachable local store; waits are recorded. */
const store = (
  tokens: SallaTokenSource = { current: async () => accessToken, afterRejection: async () => accessToken },
) =>
  createSallaStore({
    apiUrl: salla.url,
    tokens,
    privateOrigins: [salla.url],
    sleep: async (ms) => void waits.push(ms),
  });

const failureOf = async (work: Promise<unknown>) => {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OrderStoreError);
  return (error as OrderStoreError).failure;
};

const order = (overrides: Partial<SallaOrderInput> & Pick<SallaOrderInput, 'id' | 'referenceId'>): SallaOrderInput => ({
  slug: 'in_progress',
  statusName: 'قيد التنفيذ',
  shopper: DEMO_SHOPPERS.noura,
  daysAgo: 0,
  items: [{ product: { name: 'Ajwa dates 1 kg', price: 120 }, quantity: 1 }],
  trackingLink: null,
  ...overrides,
});

describe('finding one order by its number', () => {
  it('finds the exact number among 20 near matches (a keyword search would push it off the first page)', async () => {
    const exact = 3_300_150;
    // Newer orders whose reference, shipping number or customer's mobile contain the number's digits.
    const near = Array.from({ length: 20 }, (_, i) =>
      order({
        id: 990_100 + i,
        referenceId: i < 10 ? Number(`${exact}${i}`) : 4_400_000 + i,
        shippingNumber: i >= 10 ? `SMSA${exact}${i}` : undefined,
        daysAgo: 0,
      }),
    );
    salla.addOrders(merchantId, ...near, order({ id: 990_200, referenceId: exact, daysAgo: 5, slug: 'delivered' }));
    const before = salla.apiRequests().length;
    const found = await store().findOrder(String(exact));
    expect(found?.view).toMatchObject({ reference: String(exact), status: 'delivered' });
    const asked = salla.apiRequests().slice(before);
    expect(asked.map((request) => [request.path, request.query])).toEqual([
      ['/admin/v2/orders', { reference_id: String(exact) }],
      ['/admin/v2/orders/990200', {}],
    ]);
    // The keyword the old look-up used finds 21 orders, the exact one last: not on Salla's first page of 15.
    const keywordHits = await fetch(`${salla.url}/admin/v2/orders?keyword=${exact}`, {
      headers: { authorization: `Bearer ${accessToken}` },
    }).then(
      (response) => response.json() as Promise<{ data: { reference_id: number }[]; pagination: { total: number } }>,
    );
    expect(keywordHits.pagination.total).toBe(21);
    expect(keywordHits.data.map((entry) => entry.reference_id)).not.toContain(exact);
  });

  it('has nothing for an unknown number, or one that is not a number', async () => {
    expect(await store().findOrder('999999')).toBeNull();
    expect(await store().findOrder('ABC-1')).toBeNull();
  });
});

describe("a shopper's orders by phone", () => {
  it('finds them by the national number, 8-digit GCC numbers too, and keeps only the shopper’s own', async () => {
    const kuwaiti = { ...DEMO_SHOPPERS.salem, firstName: 'Salem' };
    // Someone whose mobile contains Salem's 8 digits, and an order whose reference does.
    const lookalike = { ...DEMO_SHOPPERS.noura, mobileCode: '+966', mobile: '551234567' };
    salla.addOrders(
      merchantId,
      order({ id: 990_301, referenceId: 5_100_001, shopper: kuwaiti, daysAgo: 1 }),
      order({ id: 990_302, referenceId: 5_100_002, shopper: lookalike, daysAgo: 0 }),
      order({ id: 990_303, referenceId: 51_234_567, shopper: DEMO_SHOPPERS.tariq, daysAgo: 0 }),
    );
    const before = salla.apiRequests().length;
    const orders = await store().listOrdersFor({ phone: '+965 5123 4567' });
    expect(orders.map((found) => found.view.reference)).toContain('5100001');
    expect(orders.map((found) => found.view.reference)).not.toContain('5100002');
    expect(orders.map((found) => found.view.reference)).not.toContain('51234567');
    expect(orders.every((found) => found.owner.phones.includes('+96551234567'))).toBe(true);
    expect(salla.apiRequests()[before]!.query).toMatchObject({ keyword: '51234567', per_page: '60' });
  });

  it('finds nothing by e-mail alone (Salla’s keyword does not search e-mail), and nothing for a stranger', async () => {
    const before = salla.apiRequests().length;
    expect(await store().listOrdersFor({ email: 'noura@customer.test' })).toEqual([]);
    expect(salla.apiRequests().length).toBe(before);
    expect(await store().listOrdersFor({ phone: '+966559999999' })).toEqual([]);
  });
});

describe('Salla refusing a call', () => {
  it('refreshes once for an invalid token, and fails as unauthorized when the new one is refused too', async () => {
    let rejections = 0;
    const tokens = {
      current: async () => 'not-a-token',
      afterRejection: async () => {
        rejections += 1;
        return 'still-not-a-token';
      },
    };
    expect(await failureOf(store(tokens).findOrder('2500101'))).toBe('unauthorized');
    expect(rejections).toBe(1);
  });

  it('never spends a refresh for a missing scope or a 403 block', async () => {
    let rejections = 0;
    const unscoped = salla.issueTokens(merchantId, 'offline_access settings.read').access_token;
    const tokens = (token: string) => ({
      current: async () => token,
      afterRejection: async () => {
        rejections += 1;
        return token;
      },
    });
    expect(await failureOf(store(tokens(unscoped)).findOrder('2500101'))).toBe('scope');
    salla.answerNext(1, 403);
    expect(await failureOf(store(tokens(accessToken)).findOrder('2500101'))).toBe('rate_limited');
    expect(rejections).toBe(0);
  });

  it('waits as long as Retry-After says when it is short, and gives up at once when it is long', async () => {
    waits.length = 0;
    salla.answerNext(1, 429, '1');
    expect((await store().findOrder('2500102'))?.view.reference).toBe('2500102');
    expect(waits).toEqual([1000]);
    salla.answerNext(1, 429, '120');
    expect(await failureOf(store().findOrder('2500103'))).toBe('rate_limited');
    expect(waits).toEqual([1000]);
    salla.answerNext(3, 429, '0');
    expect(await failureOf(store().findOrder('2500104'))).toBe('rate_limited');
  });

  it('reads Retry-After as seconds or an HTTP date, and assumes a second without it', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(retryAfterMs('2', now)).toBe(2000);
    expect(retryAfterMs('Sun, 01 Mar 2026 12:00:03 GMT', now)).toBe(3000);
    expect(retryAfterMs(null, now)).toBe(1000);
  });

  it('is refused before any connection when the stand-in is not named as a local store', async () => {
    const strict = createSallaStore({
      apiUrl: salla.url,
      tokens: { current: async () => accessToken, afterRejection: async () => accessToken },
    });
    const before = salla.received.length;
    expect(await failureOf(strict.findOrder('2500101'))).toBe('address_refused');
    expect(salla.received.length).toBe(before);
  });
});
