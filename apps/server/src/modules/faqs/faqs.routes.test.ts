import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FaqListResponse, FaqResponse, PublicFaqResponse } from '@tawasul/contracts/faqs';
import { insertBrand, insertFaq, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let manager: SignedInUser;
let brand: BrandRow;
let otherBrand: BrandRow;
beforeAll(async () => {
  t = await createTestApp();
  [brand, otherBrand] = [await insertBrand(t.database.db), await insertBrand(t.database.db)];
  admin = await signedIn(t, { role: 'admin' });
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
});
afterAll(() => t.close());

const faq = (n: string) => ({ questionEn: `Q${n}?`, questionAr: `س${n}؟`, answerEn: `A${n}.`, answerAr: `ج${n}.` });
const create = (payload: object, cookie = manager.cookie) =>
  t.request({ method: 'POST', url: '/api/faqs', payload, cookie });
const listed = async (brandId: string) => {
  const response = await t.request({
    method: 'GET',
    url: `/api/faqs?brandId=${brandId}&pageSize=100`,
    cookie: admin.cookie,
  });
  return (response.json() as FaqListResponse).items;
};
/** The brand's FAQs as the list shows them by default: [question, position], first to last. */
const order = async (brandId: string) => (await listed(brandId)).map((item) => [item.questionEn, item.position]);

describe('creating and editing FAQs', () => {
  it("adds each new FAQ last in its brand's order", async () => {
    const own = await insertBrand(t.database.db);
    for (const n of ['1', '2', '3']) {
      const response = await create({ ...faq(n), brandId: own.id }, admin.cookie);
      expect(response.statusCode, response.body).toBe(201);
    }
    expect(await order(own.id)).toEqual([
      ['Q1?', 1],
      ['Q2?', 2],
      ['Q3?', 3],
    ]);
  });

  it("puts a brand manager's FAQ in its own brand", async () => {
    const created = (await create(faq('m'))).json() as FaqResponse;
    expect(created).toMatchObject({ brandId: brand.id, brandNameEn: brand.nameEn, active: true });
  });

  it('needs the question and the answer each in English or Arabic', async () => {
    const response = await create({ questionEn: '', questionAr: ' ', answerEn: '', answerAr: '' });
    expect(response.statusCode).toBe(400);
    const paths = (response.json().error.details as { path: string[]; key: string }[]).map((d) => [d.path[0], d.key]);
    expect(paths).toEqual([
      ['questionEn', 'validation.englishOrArabicRequired'],
      ['questionAr', 'validation.englishOrArabicRequired'],
      ['answerEn', 'validation.englishOrArabicRequired'],
      ['answerAr', 'validation.englishOrArabicRequired'],
    ]);
    const arabicOnly = await create({ questionAr: 'متى يصل طلبي؟', answerAr: 'خلال يومين.' });
    expect(arabicOnly.statusCode, arabicOnly.body).toBe(201);
  });

  it('updates, hides and shows again, keeping the brand and the position', async () => {
    const created = (await create(faq('u'))).json() as FaqResponse;
    const url = `/api/faqs/${created.id}`;
    const updated = await t.request({
      method: 'PUT',
      url,
      cookie: manager.cookie,
      payload: { ...faq('u2'), brandId: otherBrand.id },
    });
    expect(updated.json()).toMatchObject({ questionEn: 'Qu2?', brandId: brand.id, position: created.position });
    const hidden = await t.request({
      method: 'PATCH',
      url: `${url}/active`,
      cookie: manager.cookie,
      payload: { active: false },
    });
    expect(hidden.json()).toMatchObject({ active: false });
  });

  it("finds another brand's FAQ not found", async () => {
    const foreign = await insertFaq(t.database.db, { brandId: otherBrand.id, position: 1 });
    const response = await t.request({ method: 'GET', url: `/api/faqs/${foreign.id}`, cookie: manager.cookie });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('FAQ_NOT_FOUND');
  });
});

describe('reordering FAQs', () => {
  let own: BrandRow;
  let ids: string[];
  beforeAll(async () => {
    own = await insertBrand(t.database.db);
    ids = [];
    for (const n of ['a', 'b', 'c', 'd']) {
      ids.push((await insertFaq(t.database.db, { brandId: own.id, position: ids.length + 1, questionEn: n })).id);
    }
  });
  const reorder = (payload: object, cookie = admin.cookie) =>
    t.request({ method: 'PUT', url: '/api/faqs/order', payload, cookie });

  it('sets the whole order', async () => {
    const [a, b, c, d] = ids as [string, string, string, string];
    expect((await reorder({ brandId: own.id, ids: [d, a, c, b] })).json()).toEqual({ ok: true });
    expect(await order(own.id)).toEqual([
      ['d', 1],
      ['a', 2],
      ['c', 3],
      ['b', 4],
    ]);
  });

  it('reorders part of the list within the positions that part holds', async () => {
    const [a, , c] = ids as [string, string, string];
    // Now d, a, c, b: swapping a and c leaves d and b where they are.
    await reorder({ brandId: own.id, ids: [c, a] });
    expect((await order(own.id)).map(([q]) => q)).toEqual(['d', 'c', 'a', 'b']);
  });

  it("refuses ids that are not the brand's FAQs, and moves nothing", async () => {
    const before = await order(own.id);
    const foreign = await insertFaq(t.database.db, { brandId: otherBrand.id, position: 9 });
    const response = await reorder({ brandId: own.id, ids: [ids[0], foreign.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('FAQ_NOT_FOUND');
    expect(await order(own.id)).toEqual(before);
  });

  it('refuses an id listed twice', async () => {
    const response = await reorder({ brandId: own.id, ids: [ids[0], ids[0]] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0]).toMatchObject({ path: ['ids'], key: 'validation.duplicateItems' });
  });

  it("lets a brand manager order its own brand's FAQs and no other's", async () => {
    const mine = [
      (await insertFaq(t.database.db, { brandId: brand.id, position: 50, questionEn: 'x' })).id,
      (await insertFaq(t.database.db, { brandId: brand.id, position: 51, questionEn: 'y' })).id,
    ];
    expect((await reorder({ ids: mine.toReversed() }, manager.cookie)).statusCode).toBe(200);
    const foreign = await reorder({ brandId: own.id, ids }, manager.cookie);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('BRAND_NOT_FOUND');
  });

  it('closes the gap a deleted FAQ leaves', async () => {
    const second = (await listed(own.id))[1]!;
    const deleted = await t.request({ method: 'DELETE', url: `/api/faqs/${second.id}`, cookie: admin.cookie });
    expect(deleted.json()).toEqual({ ok: true });
    expect(await order(own.id)).toEqual([
      ['d', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });
});

describe("the widget's FAQ", () => {
  let widgetBrand: BrandRow;
  beforeAll(async () => {
    widgetBrand = await insertBrand(t.database.db);
    const db = t.database.db;
    await insertFaq(db, {
      brandId: widgetBrand.id,
      position: 2,
      questionEn: 'How do I return an item?',
      questionAr: 'كيف أُرجِع منتجًا؟',
      answerEn: 'Within 14 days.',
      answerAr: 'خلال ١٤ يومًا.',
    });
    await insertFaq(db, {
      brandId: widgetBrand.id,
      position: 1,
      questionEn: 'Where is my order?',
      answerEn: 'Track it.',
    });
    await insertFaq(db, { brandId: widgetBrand.id, position: 3, questionEn: 'Hidden?', active: false });
  });
  const read = async (query: string) => {
    const response = await t.request({
      method: 'GET',
      url: `/api/public/brands/${widgetBrand.widgetId}/faqs?${query}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as PublicFaqResponse;
  };

  it('gives the active FAQs in order, in the language asked, falling back to the other', async () => {
    expect(await read('lang=en')).toEqual({
      language: 'en',
      items: [
        { id: expect.any(String), question: 'Where is my order?', answer: 'Track it.' },
        { id: expect.any(String), question: 'How do I return an item?', answer: 'Within 14 days.' },
      ],
    });
    const arabic = await read('lang=ar');
    expect(arabic.items.map((item) => item.question)).toEqual(['Where is my order?', 'كيف أُرجِع منتجًا؟']);
    expect(arabic.items[1]?.answer).toBe('خلال ١٤ يومًا.');
  });

  it('answers in the reader’s language when none is asked', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/public/brands/${widgetBrand.widgetId}/faqs`,
      headers: { 'accept-language': 'ar-SA,ar;q=0.9' },
    });
    expect(response.json().language).toBe('ar');
  });

  it('searches both languages, whatever the Arabic spelling', async () => {
    expect((await read(`lang=en&q=${encodeURIComponent('ارجع')}`)).items.map((item) => item.question)).toEqual([
      'How do I return an item?',
    ]);
    expect((await read('lang=ar&q=ORDER')).items).toHaveLength(1);
    expect((await read('lang=en&q=hidden')).items).toEqual([]);
  });

  it('answers INVALID_WIDGET for an unknown widget', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/brands/w_nope/faqs?lang=en' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('INVALID_WIDGET');
  });
});
