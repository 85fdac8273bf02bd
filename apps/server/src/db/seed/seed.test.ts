import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandListResponse } from '@tawasul/contracts/brands';
import { createStorage } from '../../integrations/storage/storage.ts';
import { signInWithPassword } from '../../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DEMO_ADMIN, DEMO_BRANDS, DEMO_PASSWORD } from './demo-data.ts';
import { seedDemoData } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db, t.clock, { storage: createStorage(t.config) });
});
afterAll(() => t.close());

describe('the demo data', () => {
  it('gives each demo brand a logo in its colour and a banner, served like uploaded images', async () => {
    const { cookie } = await signInWithPassword(t, DEMO_ADMIN.email, DEMO_PASSWORD);
    const list = (await t.request({ method: 'GET', url: '/api/brands', cookie })).json() as BrandListResponse;
    expect(list.total).toBe(DEMO_BRANDS.length);
    for (const demo of DEMO_BRANDS) {
      const brand = list.items.find((item) => item.nameEn === demo.nameEn)!;
      expect(brand.banners).toHaveLength(1);

      const logo = await t.request({ method: 'GET', url: brand.logo!.url });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toBe('image/png');
      const { data } = await sharp(logo.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(`#${[...data.subarray(0, 3)].map((c) => c.toString(16).padStart(2, '0')).join('')}`).toBe(
        demo.primaryColor,
      );

      const banner = await t.request({ method: 'GET', url: `/_image/w_768,f_webp/uploads/${brand.banners[0]!.id}` });
      expect(banner.statusCode).toBe(200);
      expect(await sharp(banner.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 768, height: 256 });
    }
  });

  it('adds nothing on a second run', async () => {
    expect(await seedDemoData(t.database.db, t.clock, { storage: createStorage(t.config) })).toEqual({
      seeded: false,
    });
  });
});
