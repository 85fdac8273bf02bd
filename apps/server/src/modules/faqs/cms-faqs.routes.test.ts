import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CmsFaqListResponse, CmsFaqResponse } from '@tawasul/contracts/faqs';
import { insertBrand, insertFaq } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const BASE = '/api/cms/faqs';
const request = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, cookie: admin.cookie, ...(payload ? { payload } : {}) });
const questions = async (query = '') =>
  ((await request('GET', `${BASE}?pageSize=100${query}`)).json() as CmsFaqListResponse).items.map(
    (item) => item.questionEn,
  );

describe("the public site's FAQ", () => {
  it('creates FAQs last in order, updates, hides and deletes them', async () => {
    const ids: string[] = [];
    for (const n of ['one', 'two', 'three']) {
      const response = await request('POST', BASE, {
        questionEn: n,
        questionAr: `س ${n}`,
        answerEn: 'a',
        answerAr: 'ج',
      });
      expect(response.statusCode, response.body).toBe(201);
      ids.push((response.json() as CmsFaqResponse).id);
    }
    expect(await questions()).toEqual(['one', 'two', 'three']);

    const updated = await request('PUT', `${BASE}/${ids[1]}`, { questionEn: 'TWO', answerEn: 'b' });
    expect(updated.json()).toMatchObject({ questionEn: 'TWO', questionAr: '', position: 2 });
    expect((await request('PATCH', `${BASE}/${ids[0]}/active`, { active: false })).json()).toMatchObject({
      active: false,
    });
    expect(await questions('&active=true')).toEqual(['TWO', 'three']);

    expect((await request('PUT', `${BASE}/order`, { ids: [ids[2], ids[0], ids[1]] })).json()).toEqual({ ok: true });
    expect(await questions()).toEqual(['three', 'one', 'TWO']);

    expect((await request('DELETE', `${BASE}/${ids[0]}`)).json()).toEqual({ ok: true });
    const remaining = ((await request('GET', BASE)).json() as CmsFaqListResponse).items;
    expect(remaining.map((item) => [item.questionEn, item.position])).toEqual([
      ['three', 1],
      ['TWO', 2],
    ]);
  });

  it('needs the question and the answer in English or Arabic', async () => {
    const response = await request('POST', BASE, { questionEn: 'Only a question?' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((d: { path: string[] }) => d.path[0])).toEqual(['answerEn', 'answerAr']);
  });

  it("keeps brands' FAQs and the site's apart", async () => {
    const brand = await insertBrand(t.database.db);
    const brandFaq = await insertFaq(t.database.db, { brandId: brand.id, position: 1 });
    const siteFaq = await insertFaq(t.database.db, { brandId: null, position: 99 });
    expect((await request('GET', `${BASE}/${brandFaq.id}`)).statusCode).toBe(404);
    expect((await request('GET', `/api/faqs/${siteFaq.id}`)).statusCode).toBe(404);
    const mixed = await request('PUT', `${BASE}/order`, { ids: [siteFaq.id, brandFaq.id] });
    expect(mixed.statusCode).toBe(404);
    expect(mixed.json().error.code).toBe('FAQ_NOT_FOUND');
    const adminList = ((await request('GET', '/api/faqs?pageSize=100')).json() as { items: { id: string }[] }).items;
    expect(adminList.map((item) => item.id)).not.toContain(siteFaq.id);
  });
});
