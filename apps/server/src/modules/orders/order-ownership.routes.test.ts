import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatOrdersResponse, ShopperOrderListResponse } from '@tawasul/contracts/orders';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
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
import { latestCode } from '../../testing/auth-flows.ts';
import { expectError } from '../../testing/chat-scenarios.ts';
import {
  DEMO_CS_CART_ORDERS,
  DEMO_SALLA_ORDERS,
  DEMO_SHOPPERS,
  type DemoShopperKey,
} from '../../testing/store-stand-in-data.ts';
import {
  connectCsCart,
  connectSalla,
  createStoreTestApp,
  trackOrder,
  type StoreTestApp,
} from '../../testing/store-requests.ts';

// Issue 18: orders go to their owner only, everywhere they show.

let s: StoreTestApp;
let sallaBrand: BrandRow;
let csCartBrand: BrandRow;
const customers = new Map<DemoShopperKey, SignedInUser>();

const SHOPPERS = Object.keys(DEMO_SHOPPERS) as DemoShopperKey[];
const e164 = (key: DemoShopperKey) => `${DEMO_SHOPPERS[key].mobileCode}${DEMO_SHOPPERS[key].mobile}`;

beforeAll(async () => {
  s = await createStoreTestApp();
  sallaBrand = await insertBrand(s.t.database.db, { orderManager: 'salla' });
  csCartBrand = await insertBrand(s.t.database.db, { orderManager: 'cs_cart' });
  await connectSalla(s, sallaBrand, s.salla.merchantId);
  await connectCsCart(s, csCartBrand);
  // Every demo shopper as a customer: phone verified (signed up by code), e-mail verified.
  for (const key of SHOPPERS) {
    const shopper = DEMO_SHOPPERS[key];
    customers.set(
      key,
      await signedIn(s.t, {
        role: 'customer',
        phoneNumber: e164(key),
        phoneNumberVerified: true,
        email: shopper.email ?? `${key}-no-store-email@customer.test`,
        emailVerified: true,
      }),
    );
  }
});
afterAll(() => s.close());

const allOrders = () => [
  ...DEMO_SALLA_ORDERS.map((order) => ({
    brand: sallaBrand,
    reference: String(order.referenceId),
    owner: order.shopper,
  })),
  ...DEMO_CS_CART_ORDERS.map((order) => ({
    brand: csCartBrand,
    reference: String(order.orderId),
    owner: order.shopper,
  })),
];

describe('no order reaches anyone but its owner', () => {
  it('guests giving each shopper’s phone or e-mail, and each customer, for every order: only the owner’s are answered', async () => {
    let owned = 0;
    let leaks = 0;
    let misses = 0;
    let asked = 0;
    for (const { brand, reference, owner } of allOrders()) {
      // A fresh window of the per-contact limit for each order: the same few contacts ask about every order.
      s.t.clock.advance(10 * 60_000);
      for (const key of SHOPPERS) {
        const shopper = DEMO_SHOPPERS[key];
        const attempts: [Credentials, { phone?: string; email?: string }][] = [
          [await newGuest(s.t, brand), { phone: e164(key) }],
          [customers.get(key)!, {}],
        ];
        if (shopper.email) attempts.push([await newGuest(s.t, brand), { email: shopper.email }]);
        for (const [who, contact] of attempts) {
          asked += 1;
          const response = await trackOrder(s.t, who, brand, { reference, ...contact });
          const mine = key === owner;
          if (mine) owned += 1;
          if (!mine && response.statusCode === 200) leaks += 1;
          if (mine && response.statusCode !== 200) misses += 1;
          if (!mine) expectError(response, 'ORDER_NOT_FOUND');
        }
      }
    }
    expect({ leaks, misses }).toEqual({ leaks: 0, misses: 0 });
    // 22 orders × 5 shoppers, each as a guest by phone, a guest by e-mail (4 shoppers have one) and a customer:
    // 308 asks, 61 of them by the order's owner (Reem, without an e-mail, owns 5 of the 22).
    expect({ asked, owned }).toEqual({ asked: 308, owned: 61 });
  });

  it("lists each customer's own orders in the customer area, and nobody else's", async () => {
    for (const key of SHOPPERS) {
      const customer = customers.get(key)!;
      await startChat(s.t, customer, sallaBrand);
      await startChat(s.t, customer, csCartBrand);
      const response = await s.t.request({ method: 'GET', url: '/api/shopper/orders', ...authOf(customer) });
      expect(response.statusCode, response.body).toBe(200);
      const listed = response.json<ShopperOrderListResponse>().items.map((order) => order.reference);
      const own = allOrders()
        .filter((order) => order.owner === key)
        .map((order) => order.reference);
      expect(
        listed.every((reference) => own.includes(reference)),
        key,
      ).toBe(true);
      expect(listed.length, key).toBe(Math.min(own.length, 10));
    }
  });

  it('shows a phone-only customer its CS-Cart orders (the store kept its number as typed, and no e-mail)', async () => {
    const reem = customers.get('reem')!;
    const response = await s.t.request({
      method: 'GET',
      url: '/api/shopper/orders',
      query: { widgetId: csCartBrand.widgetId },
      ...authOf(reem),
    });
    const reems = DEMO_CS_CART_ORDERS.filter((order) => order.shopper === 'reem').map((order) => String(order.orderId));
    expect(
      response
        .json<ShopperOrderListResponse>()
        .items.map((order) => order.reference)
        .sort(),
    ).toEqual(reems.sort());
  });

  it('never uses an unverified e-mail: signing up by phone with another shopper’s e-mail finds none of its orders', async () => {
    const impostor = await signedIn(s.t, {
      role: 'customer',
      phoneNumber: '+966559000001',
      phoneNumberVerified: true,
      email: 'noura-copy@customer.test',
      emailVerified: false,
    });
    await startChat(s.t, impostor, csCartBrand);
    const mine = await s.t.request({ method: 'GET', url: '/api/shopper/orders', ...authOf(impostor) });
    expect(mine.json()).toEqual({ items: [] });
    // Its own unverified e-mail is not used for tracking either.
    expectError(await trackOrder(s.t, impostor, csCartBrand, { reference: '10401' }), 'ORDER_NOT_FOUND');
  });

  it('uses a phone sign-up’s e-mail only once its owner proved it by a code (the positive control)', async () => {
    const lama = { ...DEMO_SHOPPERS.salem, firstName: 'Lama', email: 'lama@shopper.test', csCartPhone: '0559000020' };
    s.csCart.addOrders({ ...DEMO_CS_CART_ORDERS[0]!, orderId: 10_480, shopper: lama });
    // Its account's phone is not the order's: only the e-mail can find the order.
    const customer = await signedIn(s.t, {
      role: 'customer',
      phoneNumber: '+966559000021',
      phoneNumberVerified: true,
      email: lama.email,
      emailVerified: false,
    });
    await startChat(s.t, customer, csCartBrand);
    const mine = async () => {
      const response = await s.t.request({ method: 'GET', url: '/api/shopper/orders', ...authOf(customer) });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ShopperOrderListResponse>().items.map((order) => order.reference);
    };
    expect(await mine()).toEqual([]);

    const step = (name: string, payload: object) =>
      s.t.request({ method: 'POST', url: `/api/users/me/contact/${name}`, payload, ...authOf(customer) });
    const sent = await step('send', { email: lama.email });
    expect(sent.statusCode, sent.body).toBe(200);
    const { otpSessionId } = sent.json<{ otpSessionId: string }>();
    expect((await step('verify', { otpSessionId, code: await latestCode(s.t, lama.email) })).statusCode).toBe(200);
    const applied = await step('apply', { otpSessionId });
    expect(applied.json()).toMatchObject({ user: { email: lama.email, emailVerified: true } });

    s.t.clock.advance(60_000); // past the short cache of the empty answer
    expect(await mine()).toEqual(['10480']);
  });

  it('lets a customer the store knows by another phone track its order by giving it', async () => {
    s.t.clock.advance(10 * 60_000);
    const customer = await signedIn(s.t, { role: 'customer', phoneNumber: '+966559000002', phoneNumberVerified: true });
    expectError(await trackOrder(s.t, customer, sallaBrand, { reference: '2500101' }), 'ORDER_NOT_FOUND');
    const response = await trackOrder(s.t, customer, sallaBrand, { reference: '2500101', phone: e164('noura') });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('names the connected brands a customer chatted with, for tracking in the customer area', async () => {
    const response = await s.t.request({
      method: 'GET',
      url: '/api/shopper/orders/brands',
      ...authOf(customers.get('noura')!),
    });
    expect(
      response
        .json<{ items: { id: string }[] }>()
        .items.map((brand) => brand.id)
        .sort(),
    ).toEqual([sallaBrand.id, csCartBrand.id].sort());
    expectError(
      await s.t.request({
        method: 'GET',
        url: '/api/shopper/orders/brands',
        ...authOf(await newGuest(s.t, sallaBrand)),
      }),
      'FORBIDDEN',
    );
  });
});

describe("the agent console's order panel", () => {
  const panel = (who: Credentials, chatId: string) =>
    s.t.request({ method: 'GET', url: `/api/chats/${chatId}/orders`, ...authOf(who) });

  it("shows the customer's own orders, and of the numbers it wrote only its own", async () => {
    const agent = await onlineAgent(s.t, sallaBrand);
    const hamad = customers.get('hamad')!;
    const chat = await startChat(s.t, hamad, sallaBrand);
    // 2500102 and 2500106 are Hamad's; 2500101 and 2500107 are other shoppers'.
    await sent(s.t, hamad, chat.id, 'Where are my orders #2500102 and 2500101?');
    await chatAction(s.t, agent, chat.id, 'accept');
    await sent(s.t, hamad, chat.id, 'Also ٢٥٠٠١٠٧ and 2500106, call me on 0550000102');
    const body = (await panel(agent, chat.id)).json<ChatOrdersResponse>();
    const hamads = DEMO_SALLA_ORDERS.filter((order) => order.shopper === 'hamad').map((order) =>
      String(order.referenceId),
    );
    expect(body.items.map((order) => order.reference).sort()).toEqual(hamads.sort());
    expect(body.mentioned.map((order) => order.reference)).toEqual(['2500106', '2500102']);
    expectError(await panel(customers.get('noura')!, chat.id), 'FORBIDDEN');
  });

  it("shows a guest's written number only once the guest proved it by tracking with the order's phone", async () => {
    const agent = await onlineAgent(s.t, csCartBrand);
    const guest = await newGuest(s.t, csCartBrand);
    const chat = await startChat(s.t, guest, csCartBrand);
    await sent(s.t, guest, chat.id, 'order #10402 please, and 10401');
    await chatAction(s.t, agent, chat.id, 'accept');
    expect((await panel(agent, chat.id)).json<ChatOrdersResponse>()).toEqual({ items: [], mentioned: [] });

    expect((await trackOrder(s.t, guest, csCartBrand, { reference: '10402', phone: e164('hamad') })).statusCode).toBe(
      200,
    );
    expectError(
      await trackOrder(s.t, guest, csCartBrand, { reference: '10401', phone: e164('hamad') }),
      'ORDER_NOT_FOUND',
    );
    const body = (await panel(agent, chat.id)).json<ChatOrdersResponse>();
    expect(body).toMatchObject({ items: [], mentioned: [{ reference: '10402', status: 'order_received' }] });
  });

  it('says when the brand has no store', async () => {
    const plain = await insertBrand(s.t.database.db);
    const agent = await onlineAgent(s.t, plain);
    const guest = await newGuest(s.t, plain);
    const chat = await startChat(s.t, guest, plain);
    await sent(s.t, guest, chat.id, 'hello');
    await chatAction(s.t, agent, chat.id, 'accept');
    expectError(await panel(agent, chat.id), 'BRAND_NOT_CONNECTED');
  });
});
