import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_SEARCH_LIMIT, type CannedCaseSearchResponse } from '@tawasul/contracts/canned-responses';
import { insertBrand, insertCase, insertCategory, type BrandRow, type CategoryRow } from '../../db/factories.ts';
import { cannedResponseCases } from '../../db/schema/canned-responses.ts';
import { caseSearchColumns } from '../../db/search-columns.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { uploadCaseMedia } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let brand: BrandRow;
let otherBrand: BrandRow;
let agent: SignedInUser;
let manager: SignedInUser;
let admin: SignedInUser;
let returns: CategoryRow;
let billing: CategoryRow;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [brand, otherBrand] = [await insertBrand(db), await insertBrand(db)];
  agent = await signedIn(t, { role: 'agent', brandId: brand.id });
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  admin = await signedIn(t, { role: 'admin' });
  [returns, billing] = [await insertCategory(db), await insertCategory(db)];
  const media = await uploadCaseMedia(t, admin.cookie);
  const files = { imageUploadIds: [media.imageId], documentUploadIds: [media.documentId] };
  await insertCase(db, {
    ...files,
    brandId: brand.id,
    titleEn: 'Return a product',
    titleAr: 'إرجاع المنتج',
    descriptionAr: 'يمكنك إرجاعُ المنتجِ خلال الأسبوعِ الأوّل.',
    categoryIds: [returns.id],
  });
  await insertCase(db, {
    ...files,
    brandId: brand.id,
    titleEn: 'Tax invoice',
    titleAr: 'الفاتورة الضريبية',
    descriptionEn: 'How a shopper gets a tax invoice for an order.',
    categoryIds: [billing.id],
  });
  await insertCase(db, {
    ...files,
    brandId: brand.id,
    titleEn: 'Shipping times',
    descriptionEn: 'Orders ship in two days; returns are free.',
    categoryIds: [billing.id],
  });
  await insertCase(db, {
    brandId: brand.id,
    titleEn: 'Old return policy',
    titleAr: 'سياسة إرجاع قديمة',
    active: false,
  });
  await insertCase(db, { brandId: otherBrand.id, titleEn: 'Return at the other brand', titleAr: 'إرجاع' });
});
afterAll(() => t.close());

async function search(query: Record<string, string>, cookie = agent.cookie) {
  const response = await t.request({
    method: 'GET',
    url: `/api/canned-responses/search?${new URLSearchParams(query).toString()}`,
    cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as CannedCaseSearchResponse).items;
}
const titlesFor = async (query: Record<string, string>, cookie?: string) =>
  (await search(query, cookie)).map((item) => item.titleEn);

describe("the agent console's case search", () => {
  it('finds Arabic text however it is spelled: diacritics, alef forms, ta marbuta', async () => {
    for (const q of ['ارجاع', 'إرجاع', 'أرجاع', 'إِرْجَاع', 'آرجاع']) {
      expect(await titlesFor({ q }), q).toEqual(['Return a product']);
    }
    for (const q of ['الفاتورة', 'الفاتوره', 'فاتورة', 'الْفَاتُورَةُ']) {
      expect(await titlesFor({ q }), q).toEqual(['Tax invoice']);
    }
    // In the description, with its diacritics, searched without them.
    expect(await titlesFor({ q: 'الاسبوع الاول' })).toEqual(['Return a product']);
  });

  it('finds English text in any letter case, every word in any order', async () => {
    expect(await titlesFor({ q: 'TAX' })).toEqual(['Tax invoice']);
    expect(await titlesFor({ q: 'invoice shopper' })).toEqual(['Tax invoice']);
    expect(await titlesFor({ q: 'invoice unicorn' })).toEqual([]);
  });

  it('puts a match in the title before a match in the description', async () => {
    expect(await titlesFor({ q: 'return' })).toEqual(['Return a product', 'Shipping times']);
  });

  it('filters by category, with or without text', async () => {
    expect((await titlesFor({ categoryId: billing.id })).sort()).toEqual(['Shipping times', 'Tax invoice']);
    expect(await titlesFor({ categoryId: billing.id, q: 'returns' })).toEqual(['Shipping times']);
    expect(await titlesFor({ categoryId: returns.id, q: 'invoice' })).toEqual([]);
  });

  it('offers active cases of the asker’s brand only; an admin names the brand or searches all', async () => {
    expect(await titlesFor({ q: 'policy' })).toEqual([]);
    expect(await titlesFor({ q: 'return' }, manager.cookie)).toEqual(['Return a product', 'Shipping times']);
    const foreign = await t.request({
      method: 'GET',
      url: `/api/canned-responses/search?q=return&brandId=${otherBrand.id}`,
      cookie: agent.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('BRAND_NOT_FOUND');
    expect(await titlesFor({ q: 'ارجاع', brandId: otherBrand.id }, admin.cookie)).toEqual([
      'Return at the other brand',
    ]);
    expect((await titlesFor({ q: 'ارجاع' }, admin.cookie)).sort()).toEqual([
      'Return a product',
      'Return at the other brand',
    ]);
  });

  it('answers each case in full, with the media the agent sends', async () => {
    const [found] = await search({ q: 'invoice' });
    expect(found).toMatchObject({ brandId: brand.id, categories: [{ id: billing.id }], video: null });
    expect(found!.images[0]).toMatchObject({ kind: 'image', url: expect.stringMatching(/^\/api\/uploads\//) });
    expect(found!.documents[0]).toMatchObject({ kind: 'document', mimeType: 'application/pdf' });
  });
});

describe('search on thousands of cases', () => {
  let bulkBrand: BrandRow;
  let bulkAgent: SignedInUser;
  beforeAll(async () => {
    bulkBrand = await insertBrand(t.database.db);
    bulkAgent = await signedIn(t, { role: 'agent', brandId: bulkBrand.id });
    const rows = Array.from({ length: 5000 }, (_, i) => {
      const texts = {
        titleEn: `Order question ${i}`,
        titleAr: `سؤال عن الطلب رقم ${i}`,
        descriptionEn: `Answer number ${i} about delivery, payment and returns.`,
        descriptionAr: `إجابة رقم ${i} عن التوصيل والدفع والإرجاع.`,
      };
      return {
        ...texts,
        ...caseSearchColumns(texts),
        brandId: bulkBrand.id,
        imageUploadIds: [randomUUID()],
        documentUploadIds: [randomUUID()],
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await t.database.db.insert(cannedResponseCases).values(rows.slice(i, i + 500));
    await t.database.db.execute(sql`analyze ${cannedResponseCases}`);
  });

  // Its speed is not timed here (a busy machine would fail it): the next test shows the search can use its index.
  it(`answers at most ${CASE_SEARCH_LIMIT} cases, and the one case a precise search names`, async () => {
    expect(await search({ q: 'الطلب' }, bulkAgent.cookie)).toHaveLength(CASE_SEARCH_LIMIT);
    expect((await search({ q: 'سؤال 4321' }, bulkAgent.cookie)).map((item) => item.titleEn)).toEqual([
      'Order question 4321',
    ]);
  });

  it('can answer a text search from the trigram index instead of reading the table', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(
        sql`explain select id from ${cannedResponseCases} where search_text like ${'%4321%'} and search_text like ${'%سوال%'}`,
      );
      return JSON.stringify((result as unknown as { rows: unknown[] }).rows);
    });
    expect(plan).toContain('canned_response_cases_search_text_idx');
  });
});
