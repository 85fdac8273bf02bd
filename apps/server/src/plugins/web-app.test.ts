import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

describe('the built web app with its SPA fallback', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'tawasul-web-'));
  let t: TestApp;
  beforeAll(async () => {
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), 'console.log(1)');
    t = await createTestApp({ env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers app routes with index.html so the router can show them (or its 404 page)', async () => {
    for (const url of ['/', '/login', '/admin/agent', '/ar/admin', '/no/such/page']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
      // Checked on every load, and kept by no shared cache: the page carries the signed-in person's start-up data.
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('serves hashed assets as immutable and never answers a missing asset with HTML', async () => {
    const asset = await t.request({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    // A script needs nosniff, not a document's policies: those would cost every one of a page's files 700 bytes.
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers.etag).toBeUndefined();
    expect(asset.headers.vary).toBe('accept-encoding');
    const missing = await t.request({ method: 'GET', url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it("serves public pages' data as JSON, never as the app's HTML", async () => {
    const landing = await t.request({ method: 'GET', url: '/_payload.json' });
    expect(landing.statusCode).toBe(200);
    expect(landing.headers['content-type']).toContain('application/json');
    expect(landing.json()).toHaveProperty('landing');
    const page = await t.request({ method: 'GET', url: '/pages/no-such-page/_payload.json' });
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('PAGE_NOT_FOUND');
    // The page itself is the app's.
    expect((await t.request({ method: 'GET', url: '/pages/no-such-page' })).headers['content-type']).toContain(
      'text/html',
    );
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await t.request({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'ROUTE_NOT_FOUND', message: 'This address does not exist.' },
    });
  });

  it('sends security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/login' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets a page embed a case's video player from another https site, and nothing else from elsewhere", async () => {
    const policy = String((await t.request({ method: 'GET', url: '/admin' })).headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https:");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'self'");
  });

  it('allows no eval, no inline script, no plugin and connects only to our own origin', async () => {
    const policy = String((await t.request({ method: 'GET', url: '/login' })).headers['content-security-policy']);
    const directives = Object.fromEntries(
      policy.split(';').map((part) => {
        const [name, ...sources] = part.trim().split(/\s+/);
        return [name, sources];
      }),
    );
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['script-src-attr']).toEqual(["'none'"]);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['form-action']).toEqual(["'self'"]);
    expect(policy).not.toMatch(/unsafe-eval|wasm-unsafe-eval|ws:|wss:/);
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/_auth/session', '/api/auth/sign-in/password', '/api/health']));
  });
});
