import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { brands } from '../../db/schema/brands.ts';
import { chatRooms } from '../../db/schema/chats.ts';
import { guests } from '../../db/schema/guests.ts';
import { brandSettings } from '../../db/schema/settings.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { errorOf, PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import { brandInput, uploadedImageId } from '../../testing/brand-requests.ts';
import * as samples from '../../testing/sample-files.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploaded } from '../../testing/upload-requests.ts';

let t: TestApp;
let cookie: string;
let logo: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
  ({ cookie } = await signInWithPassword(t, admin.email!));
  logo = await uploadedImageId(t, cookie);
});
afterAll(() => t.close());

const create = (payload: object) => t.request({ method: 'POST', url: '/api/brands', cookie, payload });
const update = (id: string, payload: object) => t.request({ method: 'PUT', url: `/api/brands/${id}`, cookie, payload });
const read = (id: string) => t.request({ method: 'GET', url: `/api/brands/${id}`, cookie });
const remove = (id: string) => t.request({ method: 'DELETE', url: `/api/brands/${id}`, cookie });
const stored = async (id: string) => (await t.database.db.select().from(brands).where(eq(brands.id, id)))[0]!;

async function created(overrides: object = {}): Promise<BrandResponse> {
  const response = await create(brandInput(logo, overrides));
  if (response.statusCode !== 201) throw new Error(`create answered ${response.statusCode}: ${response.body}`);
  return response.json() as BrandResponse;
}

describe('creating a brand', () => {
  it('creates it with its images, a widget id and the snippet to paste into the store', async () => {
    const banners = [await uploadedImageId(t, cookie), await uploadedImageId(t, cookie)];
    const input = brandInput(logo, {
      bannerUploadIds: banners,
      orderManager: 'salla',
      primaryColor: '#112233',
      chatButtonLabelEn: 'Talk to us',
      chatButtonLabelAr: 'كلمنا',
      allowedDomains: ['Shop.Falcon.test', '*.falcon.test'],
    });
    const response = await create(input);

    expect(response.statusCode).toBe(201);
    const brand = response.json() as BrandResponse;
    expect(brand).toMatchObject({
      nameEn: input.nameEn,
      nameAr: input.nameAr,
      email: input.email,
      logo: { id: logo, url: `/api/uploads/${logo}` },
      banners: banners.map((id) => ({ id, url: `/api/uploads/${id}` })),
      orderManager: 'salla',
      connectionStatus: 'not_connected',
      apiKeySet: false,
      primaryColor: '#112233',
      secondaryColor: '#228be6',
      chatButtonLabelEn: 'Talk to us',
      chatButtonLabelAr: 'كلمنا',
      allowedDomains: ['shop.falcon.test', '*.falcon.test'],
      timeZone: 'Asia/Riyadh',
      agentsCount: 0,
    });
    expect(brand.widgetId).toMatch(/^w_[A-Za-z0-9_-]{16}$/);
    expect(brand.webViewCode).toBe(
      `<script src="http://localhost:3000/widget.js" data-widget-id="${brand.widgetId}" async></script>`,
    );
    expect((await read(brand.id)).json()).toEqual(brand);
  });

  it('gives every brand its own widget id', async () => {
    const [a, b] = [await created(), await created()];
    expect(a.widgetId).not.toBe(b.widgetId);
  });

  it('requires names, e-mail and logo', async () => {
    const response = await create({ nameEn: ' ', email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const paths = (errorOf(response).details as { path: string[] }[]).map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['nameEn', 'nameAr', 'email', 'logoUploadId']));
  });

  it('requires the logo and banners to be uploaded images, naming each field that is not', async () => {
    const document = await uploaded(t, cookie, 'document', { bytes: samples.pdf(), name: 'logo.pdf' });
    const response = await create(
      brandInput(document.id, { bannerUploadIds: [logo, '7d0c1e4e-4f55-4a8e-9d51-0c6f0c3b2a10'] }),
    );
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      details: [
        { path: ['logoUploadId'], key: 'validation.uploadedImage', message: 'Choose an uploaded image' },
        { path: ['bannerUploadIds', 1], key: 'validation.uploadedImage', message: 'Choose an uploaded image' },
      ],
    });
  });
});

describe('unique names and e-mail', () => {
  it.each([
    ['the English name in another letter case', (b: BrandResponse) => ({ nameEn: b.nameEn.toUpperCase() }), 'nameEn'],
    ['the English name with spaces around it', (b: BrandResponse) => ({ nameEn: `  ${b.nameEn} ` }), 'nameEn'],
    ['the Arabic name', (b: BrandResponse) => ({ nameAr: b.nameAr }), 'nameAr'],
    ['the e-mail in another letter case', (b: BrandResponse) => ({ email: b.email.toUpperCase() }), 'email'],
  ])('refuses a new brand with %s of another brand', async (_label, same, field) => {
    const existing = await created();
    const response = await create(brandInput(logo, same(existing)));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'BRAND_NAME_OR_EMAIL_EXISTS',
      message: 'A brand with the same name or email already exists.',
      details: { fields: [field] },
    });
  });

  it('refuses an update to another brand’s name, and answers in Arabic for an Arabic reader', async () => {
    const [a, b] = [await created(), await created()];
    const response = await t.request({
      method: 'PUT',
      url: `/api/brands/${b.id}`,
      cookie,
      headers: { 'accept-language': 'ar' },
      payload: brandInput(logo, { nameEn: b.nameEn, nameAr: a.nameAr, email: b.email }),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).message).toBe('توجد علامة تجارية بنفس الاسم أو البريد الإلكتروني بالفعل.');
  });

  it('lets a brand keep its own name and e-mail on update', async () => {
    const brand = await created();
    const response = await update(
      brand.id,
      brandInput(logo, { nameEn: brand.nameEn, nameAr: brand.nameAr, email: brand.email }),
    );
    expect(response.statusCode).toBe(200);
  });
});

describe('the order manager', () => {
  it('may be set once, then only sent again as it is', async () => {
    const brand = await created();
    const body = brandInput(logo, { nameEn: brand.nameEn, nameAr: brand.nameAr, email: brand.email });
    expect((await update(brand.id, { ...body, orderManager: 'cs_cart' })).json()).toMatchObject({
      orderManager: 'cs_cart',
    });
    expect((await update(brand.id, { ...body, orderManager: 'cs_cart' })).statusCode).toBe(200);

    for (const orderManager of ['salla', null]) {
      const response = await update(brand.id, { ...body, orderManager });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toEqual({
        code: 'ORDER_MANAGER_FIXED',
        message: 'The order manager cannot be changed once set.',
      });
    }
    expect((await stored(brand.id)).orderManager).toBe('cs_cart');
  });
});

describe('the store API key', () => {
  it('is stored encrypted, never returned, kept when omitted, replaced and removed', async () => {
    const brand = await created({ apiKey: 'sk_live_SECRET_123' });
    expect(brand.apiKeySet).toBe(true);
    expect(JSON.stringify(brand)).not.toContain('sk_live_SECRET_123');
    const column = (await stored(brand.id)).apiKeyEncrypted!;
    expect(column).not.toContain('sk_live_SECRET_123');
    const box = createSecretBox(t.config.authSecret);
    expect(box.open(column, `brands.api_key:${brand.id}`)).toBe('sk_live_SECRET_123');

    const body = brandInput(logo, { nameEn: brand.nameEn, nameAr: brand.nameAr, email: brand.email });
    const kept = await update(brand.id, body);
    expect(kept.json().apiKeySet).toBe(true);
    expect((await stored(brand.id)).apiKeyEncrypted).toBe(column);

    await update(brand.id, { ...body, apiKey: 'sk_live_OTHER' });
    expect(box.open((await stored(brand.id)).apiKeyEncrypted!, `brands.api_key:${brand.id}`)).toBe('sk_live_OTHER');

    const removed = await update(brand.id, { ...body, apiKey: null });
    expect(removed.json().apiKeySet).toBe(false);
    expect((await stored(brand.id)).apiKeyEncrypted).toBeNull();
  });
});

describe('reading a brand', () => {
  it('counts its agents (not its managers)', async () => {
    const brand = await created();
    for (const role of ['agent', 'agent', 'brand_manager'] as const) {
      await insertUser(t.database.db, { role, brandId: brand.id });
    }
    expect((await read(brand.id)).json().agentsCount).toBe(2);
  });

  it('answers an unknown brand with 404 BRAND_NOT_FOUND and a malformed id with 400', async () => {
    const unknown = await read('7d0c1e4e-4f55-4a8e-9d51-0c6f0c3b2a10');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown)).toEqual({ code: 'BRAND_NOT_FOUND', message: 'Brand not found.' });
    expect((await read('nope')).statusCode).toBe(400);
  });
});

describe('deleting a brand', () => {
  it('deletes a brand nobody belongs to, with its settings', async () => {
    const brand = await created();
    await t.database.db.insert(brandSettings).values({ brandId: brand.id, maxConversationsPerAgent: 3 });
    const response = await remove(brand.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect((await read(brand.id)).statusCode).toBe(404);
    expect(await t.database.db.select().from(brandSettings).where(eq(brandSettings.brandId, brand.id))).toEqual([]);
    expect((await remove(brand.id)).statusCode).toBe(404);
  });

  it.each([
    ['an agent', (brandId: string) => insertUser(t.database.db, { role: 'agent', brandId })],
    ['a brand manager', (brandId: string) => insertUser(t.database.db, { role: 'brand_manager', brandId })],
    ['a guest', (brandId: string) => t.database.db.insert(guests).values({ brandId })],
    ['a chat', (brandId: string) => t.database.db.insert(chatRooms).values({ brandId })],
  ])('refuses while %s belongs to it', async (_label, relate) => {
    const brand = await insertBrand(t.database.db);
    await relate(brand.id);
    const response = await remove(brand.id);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({
      code: 'BRAND_HAS_RELATED_RECORDS',
      message: 'This brand cannot be deleted because it has related records.',
    });
    expect(await stored(brand.id)).toBeDefined();
  });
});
