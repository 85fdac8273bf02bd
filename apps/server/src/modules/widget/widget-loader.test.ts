import { readFileSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WIDGET_LOADER_FILE } from './widget-loader.ts';

const BUDGET_BYTES = 3 * 1024;

describe('GET /widget.js, the loader brands paste into their stores', () => {
  let t: TestApp;
  const file = readFileSync(WIDGET_LOADER_FILE, 'utf8');
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const load = (headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url: '/widget.js', headers: { origin: 'https://store.example', ...headers } });

  it('stays within 3 KB gzipped', async () => {
    const plain = await load();
    expect(plain.statusCode).toBe(200);
    const gzipped = gzipSync(plain.rawPayload).length;
    expect(gzipped, `the loader is ${gzipped} bytes gzipped`).toBeLessThanOrEqual(BUDGET_BYTES);
  });

  it('is a classic ES2017 script: it parses, imports nothing and uses no later syntax', async () => {
    const source = (await load()).body;
    expect(source).toBe(file);
    expect(() => new Function(source)).not.toThrow();
    expect(source).not.toMatch(/^\s*(import|export)\b|\bimport\s*\(/m);
    // Optional chaining and nullish coalescing are ES2020: old store browsers would fail on them.
    expect(source).not.toMatch(/\?\.[a-zA-Z_$[(]|\?\?/);
  });

  it('is served as cacheable JavaScript that any store page may load', async () => {
    const response = await load();
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^W\/".+"$/);
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(String(response.headers.vary)).toContain('accept-encoding');
  });

  it('is gzipped when the browser accepts it, and not sent again while unchanged', async () => {
    const gzipped = await load({ 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThanOrEqual(BUDGET_BYTES);
    expect(gunzipSync(gzipped.rawPayload).toString('utf8')).toBe(file);

    const again = await load({ 'if-none-match': String(gzipped.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await load({ 'if-none-match': 'W/"an-older-version"' });
    expect(changed.statusCode).toBe(200);
  });
});
