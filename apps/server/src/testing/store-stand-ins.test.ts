import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCsCartStandIn, type CsCartStandIn } from './cs-cart-stand-in.ts';
import { startSallaStandIn, type SallaStandIn } from './salla-stand-in.ts';
import { DEMO_CS_CART_ORDERS, DEMO_SALLA_ORDERS, DEMO_SHOPPERS } from './store-stand-in-data.ts';
import { readFixture, undocumentedPaths } from './store-fixtures.ts';

// The stand-ins may answer only with fields the documented bodies show (integrations/*/fixtures/README.md).

let salla: SallaStandIn;
let csCart: CsCartStandIn;

beforeAll(async () => {
  [salla, csCart] = await Promise.all([startSallaStandIn(), startCsCartStandIn()]);
});
afterAll(() => Promise.all([salla.close(), csCart.close()]));

const sallaFixture = (file: string) => readFixture('salla', file);
const csCartFixture = (file: string) => readFixture('cs-cart', file);

async function getJson(url: string, headers: Record<string, string>) {
  const response = await fetch(url, { headers });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('the Salla stand-in', () => {
  const bearer = () => ({ authorization: `Bearer ${salla.issueTokens(salla.merchantId).access_token}` });

  it('answers the order list, every order and the user info in the documented shapes only', async () => {
    const list = await getJson(`${salla.url}/admin/v2/orders?per_page=60`, bearer());
    expect(list.status).toBe(200);
    expect(undocumentedPaths(list.body, sallaFixture('salla-list-orders.json'))).toEqual([]);
    for (const order of DEMO_SALLA_ORDERS) {
      const details = await getJson(`${salla.url}/admin/v2/orders/${order.id}`, bearer());
      expect(undocumentedPaths(details.body, sallaFixture('salla-order-details.composite.json')), order.slug).toEqual(
        [],
      );
    }
    const info = await getJson(`${salla.url}/oauth2/user/info`, bearer());
    expect(undocumentedPaths(info.body, sallaFixture('salla-user-info.kit.json'))).toEqual([]);
  });

  it('sends webhook payloads and token answers in the documented shapes', async () => {
    expect(
      undocumentedPaths(salla.authorizeEvent(salla.merchantId), sallaFixture('salla-app-store-authorize.json')),
    ).toEqual([]);
    expect(
      undocumentedPaths(
        salla.uninstallEvent(salla.createMerchant()),
        sallaFixture('salla-app-uninstalled.composite.json'),
      ),
    ).toEqual([]);
    expect(undocumentedPaths(salla.issueTokens(salla.merchantId), sallaFixture('salla-token-response.json'))).toEqual(
      [],
    );
  });

  it('strips the hyphens from the state it sends back, as Salla does, and pages 15 by default and 60 at most', async () => {
    const authorize = new URL(`${salla.url}/oauth2/auth`);
    authorize.search = new URLSearchParams({
      client_id: salla.clientId,
      response_type: 'code',
      redirect_uri: 'https://app.example/callback',
      scope: 'offline_access orders.read',
      state: 'ab-cd-ef',
    }).toString();
    const response = await fetch(authorize, { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!).searchParams.get('state')).toBe('abcdef');
    for (const perPage of [undefined, '100']) {
      const merchant = salla.createMerchant();
      salla.addOrders(
        merchant,
        ...Array.from({ length: 70 }, (_, i) => ({
          ...DEMO_SALLA_ORDERS[0]!,
          id: 800_000 + i,
          referenceId: 8_000_000 + i,
          shopper: DEMO_SHOPPERS.noura,
        })),
      );
      const headers = { authorization: `Bearer ${salla.issueTokens(merchant).access_token}` };
      const page = await getJson(`${salla.url}/admin/v2/orders${perPage ? `?per_page=${perPage}` : ''}`, headers);
      const { data, pagination } = page.body as { data: unknown[]; pagination: { perPage: number; total: number } };
      expect(data.length).toBe(perPage ? 60 : 15);
      expect(pagination).toMatchObject({ perPage: perPage ? 60 : 15, total: 70 + DEMO_SALLA_ORDERS.length });
    }
  });
});

describe('the CS-Cart stand-in', () => {
  const basic = () => ({
    authorization: `Basic ${Buffer.from(`${csCart.email}:${csCart.apiKey}`).toString('base64')}`,
  });

  it('answers the order list, every order, the statuses and the stores in the documented shapes only', async () => {
    const list = await getJson(`${csCart.url}/api/orders?items_per_page=50`, basic());
    expect(undocumentedPaths(list.body, csCartFixture('cscart-orders-list.json'))).toEqual([]);
    for (const order of DEMO_CS_CART_ORDERS) {
      const details = await getJson(`${csCart.url}/api/orders/${order.orderId}`, basic());
      expect(undocumentedPaths(details.body, csCartFixture('cscart-order-details.constructed.json'))).toEqual([]);
    }
    const statuses = await getJson(`${csCart.url}/api/statuses`, basic());
    expect(undocumentedPaths(statuses.body, csCartFixture('cscart-statuses.constructed.json'))).toEqual([]);
    const stores = await getJson(`${csCart.url}/api/stores`, basic());
    expect(undocumentedPaths(stores.body, csCartFixture('cscart-stores-list.json'))).toEqual([]);
  });

  it("filters by e-mail and phone as CS-Cart's fn_get_orders does (LIKE), newest first", async () => {
    const byPhone = await getJson(`${csCart.url}/api/orders?phone=550000103`, basic());
    const phones = (byPhone.body as { orders: { phone: string }[] }).orders.map((order) => order.phone);
    expect(phones.length).toBeGreaterThan(0);
    expect(phones.every((phone) => phone.replace(/[ \-+()]/g, '').includes('550000103'))).toBe(true);
    const byEmail = await getJson(`${csCart.url}/api/orders?email=customer.test`, basic());
    expect((byEmail.body as { orders: unknown[] }).orders.length).toBeGreaterThan(2);
  });

  it('refuses wrong credentials as CS-Cart does', async () => {
    const response = await fetch(`${csCart.url}/api/orders`, { headers: { authorization: 'Basic eDp5' } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Basic realm="User email/API key"');
    expect(await response.json()).toEqual({ message: 'Unauthorized', status: 401 });
  });
});
