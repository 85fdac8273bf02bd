import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { ERROR_CATALOG, type ErrorCode } from '@tawasul/contracts/errors';
import type { OrderView } from '@tawasul/contracts/orders';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { authorizationMatrix, backOfficeCast, signedIn, statuses, type Cast } from '../../testing/back-office.ts';
import { newGuest } from '../../testing/chat-flows.ts';
import { expectError } from '../../testing/chat-scenarios.ts';
import { createStoreTestApp, storedConnection, trackOrder, type StoreTestApp } from '../../testing/store-requests.ts';

let s: StoreTestApp;
let cast: Cast;
const servers: Server[] = [];
/** Local servers the test names as reachable stores: an HTML page, a self-signed HTTPS one, a redirect, a closed port. */
const local = { html: '', tls: '', redirect: '', closed: '' };

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return `${'cert' in server ? 'https' : 'http'}://127.0.0.1:${port}`;
}

beforeAll(async () => {
  local.html = await listen(
    createServer((_q, r) => r.writeHead(200, { 'content-type': 'text/html' }).end('<p>A shop</p>')),
  );
  local.redirect = await listen(
    createServer((_q, r) => r.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()),
  );
  const fixture = (name: string) => readFileSync(new URL(`../../testing/fixtures/${name}`, import.meta.url));
  const tls = createTlsServer({ key: fixture('self-signed.key'), cert: fixture('self-signed.crt') }, (_q, r) =>
    r.end('{}'),
  );
  local.tls = await listen(tls as unknown as Server);
  const closed = createServer();
  local.closed = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
  servers.pop();
  s = await createStoreTestApp({}, Object.values(local));
  cast = await backOfficeCast(s.t);
});
afterAll(async () => {
  await s.close();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

const body = () => ({ storeUrl: s.csCart.url, email: s.csCart.email, apiKey: s.csCart.apiKey, currency: 'SAR' });
const test = (brand: BrandRow, payload: object, cookie = cast.admin.cookie, headers = {}) =>
  s.t.request({ method: 'POST', url: `/api/brands/${brand.id}/cs-cart/test`, payload, cookie, headers });
const save = (brand: BrandRow, payload: object, cookie = cast.admin.cookie) =>
  s.t.request({ method: 'PUT', url: `/api/brands/${brand.id}/cs-cart`, payload, cookie });
/** Store tests are limited per person (20 a minute): a test that makes many signs in an admin of its own. */
const freshAdmin = async () => (await signedIn(s.t, { role: 'admin' })).cookie;
const brandOf = async (id: string): Promise<BrandResponse> =>
  (await s.t.request({ method: 'GET', url: `/api/brands/${id}`, cookie: cast.admin.cookie })).json<BrandResponse>();

describe('connecting a brand to CS-Cart', () => {
  it('tests the store without saving anything, and names it', async () => {
    const brand = await insertBrand(s.t.database.db);
    const response = await test(brand, body());
    expect(response.json()).toEqual({ ok: true, storeName: 'Qamar Electronics' });
    expect(await brandOf(brand.id)).toMatchObject({ orderManager: null, connectionStatus: 'not_connected' });
    expect(await storedConnection(s.t, brand.id)).toBeUndefined();
  });

  it('tells TLS, DNS, not CS-Cart, credentials rejected, rate limited and store down apart, in both languages', async () => {
    const brand = await insertBrand(s.t.database.db);
    const admin = await freshAdmin();
    const cases: [object, ErrorCode, (() => void)?][] = [
      [{ ...body(), storeUrl: local.tls }, 'STORE_TLS_FAILED'],
      [{ ...body(), storeUrl: 'https://no-such-store.invalid' }, 'STORE_DNS_FAILED'],
      [{ ...body(), storeUrl: local.html }, 'STORE_NOT_CS_CART'],
      // JSON, but Salla's: no order list at /api/orders.
      [{ ...body(), storeUrl: s.salla.url }, 'STORE_NOT_CS_CART'],
      [{ ...body(), storeUrl: local.redirect }, 'STORE_NOT_CS_CART'],
      [{ ...body(), apiKey: 'wrong-key' }, 'STORE_CREDENTIALS_REJECTED'],
      [body(), 'STORE_RATE_LIMITED', () => s.csCart.answerNext(1, 509)],
      [body(), 'STORE_UNREACHABLE', () => s.csCart.answerNext(1, 503)],
      [{ ...body(), storeUrl: local.closed }, 'STORE_UNREACHABLE'],
    ];
    for (const [payload, code, before] of cases) {
      for (const language of ['en', 'ar'] as const) {
        before?.();
        const response = await test(brand, payload, admin, { 'accept-language': language });
        expectError(response, code);
        expect(errorOf(response).message).toBe(ERROR_CATALOG[code][language]);
      }
    }
    expect(await storedConnection(s.t, brand.id)).toBeUndefined();
  });

  it('refuses loopback, private, link-local, CGNAT, ULA and IPv4-mapped targets alike, open port or not', async () => {
    const brand = await insertBrand(s.t.database.db);
    const admin = await freshAdmin();
    const openPort = new URL(local.html).port;
    const closedPort = new URL(local.closed).port;
    const targets = [
      `https://localhost:${openPort}`,
      `https://localhost:${closedPort}`,
      `https://[::ffff:127.0.0.1]:${openPort}`,
      `https://[::ffff:127.0.0.1]:${closedPort}`,
      'https://[::ffff:169.254.169.254]',
      'https://169.254.169.254',
      'https://10.0.0.1',
      'https://192.168.1.1:8443',
      'https://100.64.0.1',
      'https://[fd00::1]',
      'https://[fe80::1]',
      'https://0.0.0.0',
    ];
    const answers = new Set<string>();
    for (const storeUrl of targets) {
      const response = await test(brand, { ...body(), storeUrl }, admin);
      expect(response.statusCode, storeUrl).toBe(422);
      answers.add(response.body);
    }
    expect([...answers]).toEqual([
      JSON.stringify({
        error: { code: 'STORE_ADDRESS_NOT_ALLOWED', message: ERROR_CATALOG.STORE_ADDRESS_NOT_ALLOWED.en },
      }),
    ]);
    // Saving tries the store first: the same refusal, from the brand's manager too, and nothing is stored.
    const manager = await signedIn(s.t, { role: 'brand_manager', brandId: brand.id });
    for (const storeUrl of [`https://[::ffff:127.0.0.1]:${openPort}`, 'https://[::ffff:169.254.169.254]']) {
      expectError(await save(brand, { ...body(), storeUrl }, manager.cookie), 'STORE_ADDRESS_NOT_ALLOWED');
    }
    expect(await storedConnection(s.t, brand.id)).toBeFalsy();
    // Plain http to a store that is not a named local one.
    const plain = await test(brand, { ...body(), storeUrl: 'http://shop.example' }, admin);
    expectError(plain, 'VALIDATION_FAILED');
    expect(errorOf(plain).details).toEqual([expect.objectContaining({ key: 'validation.httpsUrl' })]);
    expectError(await test(brand, { ...body(), storeUrl: 'ftp://store.test' }, admin), 'VALIDATION_FAILED');
    expectError(await test(brand, { ...body(), currency: 'riyal' }, admin), 'VALIDATION_FAILED');
  });

  it('saves a store that answers (the key sealed, its currency), connects the brand, and its orders can be tracked', async () => {
    const brand = await insertBrand(s.t.database.db);
    const response = await save(brand, { ...body(), storeUrl: `${s.csCart.url}/api/`, currency: 'usd' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await brandOf(brand.id)).toMatchObject({
      orderManager: 'cs_cart',
      connectionStatus: 'connected',
      connectionProblem: null,
    });
    const row = await storedConnection(s.t, brand.id);
    expect(row).toMatchObject({ platform: 'cs_cart', storeUrl: s.csCart.url, currency: 'USD' });
    expect(row!.apiKeyEncrypted).toMatch(/^v1\./);
    expect(row!.apiKeyEncrypted).not.toContain(s.csCart.apiKey);

    const track = async () =>
      trackOrder(s.t, await newGuest(s.t, brand), brand, { reference: '10403', phone: '055 000 0103' });
    const tracked = await track();
    expect(tracked.json<OrderView>()).toMatchObject({
      reference: '10403',
      status: 'completed',
      total: { currency: 'USD' },
    });

    // A look-up that fails shows why in the brand's status, until the store answers again.
    s.t.clock.advance(31_000);
    s.csCart.answerNext(1, 503);
    expectError(await track(), 'ORDER_TRACKING_FAILED');
    expect(await brandOf(brand.id)).toMatchObject({ connectionStatus: 'connected', connectionProblem: 'store_down' });
    expect((await track()).statusCode).toBe(200);
    expect(await brandOf(brand.id)).toMatchObject({ connectionStatus: 'connected', connectionProblem: null });
  });

  it('refuses a brand whose order manager is Salla, and keeps other brands’ ids unconfirmed', async () => {
    const salla = await insertBrand(s.t.database.db, { orderManager: 'salla' });
    expectError(await test(salla, body()), 'ORDER_MANAGER_FIXED');
    expectError(await save(salla, body()), 'ORDER_MANAGER_FIXED');
    expectError(await save(cast.brand, body(), cast.otherManager.cookie), 'BRAND_NOT_FOUND');
    expectError(await save(cast.brand, body(), cast.agent.cookie), 'FORBIDDEN');
  });

  describe('who may test a store', () => {
    authorizationMatrix(
      () => s.t,
      () => cast,
      [
        {
          name: 'POST /api/brands/:id/cs-cart/test',
          request: () => ({ method: 'POST', url: `/api/brands/${cast.brand.id}/cs-cart/test`, payload: body() }),
          expected: statuses(200),
        },
      ],
    );
  });
});
