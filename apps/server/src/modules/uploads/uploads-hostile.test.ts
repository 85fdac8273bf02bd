import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_SIDES } from '@tawasul/contracts/uploads';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { uploads } from '../../db/schema/uploads.ts';
import { createStorage } from '../../integrations/storage/storage.ts';
import { errorOf, PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import * as samples from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { multipart, upload, uploaded } from '../../testing/upload-requests.ts';

/** Issue 16: uploads that are broken, lie about their size or ask for endless variants never give a 5xx. */

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const brand = await insertBrand(t.database.db);
  const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id, password: PASSWORD });
  ({ cookie } = await signInWithPassword(t, agent.email!));
});
afterAll(() => t.close());

const stored = async () => (await t.database.db.select({ id: uploads.id }).from(uploads)).length;
const post = (payload: Buffer | string, contentType: string) =>
  t.request({
    method: 'POST',
    url: '/api/uploads?kind=image',
    payload,
    headers: { 'content-type': contentType },
    cookie,
  });

describe('malformed multipart bodies', () => {
  it('a body cut off in the middle of the file answers 400 and keeps nothing', async () => {
    const before = await stored();
    const { payload, contentType } = await multipart({ bytes: await samples.image('png', 640, 480), name: 'a.png' });
    for (const cut of [payload.length - 10, Math.floor(payload.length / 2), 60]) {
      const response = await post(payload.subarray(0, cut), contentType);
      expect(response.statusCode, `cut at ${cut}: ${response.body}`).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
    expect(await stored()).toBe(before);
  });

  it('a body that is not multipart at all, or has no boundary, answers 4xx', async () => {
    const garbage = await post('this is not multipart', 'multipart/form-data; boundary=xyz');
    expect(garbage.statusCode).toBe(400);
    const noBoundary = await post('--x\r\n\r\n', 'multipart/form-data');
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    const headersOnly = await post(
      '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n',
      'multipart/form-data; boundary=b',
    );
    expect(headersOnly.statusCode).toBe(400);
  });
});

describe('images are decoded whole at upload', () => {
  it('refuses a PNG cut off halfway with a clear message in both languages, and keeps nothing', async () => {
    const before = await stored();
    const bytes = await samples.truncatedPng();
    const response = await upload(t, cookie, 'image', { bytes, name: 'broken.png' });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toMatchObject({
      code: 'UPLOAD_IMAGE_UNREADABLE',
      message: expect.stringMatching(/could not be read/),
    });
    const { payload, contentType } = await multipart({ bytes, name: 'broken.png' });
    const arabic = await t.request({
      method: 'POST',
      url: '/api/uploads?kind=image',
      payload,
      headers: { 'content-type': contentType, 'accept-language': 'ar' },
      cookie,
    });
    expect(errorOf(arabic).message).toMatch(/تعذرت قراءة هذه الصورة/);
    expect(await stored()).toBe(before);
  });

  it('refuses a 15000×15000 PNG by its header, naming the limit, before decoding a pixel', async () => {
    const response = await upload(t, cookie, 'image', { bytes: samples.pngClaiming(15_000, 15_000), name: 'bomb.png' });
    expect(response.statusCode).toBe(413);
    expect(errorOf(response)).toMatchObject({
      code: 'UPLOAD_IMAGE_TOO_MANY_PIXELS',
      message: expect.stringMatching(/50 megapixels/),
    });
  });

  it('still takes real pictures of every allowed type', async () => {
    for (const format of ['png', 'jpeg', 'gif', 'webp'] as const) {
      const photo = await uploaded(t, cookie, 'image', {
        bytes: await samples.image(format, 800, 600),
        name: `p.${format}`,
      });
      expect(photo).toMatchObject({ width: 800, height: 600 });
    }
  });
});

describe('/_image renders a bounded set of variants', () => {
  it('serves every breakpoint × density, and refuses any other width, quality or background naming it', async () => {
    const photo = await uploaded(t, cookie, 'image', { bytes: await samples.image('png', 400, 300), name: 'p.png' });
    expect(IMAGE_SIDES).toEqual([10, 320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    for (const side of [320, 3072]) {
      expect((await t.request({ method: 'GET', url: `/_image/w_${side},f_webp/uploads/${photo.id}` })).statusCode).toBe(
        200,
      );
    }
    const refused: [string, string][] = [
      ['w_333', 'width'],
      ['h_4096', 'height'],
      ['s_100x100', 'resize'],
      ['q_37', 'quality'],
      ['b_ff0000', 'background'],
      ['fit_squash', 'fit'],
    ];
    for (const [modifier, field] of refused) {
      const response = await t.request({ method: 'GET', url: `/_image/${modifier}/uploads/${photo.id}` });
      expect(response.statusCode, modifier).toBe(400);
      expect(errorOf(response).details, modifier).toEqual([expect.objectContaining({ path: [field] })]);
    }
  });

  it('answers 422 (never 500) for a stored image that no longer decodes', async () => {
    const id = randomUUID();
    const storageKey = `${id.slice(0, 2)}/${id}`;
    await createStorage(t.config).put(storageKey, Readable.from([await samples.truncatedPng()]));
    await t.database.db.insert(uploads).values({
      id,
      kind: 'image',
      mimeType: 'image/png',
      sizeBytes: 100,
      originalName: 'old.png',
      storageKey,
      width: 256,
      height: 256,
    });
    const response = await t.request({ method: 'GET', url: `/_image/w_320,f_webp/uploads/${id}` });
    expect(response.statusCode).toBe(422);
    expect(errorOf(response).code).toBe('UPLOAD_IMAGE_UNREADABLE');
  });
});
