import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WidgetBootstrapResponse, WidgetLauncherResponse } from '@tawasul/contracts/widget';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { onlineAgent, setOnline } from '../../testing/chat-flows.ts';
import { brandSettings, configureBrand, expectError } from '../../testing/chat-scenarios.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';

const dist = mkdtempSync(path.join(tmpdir(), 'tawasul-widget-web-'));
let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(dist, 'widget.html'),
    '<!doctype html><html lang="en" dir="ltr"><div id="widget-root"></div>',
  );
  t = await createTestApp({ env: { WEB_DIST: dist } });
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db, {
    primaryColor: '#0b7285',
    secondaryColor: '#f08c00',
    chatButtonLabelEn: 'Ask Nakheel',
    chatButtonLabelAr: 'اسأل نخيل',
    allowedDomains: ['shop.example', '*.stores.example', 'localhost:5173'],
  });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A request as a page of `origin` sends it (no Origin at all when null: same-origin GET or a server). */
const fromOrigin = (origin: string | null, options: InjectOptions) =>
  t.app.inject({ ...options, headers: { ...(origin ? { origin } : {}), ...options.headers } });

describe('GET /api/public/widget/:widgetId/launcher', () => {
  const launcher = (origin: string | null, widgetId = brand.widgetId) =>
    fromOrigin(origin, { method: 'GET', url: `/api/public/widget/${widgetId}/launcher` });

  it('gives the loader the brand’s colours and button label in both languages', async () => {
    const response = await launcher('https://shop.example');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<WidgetLauncherResponse>()).toEqual({
      widgetId: brand.widgetId,
      brandName: { en: brand.nameEn, ar: brand.nameAr },
      label: { en: 'Ask Nakheel', ar: 'اسأل نخيل' },
      primaryColor: '#0b7285',
      secondaryColor: '#f08c00',
    });
  });

  it.each([
    'https://shop.example',
    'https://www.shop.example',
    'https://ar.m.shop.example',
    'https://eu.stores.example',
    'http://localhost:5173',
  ])('answers a page of the brand’s allowed domains (%s) across origins, without credentials', async (origin) => {
    const response = await launcher(origin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(response.headers.vary)).toMatch(/origin/i);
  });

  it('answers Tawasul’s own pages (the demo storefront) and requests without an Origin', async () => {
    const own = await launcher(TEST_ORIGIN);
    expect(own.statusCode).toBe(200);
    expect(own.headers['access-control-allow-origin']).toBe(TEST_ORIGIN);
    const none = await launcher(null);
    expect(none.statusCode).toBe(200);
    expect(none.headers['access-control-allow-origin']).toBeUndefined();
  });

  it.each([
    'https://evil.example',
    'https://shop.example.evil.example',
    'https://notshop.example',
    // `*.stores.example` lists the subdomains only.
    'https://stores.example',
    'https://shop.example:8443',
    // A page sent in clear text could be anyone's.
    'http://shop.example',
    'http://eu.stores.example',
    'http://localhost:3001',
    'null',
  ])('treats a page of any other site (%s) as an invalid widget', async (origin) => {
    const response = await launcher(origin);
    expectError(response, 'INVALID_WIDGET');
    expect(response.json().error.message).toBe('Invalid widget ID or URL.');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('treats an unknown widget id as an invalid widget, wherever it is asked from', async () => {
    expectError(await launcher('https://shop.example', 'w_nobody'), 'INVALID_WIDGET');
    expectError(await launcher(null, 'w_nobody'), 'INVALID_WIDGET');
  });
});

describe('GET /api/public/brands/:widgetId/widget', () => {
  it('gives the iframe app the brand, its welcome messages, its message windows and whether agents are online', async () => {
    const logo = randomUUID();
    const banners = [randomUUID(), randomUUID()];
    const shop = await insertBrand(t.database.db, {
      logoUploadId: logo,
      bannerUploadIds: banners,
      orderManager: 'salla',
      connectionStatus: 'connected',
    });
    const manager = await signedIn(t, { role: 'brand_manager', brandId: shop.id });
    const welcome = [
      { en: 'Welcome to our store', ar: 'أهلًا بك في متجرنا' },
      { en: 'Ask us anything', ar: 'اسألنا ما تشاء' },
      { en: 'We answer within minutes', ar: 'نرد خلال دقائق' },
    ];
    await configureBrand(t, manager, shop.id, { presetMessages: { welcome } });
    await brandSettings(t, admin, shop.id, { messageEditMinutes: 7, messageDeleteMinutes: 12 });

    const read = async () => {
      const response = await t.request({ method: 'GET', url: `/api/public/brands/${shop.widgetId}/widget` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=10');
      return response.json<WidgetBootstrapResponse>();
    };
    expect(await read()).toEqual({
      brand: {
        id: shop.id,
        widgetId: shop.widgetId,
        name: { en: shop.nameEn, ar: shop.nameAr },
        logoUrl: `/api/uploads/${logo}`,
        bannerUrls: banners.map((id) => `/api/uploads/${id}`),
        primaryColor: shop.primaryColor,
        secondaryColor: shop.secondaryColor,
        orderManager: 'salla',
        storeConnected: true,
      },
      welcomeMessages: welcome,
      agentsOnline: false,
      messageEditMinutes: 7,
      messageDeleteMinutes: 12,
    });

    const agent = await onlineAgent(t, shop);
    expect((await read()).agentsOnline).toBe(true);
    await setOnline(t, agent, false);
    expect((await read()).agentsOnline).toBe(false);
  });

  it('says when the brand has no store connected', async () => {
    const response = await t.request({ method: 'GET', url: `/api/public/brands/${brand.widgetId}/widget` });
    expect(response.json<WidgetBootstrapResponse>().brand).toMatchObject({
      logoUrl: null,
      bannerUrls: [],
      orderManager: null,
      storeConnected: false,
    });
  });

  it('treats an unknown widget id as an invalid widget', async () => {
    expectError(await t.request({ method: 'GET', url: '/api/public/brands/w_nobody/widget' }), 'INVALID_WIDGET');
  });
});

describe('GET /widget, the iframe app’s page', () => {
  const page = (query: string) => t.request({ method: 'GET', url: `/widget${query}` });
  const frameAncestors = (policy: unknown) => /frame-ancestors ([^;]*)/.exec(String(policy))?.[1];

  it('may be framed by the brand’s allowed domains, and by nothing else', async () => {
    const response = await page(`?id=${brand.widgetId}&locale=ar`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.body).toContain('<div id="widget-root">');
    // Arabic and right to left from the first byte (issue 22), as the address asks.
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(frameAncestors(response.headers['content-security-policy'])?.split(' ')).toEqual([
      "'self'",
      'https://shop.example',
      'https://*.shop.example',
      'https://*.stores.example',
      'http://localhost:5173',
      'https://localhost:5173',
    ]);
    // The rest of the policy is the pages' own.
    expect(String(response.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(response.headers['content-security-policy'])).toContain("script-src 'self'");
  });

  it('is still the app’s page for an unknown or missing id (the app shows the error), framed only by our pages', async () => {
    for (const query of ['?id=w_nobody', '', '?locale=xx']) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(200);
      expect(response.body).toContain('<div id="widget-root">');
      expect(frameAncestors(response.headers['content-security-policy'])).toBe("'self'");
    }
  });

  it('is not swallowed by the SPA fallback, nor is the loader; other pages keep X-Frame-Options', async () => {
    const loader = await t.request({ method: 'GET', url: '/widget.js' });
    expect(loader.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(loader.body).toContain('TawasulWidget');
    const other = await t.request({ method: 'GET', url: '/customer' });
    expect(other.body).toContain('<div id="root">');
    expect(other.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(frameAncestors(other.headers['content-security-policy'])).toBe("'self'");
  });
});
