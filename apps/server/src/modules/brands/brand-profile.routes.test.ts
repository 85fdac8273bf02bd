import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { insertBrand, insertUser, type BrandRow } from '../../db/factories.ts';
import { brands } from '../../db/schema/brands.ts';
import { errorOf, PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import { uploadedImageId } from '../../testing/brand-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The Brand Profile: a brand manager reads and edits its own brand through the admin's endpoints.
let t: TestApp;
let own: BrandRow;
let other: BrandRow;
let manager: string;
let logo: string;
beforeAll(async () => {
  t = await createTestApp();
  own = await insertBrand(t.database.db, { orderManager: 'salla' });
  other = await insertBrand(t.database.db);
  const user = await insertUser(t.database.db, { role: 'brand_manager', brandId: own.id, password: PASSWORD });
  ({ cookie: manager } = await signInWithPassword(t, user.email!));
  logo = await uploadedImageId(t, manager);
});
afterAll(() => t.close());

const profile = (brand: BrandRow, changes: object = {}) => ({
  nameEn: brand.nameEn,
  nameAr: brand.nameAr,
  email: brand.email,
  logoUploadId: logo,
  orderManager: brand.orderManager,
  ...changes,
});

describe('Brand Profile', () => {
  it('shows the manager its own brand', async () => {
    const response = await t.request({ method: 'GET', url: `/api/brands/${own.id}`, cookie: manager });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: own.id, nameEn: own.nameEn, widgetId: own.widgetId });
  });

  it("saves the manager's changes to its own brand", async () => {
    const response = await t.request({
      method: 'PUT',
      url: `/api/brands/${own.id}`,
      cookie: manager,
      payload: profile(own, { nameEn: `${own.nameEn} KSA`, primaryColor: '#0ca678', chatButtonLabelAr: 'مساعدة' }),
    });
    expect(response.statusCode).toBe(200);
    const brand = response.json() as BrandResponse;
    expect(brand).toMatchObject({
      nameEn: `${own.nameEn} KSA`,
      primaryColor: '#0ca678',
      chatButtonLabelAr: 'مساعدة',
      logo: { id: logo },
    });
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, own.id));
    expect(row).toMatchObject({ nameEn: `${own.nameEn} KSA`, logoUploadId: logo });
  });

  it('keeps the order manager fixed for the manager too', async () => {
    const response = await t.request({
      method: 'PUT',
      url: `/api/brands/${own.id}`,
      cookie: manager,
      payload: profile(own, { nameEn: `${own.nameEn} KSA`, orderManager: 'cs_cart' }),
    });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('ORDER_MANAGER_FIXED');
  });

  it('answers another brand as not found, for reading and for writing, and leaves it unchanged', async () => {
    const read = await t.request({ method: 'GET', url: `/api/brands/${other.id}`, cookie: manager });
    expect(read.statusCode).toBe(404);
    expect(errorOf(read)).toEqual({ code: 'BRAND_NOT_FOUND', message: 'Brand not found.' });
    // Exactly what an id that does not exist gets: nothing tells the two apart.
    const missing = await t.request({
      method: 'GET',
      url: '/api/brands/7d0c1e4e-4f55-4a8e-9d51-0c6f0c3b2a10',
      cookie: manager,
    });
    expect(missing.json()).toEqual(read.json());

    const write = await t.request({
      method: 'PUT',
      url: `/api/brands/${other.id}`,
      cookie: manager,
      payload: profile(other, { nameEn: 'Taken over' }),
    });
    expect(write.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(brands).where(eq(brands.id, other.id));
    expect(row?.nameEn).toBe(other.nameEn);
  });

  it('finds nothing for a manager who has no brand', async () => {
    const loose = await insertUser(t.database.db, { role: 'brand_manager', password: PASSWORD });
    const { cookie } = await signInWithPassword(t, loose.email!);
    expect((await t.request({ method: 'GET', url: `/api/brands/${own.id}`, cookie })).statusCode).toBe(404);
    const options = await t.request({ method: 'GET', url: '/api/brands/options', cookie });
    expect(options.json()).toEqual({ items: [] });
  });

  it('offers brand staff only their own brand in pickers', async () => {
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: own.id, password: PASSWORD });
    const { cookie } = await signInWithPassword(t, agent.email!);
    for (const who of [manager, cookie]) {
      const response = await t.request({ method: 'GET', url: '/api/brands/options', cookie: who });
      expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([own.id]);
    }
  });
});
