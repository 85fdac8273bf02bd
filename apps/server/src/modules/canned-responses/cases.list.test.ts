import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CannedCaseListResponse, CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { insertBrand, insertCase, insertCategory, type BrandRow, type CategoryRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { caseInput, uploadCaseMedia, type CaseMedia } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let manager: SignedInUser;
let brand: BrandRow;
let otherBrand: BrandRow;
let shipping: CategoryRow;
let billing: CategoryRow;
let media: CaseMedia;
beforeAll(async () => {
  t = await createTestApp();
  brand = await insertBrand(t.database.db);
  otherBrand = await insertBrand(t.database.db);
  admin = await signedIn(t, { role: 'admin' });
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  shipping = await insertCategory(t.database.db);
  billing = await insertCategory(t.database.db);
  media = await uploadCaseMedia(t, manager.cookie);
  const db = t.database.db;
  await insertCase(db, {
    brandId: brand.id,
    titleEn: 'Late delivery',
    titleAr: 'تأخُّر التوصيل',
    categoryIds: [shipping.id],
  });
  await insertCase(db, {
    brandId: brand.id,
    titleEn: 'Wrong invoice',
    titleAr: 'فاتورة خاطئة',
    categoryIds: [billing.id],
  });
  await insertCase(db, {
    brandId: brand.id,
    titleEn: 'Old promo',
    active: false,
    categoryIds: [billing.id, shipping.id],
  });
  await insertCase(db, { brandId: otherBrand.id, titleEn: 'Other brand delivery', categoryIds: [shipping.id] });
});
afterAll(() => t.close());

const BASE = '/api/canned-responses/cases';
const list = async (query: string, cookie = admin.cookie) => {
  const response = await t.request({ method: 'GET', url: `${BASE}?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CannedCaseListResponse;
};
const titles = (page: CannedCaseListResponse) => page.items.map((item) => item.titleEn);

describe('the cases list', () => {
  it('filters by brand, category and active flag', async () => {
    expect(titles(await list(`brandId=${brand.id}&sort=titleEn&order=asc`))).toEqual([
      'Late delivery',
      'Old promo',
      'Wrong invoice',
    ]);
    expect(titles(await list(`categoryId=${shipping.id}&brandId=${brand.id}&sort=titleEn&order=asc`))).toEqual([
      'Late delivery',
      'Old promo',
    ]);
    expect(titles(await list(`brandId=${brand.id}&active=false`))).toEqual(['Old promo']);
    expect((await list(`categoryId=${shipping.id}`)).total).toBe(3);
  });

  it('searches titles in either language, whatever the Arabic spelling', async () => {
    expect(titles(await list(`search=${encodeURIComponent('تاخر')}`))).toEqual(['Late delivery']);
    expect(titles(await list(`search=${encodeURIComponent('فاتوره خاطئه')}`))).toEqual(['Wrong invoice']);
    expect(titles(await list('search=INVOICE'))).toEqual(['Wrong invoice']);
  });

  it('shows each row with its brand, categories, thumbnail and media counts', async () => {
    const [row] = (await list(`search=Late&brandId=${brand.id}`)).items;
    expect(row).toMatchObject({
      brandNameEn: brand.nameEn,
      categories: [{ id: shipping.id }],
      imagesCount: 1,
      documentsCount: 1,
      hasVideo: false,
      active: true,
    });
    expect(row!.thumbnail?.url).toMatch(/^\/api\/uploads\//);
  });

  it('pages and sorts', async () => {
    const first = await list(`brandId=${brand.id}&sort=titleEn&order=desc&pageSize=2`);
    expect(titles(first)).toEqual(['Wrong invoice', 'Old promo']);
    expect(first.total).toBe(3);
    expect(titles(await list(`brandId=${brand.id}&sort=titleEn&order=desc&pageSize=2&page=2`))).toEqual([
      'Late delivery',
    ]);
  });
});

describe("a brand manager's cases", () => {
  it("lists only its own brand's cases, and not another brand's", async () => {
    const own = await list('pageSize=100', manager.cookie);
    expect(own.items.every((item) => item.brandId === brand.id)).toBe(true);
    expect(own.total).toBe(3);
    const other = await t.request({ method: 'GET', url: `${BASE}?brandId=${otherBrand.id}`, cookie: manager.cookie });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('BRAND_NOT_FOUND');
  });

  it('creates cases for its own brand without naming it, and no other', async () => {
    const created = await t.request({
      method: 'POST',
      url: BASE,
      cookie: manager.cookie,
      payload: caseInput(media, shipping.id),
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as CannedCaseResponse).brandId).toBe(brand.id);
    const elsewhere = await t.request({
      method: 'POST',
      url: BASE,
      cookie: manager.cookie,
      payload: caseInput(media, shipping.id, { brandId: otherBrand.id }),
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.code).toBe('BRAND_NOT_FOUND');
  });

  it("finds another brand's case not found, for every action", async () => {
    const foreign = await insertCase(t.database.db, { brandId: otherBrand.id, categoryIds: [shipping.id] });
    const url = `${BASE}/${foreign.id}`;
    const answers = await Promise.all([
      t.request({ method: 'GET', url, cookie: manager.cookie }),
      t.request({ method: 'PUT', url, cookie: manager.cookie, payload: caseInput(media, shipping.id) }),
      t.request({ method: 'PATCH', url: `${url}/active`, cookie: manager.cookie, payload: { active: false } }),
      t.request({ method: 'DELETE', url, cookie: manager.cookie }),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error.code).toBe('CASE_NOT_FOUND');
    }
    expect((await t.request({ method: 'GET', url, cookie: admin.cookie })).json()).toMatchObject({ active: true });
  });

  it('cannot move its case to another brand', async () => {
    const own = await insertCase(t.database.db, { brandId: brand.id, categoryIds: [shipping.id] });
    const response = await t.request({
      method: 'PUT',
      url: `${BASE}/${own.id}`,
      cookie: manager.cookie,
      payload: caseInput(media, shipping.id, { brandId: otherBrand.id }),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('BRAND_NOT_FOUND');
  });
});
