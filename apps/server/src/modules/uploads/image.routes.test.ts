import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { insertUser } from '../../db/factories.ts';
import { errorOf, PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import * as samples from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploaded } from '../../testing/upload-requests.ts';

// The built web app is present, so a path the image route did not take would fall back to index.html.
const dist = mkdtempSync(path.join(tmpdir(), 'tawasul-web-'));
let t: TestApp;
let photo: UploadResponse;
let pdf: UploadResponse;
beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  t = await createTestApp({ env: { WEB_DIST: dist } });
  const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
  const { cookie } = await signInWithPassword(t, admin.email!);
  photo = await uploaded(t, cookie, 'image', { bytes: await transparentPng(1200, 800), name: 'banner.png' });
  pdf = await uploaded(t, cookie, 'document', { bytes: samples.pdf(), name: 'menu.pdf' });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

/** A picture with a transparent left half, so flattening shows. */
function transparentPng(width: number, height: number): Promise<Buffer> {
  const half = Buffer.alloc((width / 2) * height * 4, 255);
  return sharp({ create: { width, height, channels: 4, background: { r: 0, g: 128, b: 255, alpha: 1 } } })
    .composite([{ input: half, raw: { width: width / 2, height, channels: 4 }, left: 0, top: 0, blend: 'dest-out' }])
    .png()
    .toBuffer();
}

const get = (url: string) => t.request({ method: 'GET', url });

describe('the image optimisation path', () => {
  it('resizes and re-encodes: w_320,f_webp,q_80', async () => {
    const response = await get(`/_image/w_320,f_webp,q_80/uploads/${photo.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-image-cache']).toBe('miss');
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 213 });
  });

  it('serves the second request from the disk cache, whatever the spelling of the modifiers', async () => {
    const url = `/_image/q_80,w_320,f_webp/uploads/${photo.id}`;
    const again = await get(url);
    expect(again.headers['x-image-cache']).toBe('hit');
    const cacheFile = path.join(
      t.config.dataDir,
      'image-cache',
      photo.id.slice(0, 2),
      photo.id,
      'f_webp,w_320,q_80.webp',
    );
    expect(existsSync(cacheFile)).toBe(true);

    const longNames = await get(`/_image/format_webp,width_320,quality_80/uploads/${photo.id}`);
    expect(longNames.headers['x-image-cache']).toBe('hit');
    expect(longNames.rawPayload.equals(again.rawPayload)).toBe(true);
  });

  it('makes a variant once when two requests ask for it at the same time', async () => {
    const url = `/_image/w_640,f_png/uploads/${photo.id}`;
    const [a, b] = await Promise.all([get(url), get(url)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('crops to an exact size with s_WxH (cover by default)', async () => {
    const response = await get(`/_image/s_320x320,f_png/uploads/${photo.id}`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'png', width: 320, height: 320 });
  });

  it('makes the 10×10 placeholder the web app asks for', async () => {
    const response = await get(`/_image/f_webp,fit_cover,w_10,h_10,q_50/uploads/${photo.id}`);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 10, height: 10 });
  });

  it('fits inside a box and fills the rest and the transparency with the background colour', async () => {
    const response = await get(`/_image/fit_contain,w_320,h_320,b_000000,f_jpeg/uploads/${photo.id}`);
    expect(response.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(response.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 320, height: 320 });
    const pixel = (x: number, y: number) => [...data.subarray((y * 320 + x) * 3, (y * 320 + x) * 3 + 3)];
    const isBlack = ([r, g, b]: number[]) => r! < 25 && g! < 25 && b! < 25;
    expect(isBlack(pixel(160, 8))).toBe(true); // the band above the picture
    expect(isBlack(pixel(32, 160))).toBe(true); // the transparent half
    expect(isBlack(pixel(288, 160))).toBe(false); // the opaque half keeps its colour
  });

  it('keeps the original format and size without modifiers, and never enlarges', async () => {
    const original = await get(`/_image/_/uploads/${photo.id}`);
    expect(original.headers['content-type']).toBe('image/png');
    expect(await sharp(original.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });
    const bigger = await get(`/_image/w_3072,f_webp/uploads/${photo.id}`);
    expect(await sharp(bigger.rawPayload).metadata()).toMatchObject({ width: 1200, height: 800 });
  });

  it.each([
    ['w_abc', ['width']],
    ['w_5000', ['width']],
    ['q_0', ['quality']],
    ['f_svg', ['format']],
    ['b_red', ['background']],
    ['b_ff0000', ['background']],
    ['w_333', ['width']],
    ['q_37', ['quality']],
    ['s_5000x10', ['resize']],
    ['zoom_2', ['zoom_2']],
    ['w_10,w_20', ['width']],
  ])('refuses the modifiers %s with VALIDATION_FAILED on %j', async (modifiers, path) => {
    const response = await get(`/_image/${modifiers}/uploads/${photo.id}`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path }] });
  });
});

describe('only uploaded images go through it', () => {
  it('answers 404 for a document, an unknown id and anything that is not an id', async () => {
    for (const id of [
      pdf.id,
      '7d0c1e4e-4f55-4a8e-9d51-0c6f0c3b2a10',
      'logo.png',
      'https%3A%2F%2Fevil.example%2Fa.png',
    ]) {
      const response = await get(`/_image/w_10/uploads/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response).code).toBe('UPLOAD_NOT_FOUND');
    }
  });

  it('answers 404 (never the web app) for every other path under /_image', async () => {
    for (const url of [
      '/_image/w_10',
      `/_image/w_10/files/${photo.id}`,
      `/_image/w_10/uploads/${photo.id}/extra`,
      '/_image/w_10/https://evil.example/a.png',
      '/_image/w_10/uploads/..%2F..%2F..%2Fetc%2Fpasswd',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toContain('application/json');
    }
  });

  it('answers 404 to path traversal sent as raw bytes on the wire', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    for (const rawPath of [
      '/_image/w_10/../../etc/passwd',
      '/_image/w_10/uploads/../../../../etc/passwd',
      '/_image/_/uploads/..%2f..%2f..%2fetc%2fpasswd',
      '/_image/w_10/uploads/%2e%2e/%2e%2e/etc/passwd',
    ]) {
      const { status, body } = await rawGet(port, rawPath);
      expect(status, rawPath).toBe(404);
      expect(JSON.parse(body).error.code, rawPath).toBe('UPLOAD_NOT_FOUND');
      expect(body).not.toContain('root:');
    }
  });
});

/** A GET with the path exactly as given: Node's client, unlike a browser or `inject`, does not normalise `..`. */
function rawGet(port: number, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}
