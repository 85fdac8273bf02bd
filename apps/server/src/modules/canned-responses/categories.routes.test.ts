import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CategoryListResponse, CategoryResponse } from '@tawasul/contracts/canned-responses';
import { insertBrand, insertCase, insertCategory } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { categoryInput } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const BASE = '/api/canned-responses/categories';
const post = (payload: unknown) =>
  t.request({ method: 'POST', url: BASE, payload: payload as object, cookie: admin.cookie });
const put = (id: string, payload: unknown) =>
  t.request({ method: 'PUT', url: `${BASE}/${id}`, payload: payload as object, cookie: admin.cookie });
const issues = (body: string) =>
  (JSON.parse(body) as { error: { details: { path: unknown[]; key: string }[] } }).error.details;

describe('creating and updating a category', () => {
  it('creates one with its critical words, each kept once', async () => {
    const input = categoryInput({ criticalWords: [' Refund ', 'refund', 'إرجاع', 'ارجاع', 'late'] });
    const response = await post(input);
    expect(response.statusCode, response.body).toBe(201);
    const created = response.json() as CategoryResponse;
    expect(created).toMatchObject({ nameEn: input.nameEn, nameAr: input.nameAr, casesCount: 0 });
    expect(created.criticalWords).toEqual(['Refund', 'إرجاع', 'late']);

    const read = await t.request({ method: 'GET', url: `${BASE}/${created.id}`, cookie: admin.cookie });
    expect(read.json()).toEqual(created);
  });

  it('requires at least one critical word, and both names', async () => {
    const noWords = await post(categoryInput({ criticalWords: [] }));
    expect(noWords.statusCode).toBe(400);
    expect(issues(noWords.body)).toEqual([
      expect.objectContaining({ path: ['criticalWords'], key: 'validation.criticalWordsRequired' }),
    ]);
    const blankWord = await post(categoryInput({ criticalWords: ['  '] }));
    expect(issues(blankWord.body)).toEqual([
      expect.objectContaining({ path: ['criticalWords', 0], key: 'validation.required' }),
    ]);
    const noNames = await post(categoryInput({ nameEn: ' ', nameAr: '' }));
    expect(issues(noNames.body).map((issue) => issue.path)).toEqual([['nameEn'], ['nameAr']]);
  });

  it('refuses a name another category has, English in any letter case, and says which', async () => {
    const existing = await insertCategory(t.database.db, { nameEn: 'Returns Desk', nameAr: 'مكتب الإرجاع' });
    const sameEnglish = await post(categoryInput({ nameEn: 'RETURNS desk' }));
    expect(sameEnglish.statusCode).toBe(409);
    expect(sameEnglish.json().error).toMatchObject({
      code: 'CATEGORY_NAME_EXISTS',
      message: 'A category with the same name already exists.',
      details: { fields: ['nameEn'] },
    });
    const sameArabic = await post(categoryInput({ nameAr: 'مكتب الإرجاع' }));
    expect(sameArabic.json().error).toMatchObject({ code: 'CATEGORY_NAME_EXISTS', details: { fields: ['nameAr'] } });

    const other = await insertCategory(t.database.db);
    const renamed = await put(other.id, categoryInput({ nameEn: 'returns DESK' }));
    expect(renamed.statusCode).toBe(409);
    // A category keeps its own name on update.
    const unchanged = await put(existing.id, categoryInput({ nameEn: 'Returns Desk', nameAr: 'مكتب الإرجاع' }));
    expect(unchanged.statusCode, unchanged.body).toBe(200);
  });

  it('answers CATEGORY_NOT_FOUND for an unknown id, in Arabic when asked', async () => {
    const response = await t.request({
      method: 'PUT',
      url: `${BASE}/00000000-0000-4000-8000-000000000000`,
      payload: categoryInput(),
      cookie: admin.cookie,
      headers: { 'accept-language': 'ar' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'CATEGORY_NOT_FOUND', message: 'التصنيف غير موجود.' });
  });
});

describe('deleting a category', () => {
  it('is refused while a case uses it, and allowed once none does', async () => {
    const brand = await insertBrand(t.database.db);
    const category = await insertCategory(t.database.db);
    const used = await insertCase(t.database.db, { brandId: brand.id, categoryIds: [category.id] });

    const refused = await t.request({ method: 'DELETE', url: `${BASE}/${category.id}`, cookie: admin.cookie });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CATEGORY_HAS_RELATED_RECORDS');
    expect(
      (await t.request({ method: 'GET', url: `${BASE}/${category.id}`, cookie: admin.cookie })).json(),
    ).toMatchObject({
      casesCount: 1,
    });

    const removeCase = await t.request({
      method: 'DELETE',
      url: `/api/canned-responses/cases/${used.id}`,
      cookie: admin.cookie,
    });
    expect(removeCase.statusCode).toBe(200);
    const deleted = await t.request({ method: 'DELETE', url: `${BASE}/${category.id}`, cookie: admin.cookie });
    expect(deleted.json()).toEqual({ ok: true });
    expect((await t.request({ method: 'GET', url: `${BASE}/${category.id}`, cookie: admin.cookie })).statusCode).toBe(
      404,
    );
  });
});

describe('the categories list', () => {
  it('searches names and critical words, sorts and pages', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    await insertCategory(t.database.db, {
      nameEn: `${tag} Billing`,
      nameAr: `${tag} الفواتير`,
      criticalWords: ['invoice'],
    });
    await insertCategory(t.database.db, {
      nameEn: `${tag} Accounts`,
      nameAr: `${tag} الحسابات`,
      criticalWords: ['password'],
    });
    await insertCategory(t.database.db, {
      nameEn: `${tag} Couriers`,
      nameAr: `${tag} المندوبين`,
      criticalWords: [`${tag}-late`],
    });

    const list = async (query: string) =>
      (
        await t.request({ method: 'GET', url: `${BASE}?${query}`, cookie: admin.cookie })
      ).json() as CategoryListResponse;
    const byName = await list(`search=${tag}&sort=nameEn&order=asc`);
    expect(byName.items.map((item) => item.nameEn)).toEqual([`${tag} Accounts`, `${tag} Billing`, `${tag} Couriers`]);
    expect(byName.total).toBe(3);
    const secondPage = await list(`search=${tag}&sort=nameEn&order=asc&page=2&pageSize=2`);
    expect(secondPage.items.map((item) => item.nameEn)).toEqual([`${tag} Couriers`]);
    expect(secondPage.total).toBe(3);
    expect((await list(`search=${tag}-late`)).items.map((item) => item.nameEn)).toEqual([`${tag} Couriers`]);
    expect((await list(`search=${encodeURIComponent(`${tag} الحسابات`)}`)).total).toBe(1);
  });

  it('gives every staff member the short list for pickers', async () => {
    const agent = await signedIn(t, { role: 'agent', brandId: (await insertBrand(t.database.db)).id });
    const response = await t.request({ method: 'GET', url: `${BASE}/options`, cookie: agent.cookie });
    expect(response.statusCode).toBe(200);
    const { items } = response.json() as { items: { id: string; nameEn: string; nameAr: string }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(Object.keys(items[0]!).sort()).toEqual(['id', 'nameAr', 'nameEn']);
  });
});
