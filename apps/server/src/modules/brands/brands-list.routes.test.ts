import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandListResponse } from '@tawasul/contracts/brands';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { errorOf, PASSWORD, signInWithPassword } from '../../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Own app: the list shows every brand, so no other test's brands get in the way.
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
  ({ cookie } = await signInWithPassword(t, admin.email!));
  const day = (n: number) => new Date(Date.UTC(2026, 0, n));
  await insertBrand(t.database.db, {
    nameEn: 'Nakheel Dates',
    nameAr: 'تمور النخيل',
    email: 'support@nakheel.test',
    orderManager: 'salla',
    createdAt: day(1),
  });
  await insertBrand(t.database.db, {
    nameEn: 'qamar Electronics',
    nameAr: 'قمر للإلكترونيات',
    email: 'care@qamar.test',
    orderManager: 'cs_cart',
    createdAt: day(2),
  });
  await insertBrand(t.database.db, {
    nameEn: 'Bayt 100% Cotton',
    nameAr: 'بيت القطن',
    email: 'hello@bayt.test',
    createdAt: day(3),
  });
  const agentsOf = await insertBrand(t.database.db, {
    nameEn: 'Zahra Flowers',
    nameAr: 'زهرة',
    email: 'a_b@zahra.test',
    createdAt: day(4),
  });
  await insertUser(t.database.db, { role: 'agent', brandId: agentsOf.id });
});
afterAll(() => t.close());

async function list(query: Record<string, string> = {}): Promise<BrandListResponse> {
  const response = await t.request({ method: 'GET', url: '/api/brands', cookie, query });
  if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}: ${response.body}`);
  return response.json() as BrandListResponse;
}
const names = (page: BrandListResponse) => page.items.map((brand) => brand.nameEn);

describe('the brand list', () => {
  it('shows the newest first by default, with the total and agent counts', async () => {
    const page = await list();
    expect(names(page)).toEqual(['Zahra Flowers', 'Bayt 100% Cotton', 'qamar Electronics', 'Nakheel Dates']);
    expect(page).toMatchObject({ total: 4, page: 1, pageSize: 20 });
    expect(page.items[0]).toMatchObject({ agentsCount: 1, apiKeySet: false });
  });

  it('pages through the brands', async () => {
    const second = await list({ page: '2', pageSize: '3' });
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(names(second)).toEqual(['Nakheel Dates']);
    expect((await list({ page: '3', pageSize: '3' })).items).toEqual([]);
  });

  it('sorts by English name and by e-mail regardless of letter case', async () => {
    expect(names(await list({ sort: 'nameEn', order: 'asc' }))).toEqual([
      'Bayt 100% Cotton',
      'Nakheel Dates',
      'qamar Electronics',
      'Zahra Flowers',
    ]);
    expect(names(await list({ sort: 'email', order: 'desc' }))).toEqual([
      'Nakheel Dates',
      'Bayt 100% Cotton',
      'qamar Electronics',
      'Zahra Flowers',
    ]);
    expect(names(await list({ sort: 'createdAt', order: 'asc' }))[0]).toBe('Nakheel Dates');
  });

  it('searches the English name, the Arabic name and the e-mail, in any letter case', async () => {
    expect(names(await list({ search: 'QAMAR' }))).toEqual(['qamar Electronics']);
    expect(names(await list({ search: 'النخيل' }))).toEqual(['Nakheel Dates']);
    expect(names(await list({ search: 'hello@' }))).toEqual(['Bayt 100% Cotton']);
    expect((await list({ search: 'nothing like this' })).total).toBe(0);
  });

  it('treats % and _ in a search as the characters themselves', async () => {
    expect(names(await list({ search: '%' }))).toEqual(['Bayt 100% Cotton']);
    expect(names(await list({ search: '_' }))).toEqual(['Zahra Flowers']);
  });

  it('filters by order manager, together with a search', async () => {
    expect(names(await list({ orderManager: 'salla' }))).toEqual(['Nakheel Dates']);
    expect((await list({ orderManager: 'salla', search: 'qamar' })).total).toBe(0);
  });

  it('refuses an unknown sort field or order manager', async () => {
    const queries: Record<string, string>[] = [{ sort: 'password' }, { orderManager: 'shopify' }, { pageSize: '1000' }];
    for (const query of queries) {
      const response = await t.request({ method: 'GET', url: '/api/brands', cookie, query });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('brand options for pickers', () => {
  it('lists every brand for an admin, by English name', async () => {
    const response = await t.request({ method: 'GET', url: '/api/brands/options', cookie });
    expect(response.json().items.map((item: { nameEn: string }) => item.nameEn)).toEqual([
      'Bayt 100% Cotton',
      'Nakheel Dates',
      'qamar Electronics',
      'Zahra Flowers',
    ]);
  });
});
