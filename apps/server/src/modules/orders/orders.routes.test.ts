import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import type { ChatOrdersResponse, OrderView, ShopperOrderListResponse } from '@tawasul/contracts/orders';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { brands } from '../../db/schema/brands.ts';
import { storeConnections } from '../../db/schema/store-connections.ts';
import { CS_CART_STATUSES } from '../../integrations/cs-cart/cs-cart-orders.ts';
import { SALLA_STATUSES } from '../../integrations/salla/salla-orders.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  newGuest,
  onlineAgent,
  sent,
  startChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { expectError } from '../../testing/chat-scenarios.ts';
import { DEMO_CS_CART_ORDERS, DEMO_SALLA_ORDERS } from '../../testing/store-stand-in-data.ts';
import {
  connectCsCart,
  connectSalla,
  createStoreTestApp,
  storedConnection,
  type StoreTestApp,
} from '../../testing/store-requests.ts';

let s: StoreTestApp;
let sallaBrand: BrandRow;
let csCartBrand: BrandRow;
let unconnected: BrandRow;
let configMissing: BrandRow;
let noura: SignedInUser;

beforeAll(async () => {
  s = await createStoreTestApp();
  const db = s.t.database.db;
  sallaBrand = await insertBrand(db, { orderManager: 'salla' });
  csCartBrand = await insertBrand(db, { orderManager: 'cs_cart' });
  unconnected = await insertBrand(db);
  configMissing = await insertBrand(db, { orderManager: 'cs_cart' });
  await connectSalla(s, sallaBrand, s.salla.merchantId);
  await connectCsCart(s, csCartBrand);
  noura = await signedIn(s.t, {
    role: 'customer',
    phoneNumber: '+966550000101',
    email: 'noura@customer.test',
    firstNameEn: 'Noura',
    lastNameEn: 'Aziz',
  });
});
afterAll(() => s.close());

const trackAs = (who: Credentials | null, brand: BrandRow, reference: string, headers: Record<string, string> = {}) =>
  s.t.request({
    method: 'GET',
    url: `/api/public/brands/${brand.widgetId}/orders/${encodeURIComponent(reference)}`,
    ...(who ? authOf(who) : {}),
    headers: { ...(who && 'token' in who ? { authorization: `Bearer ${who.token}` } : {}), ...headers },
  });

/** Lets the brief in-memory answers expire (earlier tests looked these orders up already). */
const forgetAnswers = () => s.t.clock.advance(31_000);

async function tracked(brand: BrandRow, reference: string): Promise<OrderView> {
  const response = await trackAs(await newGuest(s.t, brand), brand, reference);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<OrderView>();
}

/** The error in English and in Arabic, with the texts of the contracts' catalogue. */
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

describe("the widget's Track order", () => {
  it('shows a Salla order in every status the stand-in has, as the design maps it', async () => {
    const guest = await newGuest(s.t, sallaBrand);
    for (const order of DEMO_SALLA_ORDERS) {
      const response = await trackAs(guest, sallaBrand, String(order.referenceId));
      expect(response.statusCode, response.body).toBe(200);
      const view = response.json<OrderView>();
      expect(view).toMatchObject({
        reference: String(order.referenceId),
        platform: 'salla',
        status: SALLA_STATUSES[order.slug] ?? null,
        storeStatus: order.customized ?? order.statusName,
        total: { currency: 'SAR' },
        trackingUrl: order.shipped ? `${s.salla.url}/track/${order.referenceId}` : null,
      });
      expect(view.items).toEqual(
        order.items.map((item) => ({
          name: item.product.name,
          quantity: item.quantity,
          imageUrl: item.product.picture,
        })),
      );
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('shows a CS-Cart order in every status the stand-in has', async () => {
    const guest = await newGuest(s.t, csCartBrand);
    for (const order of DEMO_CS_CART_ORDERS) {
      const response = await trackAs(guest, csCartBrand, String(order.orderId));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<OrderView>()).toMatchObject({
        reference: String(order.orderId),
        platform: 'cs_cart',
        status: CS_CART_STATUSES[order.status] ?? null,
        storeStatus: order.status,
        total: { currency: 'SAR' },
      });
    }
  });

  it('accepts the number as shoppers write it ("#2500107"), for a customer too', async () => {
    const response = await trackAs(noura, sallaBrand, '#2500107');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<OrderView>()).toMatchObject({ reference: '2500107', status: 'processing' });
  });

  it('answers ORDER_NOT_FOUND for a number the store does not know, in both languages', async () => {
    const guest = await newGuest(s.t, sallaBrand);
    await expectErrorInBothLanguages((headers) => trackAs(guest, sallaBrand, '1234567', headers), 'ORDER_NOT_FOUND');
    const csGuest = await newGuest(s.t, csCartBrand);
    expectError(await trackAs(csGuest, csCartBrand, '99999'), 'ORDER_NOT_FOUND');
    expectError(await trackAs(csGuest, csCartBrand, 'ABC-1'), 'ORDER_NOT_FOUND');
    expectError(await trackAs(csGuest, csCartBrand, 'no spaces'), 'VALIDATION_FAILED');
  });

  it('is for shoppers of the brand: a guest of another brand, staff and nobody are refused', async () => {
    const stranger = await newGuest(s.t, csCartBrand);
    expectError(await trackAs(stranger, sallaBrand, '2500101'), 'FORBIDDEN');
    const manager = await signedIn(s.t, { role: 'brand_manager', brandId: sallaBrand.id });
    expectError(await trackAs(manager, sallaBrand, '2500101'), 'FORBIDDEN');
    expectError(await trackAs(null, sallaBrand, '2500101'), 'UNAUTHORIZED');
    expectError(await trackAs({ token: 'g1.forged.token.1.x' }, sallaBrand, '2500101'), 'INVALID_TOKEN');
    expectError(
      await s.t.request({ method: 'GET', url: '/api/public/brands/w_nobody/orders/1', ...authOf(stranger) }),
      'INVALID_WIDGET',
    );
  });

  it('says when the brand has no store, or its connection is missing, in both languages', async () => {
    const guest = await newGuest(s.t, unconnected);
    await expectErrorInBothLanguages((headers) => trackAs(guest, unconnected, '1', headers), 'BRAND_NOT_CONNECTED');
    const other = await newGuest(s.t, configMissing);
    await expectErrorInBothLanguages(
      (headers) => trackAs(other, configMissing, '1', headers),
      'TRACKING_CONFIG_MISSING',
    );
  });

  it('answers ORDER_TRACKING_FAILED when the store fails, in both languages, and does not keep the failure', async () => {
    const guest = await newGuest(s.t, sallaBrand);
    forgetAnswers();
    s.salla.answerNext(2, 500);
    await expectErrorInBothLanguages(
      (headers) => trackAs(guest, sallaBrand, '2500108', headers),
      'ORDER_TRACKING_FAILED',
    );
    expect((await trackAs(guest, sallaBrand, '2500108')).statusCode).toBe(200);

    s.csCart.answerNext(1, 503);
    expectError(await trackAs(await newGuest(s.t, csCartBrand), csCartBrand, '10408'), 'ORDER_TRACKING_FAILED');
  });

  it('keeps an answer for a short while, so a busy chat does not ask the store again and again', async () => {
    forgetAnswers();
    const before = s.salla.apiRequests().length;
    await tracked(sallaBrand, '2500110');
    await tracked(sallaBrand, '2500110');
    await tracked(sallaBrand, '2500110');
    expect(s.salla.apiRequests().length - before).toBe(2);
    forgetAnswers();
    await tracked(sallaBrand, '2500110');
    expect(s.salla.apiRequests().length - before).toBe(4);
  });

  it('limits each shopper, not everyone behind one address', async () => {
    const busy = await newGuest(s.t, sallaBrand);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await trackAs(busy, sallaBrand, '2500111')).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await trackAs(await newGuest(s.t, sallaBrand), sallaBrand, '2500111')).statusCode).toBe(200);
  });
});

describe("Salla's tokens", () => {
  it('refreshes once and retries when Salla refuses the access token', async () => {
    const before = s.salla.refreshCount;
    const stored = await storedConnection(s.t, sallaBrand.id);
    forgetAnswers();
    s.salla.expireAccessTokens();
    expect((await tracked(sallaBrand, '2500112')).status).toBe('restored');
    expect(s.salla.refreshCount - before).toBe(1);
    const after = await storedConnection(s.t, sallaBrand.id);
    expect(after!.accessTokenEncrypted).not.toBe(stored!.accessTokenEncrypted);
    expect(after!.refreshTokenEncrypted).not.toBe(stored!.refreshTokenEncrypted);
  });

  it('spends the single-use refresh token exactly once when many requests find the token refused at once', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    await connectSalla(s, brand);
    const guests = await Promise.all(Array.from({ length: 6 }, () => newGuest(s.t, brand)));
    const before = s.salla.refreshCount;
    s.salla.expireAccessTokens();
    s.salla.slowTokenEndpoint(150);
    try {
      const references = ['2500101', '2500102', '2500103', '2500104', '2500105', '2500106'];
      const responses = await Promise.all(references.map((reference, i) => trackAs(guests[i]!, brand, reference)));
      expect(responses.map((response) => response.statusCode)).toEqual(references.map(() => 200));
    } finally {
      s.salla.slowTokenEndpoint(0);
    }
    expect(s.salla.refreshCount - before).toBe(1);
  });

  it('refreshes a token about to expire before using it, also exactly once under concurrency', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    await connectSalla(s, brand);
    await s.t.database.db
      .update(storeConnections)
      .set({ tokenExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(storeConnections.brandId, brand.id));
    const guests = await Promise.all(Array.from({ length: 4 }, () => newGuest(s.t, brand)));
    const before = s.salla.refreshCount;
    const apiBefore = s.salla.apiRequests().length;
    const responses = await Promise.all(
      ['2500107', '2500108', '2500109', '2500110'].map((reference, i) => trackAs(guests[i]!, brand, reference)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(s.salla.refreshCount - before).toBe(1);
    // No request went out with the stale token: two per look-up (search, details), none refused.
    expect(s.salla.apiRequests().length - apiBefore).toBe(8);
  });

  it('marks the brand failed when Salla refuses the refresh token too', async () => {
    const brand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    const { merchantId } = await connectSalla(s, brand);
    s.salla.revokeEverything(merchantId);
    expectError(await trackAs(await newGuest(s.t, brand), brand, '2500101'), 'ORDER_TRACKING_FAILED');
    const [row] = await s.t.database.db
      .select({ status: brands.connectionStatus })
      .from(brands)
      .where(eq(brands.id, brand.id));
    expect(row!.status).toBe('failed');
  });
});

describe("the customer area's orders", () => {
  const ordersOf = (who: Credentials, widgetId?: string) =>
    s.t.request({ method: 'GET', url: '/api/shopper/orders', query: widgetId ? { widgetId } : {}, ...authOf(who) });

  it("lists the customer's orders of every connected brand it chatted with, newest first, each with its brand", async () => {
    await startChat(s.t, noura, sallaBrand);
    await startChat(s.t, noura, csCartBrand);
    await startChat(s.t, noura, unconnected);
    const response = await ordersOf(noura);
    expect(response.statusCode, response.body).toBe(200);
    const { items } = response.json<ShopperOrderListResponse>();
    expect(items.map((order) => [order.brand.id, order.reference])).toEqual([
      [sallaBrand.id, '2500109'],
      [csCartBrand.id, '10401'],
      [sallaBrand.id, '2500101'],
      [csCartBrand.id, '10405'],
      [sallaBrand.id, '2500105'],
    ]);
    expect(items[1]!.brand).toEqual({
      id: csCartBrand.id,
      nameEn: csCartBrand.nameEn,
      nameAr: csCartBrand.nameAr,
      widgetId: csCartBrand.widgetId,
    });
  });

  it("lists one brand's orders by widget id, and says when that brand has no store", async () => {
    const response = await ordersOf(noura, csCartBrand.widgetId);
    expect(response.json<ShopperOrderListResponse>().items.map((order) => order.reference)).toEqual(['10401', '10405']);
    expectError(await ordersOf(noura, unconnected.widgetId), 'BRAND_NOT_CONNECTED');
    expectError(await ordersOf(noura, 'w_nobody'), 'INVALID_WIDGET');
  });

  it('leaves out a brand whose store fails rather than failing the whole list', async () => {
    forgetAnswers();
    s.salla.answerNext(1, 500);
    const { items } = (await ordersOf(noura)).json<ShopperOrderListResponse>();
    expect(items.map((order) => order.reference)).toEqual(['10401', '10405']);
  });

  it('is for signed-in customers', async () => {
    expectError(await ordersOf(await newGuest(s.t, sallaBrand)), 'FORBIDDEN');
    const lonely = await signedIn(s.t, { role: 'customer', phoneNumber: '+966559876543' });
    expect((await ordersOf(lonely)).json()).toEqual({ items: [] });
  });
});

describe("the agent console's order panel", () => {
  let chat: ChatResponse;
  let agent: SignedInUser;

  beforeAll(async () => {
    agent = await onlineAgent(s.t, sallaBrand);
    const customer = await signedIn(s.t, {
      role: 'customer',
      phoneNumber: '+966550000102',
      email: 'hamad@customer.test',
    });
    chat = await startChat(s.t, customer, sallaBrand);
    await sent(s.t, customer, chat.id, 'Hello, where is my order #2500101?');
    await chatAction(s.t, agent, chat.id, 'accept');
    await sent(s.t, agent, chat.id, 'Order 2500104 is yours?');
    await sent(s.t, customer, chat.id, 'No. Also ٢٥٠٠١٠٧, 10401 and call me on 0550000102 or 550000102');
  });

  const panel = (who: Credentials, chatId = chat.id) =>
    s.t.request({ method: 'GET', url: `/api/chats/${chatId}/orders`, ...authOf(who) });

  it("shows the customer's orders and the order numbers it wrote that the store knows", async () => {
    const response = await panel(agent);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<ChatOrdersResponse>();
    expect(body.items.map((order) => order.reference)).toEqual(['2500106', '2500102', '2500110']);
    // Newest message first; the agent's own numbers, unknown numbers and phone numbers are left out.
    expect(body.mentioned.map((order) => order.reference)).toEqual(['2500107', '2500101']);
  });

  it('is for staff who may read the chat', async () => {
    expect((await panel(await signedIn(s.t, { role: 'brand_manager', brandId: sallaBrand.id }))).statusCode).toBe(200);
    expect((await panel(await signedIn(s.t, { role: 'admin' }))).statusCode).toBe(200);
    expectError(await panel(await signedIn(s.t, { role: 'agent', brandId: csCartBrand.id })), 'CHAT_ROOM_NOT_FOUND');
    expectError(
      await panel(await signedIn(s.t, { role: 'brand_manager', brandId: csCartBrand.id })),
      'CHAT_ROOM_NOT_FOUND',
    );
    expectError(await panel(await signedIn(s.t, { role: 'agent', brandId: sallaBrand.id })), 'CHAT_NOT_MEMBER');
    expectError(await panel(noura), 'FORBIDDEN');
  });

  it("reads a guest's chat for order numbers only, and says when the brand has no store", async () => {
    const guest = await newGuest(s.t, csCartBrand);
    const csAgent = await onlineAgent(s.t, csCartBrand);
    const guestChat = await startChat(s.t, guest, csCartBrand);
    await sent(s.t, guest, guestChat.id, 'order #10402 please');
    await chatAction(s.t, csAgent, guestChat.id, 'accept');
    const body = (await panel(csAgent, guestChat.id)).json<ChatOrdersResponse>();
    expect(body).toMatchObject({ items: [], mentioned: [{ reference: '10402', status: 'order_received' }] });

    const plainGuest = await newGuest(s.t, unconnected);
    const plainAgent = await onlineAgent(s.t, unconnected);
    const plainChat = await startChat(s.t, plainGuest, unconnected);
    await sent(s.t, plainGuest, plainChat.id, 'hello');
    await chatAction(s.t, plainAgent, plainChat.id, 'accept');
    expectError(await panel(plainAgent, plainChat.id), 'BRAND_NOT_CONNECTED');
  });
});
