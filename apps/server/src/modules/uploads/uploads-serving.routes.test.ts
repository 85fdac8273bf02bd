import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadResponse } from '@tawasul/contracts/uploads';
import { insertUser } from '../../db/factories.ts';
import { errorOf, PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import * as samples from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploaded } from '../../testing/upload-requests.ts';

let t: TestApp;
let cookie: string;
let video: { upload: UploadResponse; bytes: Buffer };
beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
  ({ cookie } = await signInWithPassword(t, admin.email!));
  const bytes = samples.mp4(64 * 1024);
  video = { upload: await uploaded(t, cookie, 'video', { bytes, name: 'unboxing.mp4' }), bytes };
});
afterAll(() => t.close());

describe('serving uploaded files', () => {
  it('serves an image inline with its real type, nosniff and a long cache', async () => {
    const bytes = await samples.image('png');
    // The browser called it a JPEG; the bytes say PNG, and PNG is what is served.
    const image = await uploaded(t, cookie, 'image', { bytes, name: 'logo.jpg', type: 'image/jpeg' });
    const response = await t.request({ method: 'GET', url: image.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Brand logos show on the brands' own sites through the widget.
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.headers['content-length']).toBe(String(bytes.length));
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves documents as downloads under their (Arabic) name', async () => {
    const bytes = samples.pdf();
    const document = await uploaded(t, cookie, 'document', { bytes, name: 'فاتورة 1042.pdf' });
    const response = await t.request({ method: 'GET', url: document.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="______ 1042.pdf"; filename*=UTF-8''${encodeURIComponent('فاتورة 1042.pdf')}`,
    );
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves text with its character set, still as a download', async () => {
    const document = await uploaded(t, cookie, 'document', {
      bytes: samples.text('<script>alert(1)</script>'),
      name: 'x.txt',
    });
    const response = await t.request({ method: 'GET', url: document.url });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the whole video inline and says it takes byte ranges', async () => {
    const response = await t.request({ method: 'GET', url: video.upload.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('video/mp4');
    expect(response.headers['accept-ranges']).toBe('bytes');
    expect(response.headers['content-disposition']).toMatch(/^inline; /);
    expect(response.rawPayload.equals(video.bytes)).toBe(true);
  });

  it('serves a part of the video for a Range request, as a player asks while seeking', async () => {
    const response = await t.request({ method: 'GET', url: video.upload.url, headers: { range: 'bytes=1000-1999' } });
    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 1000-1999/${video.bytes.length}`);
    expect(response.headers['content-length']).toBe('1000');
    expect(response.rawPayload.equals(video.bytes.subarray(1000, 2000))).toBe(true);
  });

  it('serves open-ended and suffix ranges, and clamps an end past the file', async () => {
    const size = video.bytes.length;
    const from = await t.request({ method: 'GET', url: video.upload.url, headers: { range: `bytes=${size - 10}-` } });
    expect(from.statusCode).toBe(206);
    expect(from.rawPayload.equals(video.bytes.subarray(size - 10))).toBe(true);

    const last = await t.request({ method: 'GET', url: video.upload.url, headers: { range: 'bytes=-5' } });
    expect(last.headers['content-range']).toBe(`bytes ${size - 5}-${size - 1}/${size}`);
    expect(last.rawPayload.equals(video.bytes.subarray(size - 5))).toBe(true);

    const past = await t.request({ method: 'GET', url: video.upload.url, headers: { range: `bytes=0-${size * 2}` } });
    expect(past.statusCode).toBe(206);
    expect(past.headers['content-range']).toBe(`bytes 0-${size - 1}/${size}`);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const size = video.bytes.length;
    const response = await t.request({ method: 'GET', url: video.upload.url, headers: { range: `bytes=${size}-` } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${size}`);
    expect(errorOf(response).code).toBe('UPLOAD_RANGE_NOT_SATISFIABLE');
  });

  it('sends the whole file for several ranges or a malformed one', async () => {
    for (const range of ['bytes=0-1,5-9', 'items=0-5', 'bytes=9-3']) {
      const response = await t.request({ method: 'GET', url: video.upload.url, headers: { range } });
      expect(response.statusCode, range).toBe(200);
      expect(response.rawPayload.length).toBe(video.bytes.length);
    }
  });

  it('answers a repeated request with 304 when the browser has the file', async () => {
    const first = await t.request({ method: 'GET', url: video.upload.url });
    const again = await t.request({
      method: 'GET',
      url: video.upload.url,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD with the headers only', async () => {
    const response = await t.request({ method: 'HEAD', url: video.upload.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe(String(video.bytes.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('answers an unknown id, or something that is not an id, with 404 UPLOAD_NOT_FOUND', async () => {
    for (const id of ['7d0c1e4e-4f55-4a8e-9d51-0c6f0c3b2a10', 'not-a-uuid', '..%2F..%2Fetc%2Fpasswd', '1%20or%201=1']) {
      const response = await t.request({ method: 'GET', url: `/api/uploads/${id}` });
      expect(response.statusCode, id).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'UPLOAD_NOT_FOUND', message: 'File not found.' });
    }
  });
});
