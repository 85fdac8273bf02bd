import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { signedIn } from '../testing/back-office.ts';
import { createAppPage } from './app-page.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

/** As the web build writes them: its index.html and page-heads.json (apps/web/vite-plugins/page-heads.ts). */
const INDEX = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <title>Tawasul</title>
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>
  <body><div id="root"><div><span id="splash-name">Tawasul</span></div></div></body>
</html>`;
const HEADS = {
  en: {
    names: { site: 'Tawasul', product: 'Tawasul Admin', brand: 'Brand Admin' },
    pages: {
      '/': { pageTitle: null, description: 'Live chat for stores.' },
      '/login': { pageTitle: 'Sign in', description: 'Sign in to answer "your" shoppers & more.' },
    },
    fallback: { pageTitle: null, description: 'Customer support live chat.' },
  },
  ar: {
    names: { site: 'تواصل', product: 'إدارة تواصل', brand: 'إدارة العلامة التجارية' },
    pages: {
      '/': { pageTitle: null, description: 'محادثة مباشرة للمتاجر.' },
      '/login': { pageTitle: 'تسجيل الدخول', description: 'سجّل الدخول لتجيب عملاءك.' },
    },
    fallback: { pageTitle: null, description: 'دعم العملاء.' },
  },
};

/** As the web build lists a page's own files (apps/web/vite-plugins/route-preloads.ts). */
const PRELOADS = {
  '/': { js: ['/assets/landing.js'], css: [] },
  '/login': { js: ['/assets/login.js', '/assets/TextInput.js'], css: ['/assets/login.css'] },
  '/admin/users': { js: ['/assets/users.js'], css: ['/assets/users.css'] },
};
const BUILD = { id: 'b1', timestamp: 1 };
const META = { ...BUILD, routeRules: { '/signin': { redirect: '/login' } } };

/** The start-up data the page carries (apps/web/src/app/boot-data.ts reads it). */
function bootOf(html: string): unknown {
  const match = /<script type="application\/json" id="tawasul-boot">(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe("the app's HTML page", () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'tawasul-web-'));
  let t: TestApp;
  beforeAll(async () => {
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'page-heads.json'), JSON.stringify(HEADS));
    writeFileSync(path.join(dist, 'route-preloads.json'), JSON.stringify(PRELOADS));
    mkdirSync(path.join(dist, 'builds/meta'), { recursive: true });
    writeFileSync(path.join(dist, 'builds/latest.json'), JSON.stringify(BUILD));
    writeFileSync(path.join(dist, 'builds/meta/b1.json'), JSON.stringify(META));
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const page = async (url: string, headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    return response.body;
  };

  it('is English, left to right, with the public page title and its meta description', async () => {
    const html = await page('/login');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<title>Sign in - Tawasul</title>');
    expect(html).toContain(
      '<meta name="description" content="Sign in to answer &quot;your&quot; shoppers &amp; more." />',
    );
    expect(html).toContain('<div id="root">');
  });

  it('is Arabic and right to left under /ar, before any script runs', async () => {
    const html = await page('/ar/login');
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // What shows until the app has drawn: the product's name in the page's language.
    expect(html).toContain('<span id="splash-name">تواصل</span>');
    expect(await page('/ar/admin')).toContain('<div id="root"></div>');
    expect(html).toContain('<title>تسجيل الدخول - تواصل</title>');
    expect(html).toContain('content="سجّل الدخول لتجيب عملاءك."');
    expect(await page('/ar')).toContain('<meta name="description" content="محادثة مباشرة للمتاجر." />');
  });

  it("follows the reader's language without a prefix: the locale cookie, else Accept-Language", async () => {
    expect(await page('/login', { cookie: 'locale=ar' })).toContain('<html lang="ar" dir="rtl">');
    expect(await page('/login', { 'accept-language': 'ar-SA,ar;q=0.9' })).toContain(
      '<title>تسجيل الدخول - تواصل</title>',
    );
    expect(await page('/login', { cookie: 'locale=en', 'accept-language': 'ar' })).toContain('lang="en"');
  });

  it("follows a signed-in person's own language, and names the panels after the admin", async () => {
    const { cookie } = await signedIn(t, { role: 'admin', language: 'ar' });
    const html = await page('/admin/agent', { cookie: `${cookie}; locale=en` });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>إدارة تواصل</title>');
    expect(html).toContain('content="دعم العملاء."');
  });

  it('names the brand portal after it, and describes every other page with the default text', async () => {
    const brand = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'brand.localhost:3000' } });
    expect(brand.body).toContain('<title>Sign in - Brand Admin</title>');
    expect(await page('/pages/about')).toContain('<title>Tawasul</title>');
    expect(await page('/no/such/page')).toContain('content="Customer support live chat."');
  });

  it('carries the start-up answers, so the app renders without asking for them first', async () => {
    expect(bootOf(await page('/login', { 'accept-language': 'ar' }))).toEqual({
      language: 'ar',
      user: null,
      routeRules: META.routeRules,
    });
    const { cookie, user } = await signedIn(t, { role: 'admin', language: 'en', firstNameEn: '</script><b>' });
    const response = await t.request({ method: 'GET', url: '/ar/admin', headers: { cookie } });
    // The account's language, as GET /api/admin/language answers: the /ar prefix is the app's to apply.
    expect(bootOf(response.body)).toMatchObject({ language: 'en', user: { id: user.id, firstNameEn: '</script><b>' } });
    expect(response.body).not.toContain('</script><b>');
    // It names the person: no shared cache may keep it.
    expect(response.headers['cache-control']).toBe('private, no-cache');
    const session = await t.request({ method: 'GET', url: '/api/_auth/session', headers: { cookie } });
    expect((bootOf(response.body) as { user: unknown }).user).toEqual(session.json().user);
  });

  it("names the page's own files as preloads, and nothing on a page the build did not list", async () => {
    const login = await page('/ar/login');
    expect(login).toContain('<link rel="preload" as="style" crossorigin href="/assets/login.css" data-deferred-style>');
    expect(login).toContain('<link rel="modulepreload" crossorigin href="/assets/TextInput.js">');
    expect(await page('/')).toContain('<link rel="modulepreload" crossorigin href="/assets/landing.js">');
    const other = await page('/pages/about');
    expect(other).not.toContain('modulepreload');
    expect(bootOf(other)).toMatchObject({ user: null });
  });

  it("lets a public page paint its name before its stylesheets, and keeps a panel's stylesheets in its way", async () => {
    // A public page's stylesheets are preloads the app applies before its first render (deferred-styles.ts): the
    // product's name paints without waiting for them, and they load beside the app's code.
    for (const url of ['/', '/ar/login']) {
      const html = await page(url);
      expect(html).toContain(
        '<link rel="preload" as="style" crossorigin href="/assets/index.css" data-deferred-style>',
      );
      expect(html).not.toContain('rel="stylesheet"');
    }
    // A panel has no such name to show: its stylesheets stay as they are.
    const { cookie } = await signedIn(t, { role: 'admin' });
    const panel = (await t.request({ method: 'GET', url: '/admin/users', headers: { cookie } })).body;
    expect(panel).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(panel).toContain('<link rel="stylesheet" crossorigin href="/assets/users.css">');
    expect(panel).not.toContain('data-deferred-style');
  });

  it('gives the landing page its payload as GET /_payload.json answers it, and no other page any', async () => {
    const inline = (html: string) => {
      const match = /<script type="application\/json" data-inline-url="\/_payload.json">(.*?)<\/script>/s.exec(html);
      return match ? (JSON.parse(match[1]!) as unknown) : undefined;
    };
    const payload = await t.request({ method: 'GET', url: '/_payload.json' });
    expect(inline(await page('/'))).toEqual(payload.json());
    expect(inline(await page('/ar'))).toEqual(payload.json());
    expect(await page('/login')).not.toContain('data-inline-url');
  });

  it('is still served when the data it would carry cannot be read: the app then asks for it', async () => {
    const render = createAppPage(dist, {
      toSessionUser: () => {
        throw new Error('nobody is signed in here');
      },
      inlineData: () => Promise.reject(new Error('database unavailable')),
    });
    const warnings: unknown[] = [];
    const request = {
      url: '/',
      host: 'localhost',
      headers: {},
      cookies: {},
      currentSession: async () => null,
      log: { warn: (...args: unknown[]) => warnings.push(args) },
    } as unknown as FastifyRequest;
    const html = await render(request);
    expect(html).toContain('<div id="root">');
    expect(html).not.toContain('data-inline-url');
    expect(bootOf(html)).toMatchObject({ user: null });
    expect(warnings).toHaveLength(1);
  });
});
