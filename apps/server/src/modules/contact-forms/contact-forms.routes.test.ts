import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ContactFormSettingsResponse,
  ContactRequestListResponse,
  ContactRequestResponse,
} from '@tawasul/contracts/contact-forms';
import { insertBrand, insertCase, insertFaq, type BrandRow } from '../../db/factories.ts';
import { contactRequests } from '../../db/schema/contact-forms.ts';
import { searchDocument } from '../../lib/search-text.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let manager: SignedInUser;
let brand: BrandRow;
let otherBrand: BrandRow;
let ids: Record<'noura' | 'hamad' | 'reem' | 'other', string>;
beforeAll(async () => {
  t = await createTestApp();
  [brand, otherBrand] = [await insertBrand(t.database.db), await insertBrand(t.database.db)];
  admin = await signedIn(t, { role: 'admin' });
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  const row = async (brandId: string, name: string, message: string, createdAt: string, handled = false) => {
    const email = `${name.toLowerCase()}@customer.test`;
    const [inserted] = await t.database.db
      .insert(contactRequests)
      .values({
        brandId,
        name,
        email,
        message,
        language: 'en',
        handled,
        createdAt: new Date(createdAt),
        searchText: searchDocument(name, email, message),
      })
      .returning();
    return inserted!.id;
  };
  ids = {
    noura: await row(brand.id, 'Noura', 'My parcel is late', '2030-03-01T09:00:00Z'),
    hamad: await row(brand.id, 'Hamad', 'أريد استرجاع الفاتورة', '2030-03-02T09:00:00Z', true),
    reem: await row(brand.id, 'Reem', 'Wrong size', '2030-03-03T09:00:00Z'),
    other: await row(otherBrand.id, 'Tariq', 'Other brand', '2030-03-02T12:00:00Z'),
  };
});
afterAll(() => t.close());

const list = async (query: string, cookie = admin.cookie) => {
  const response = await t.request({ method: 'GET', url: `/api/contact-forms?${query}`, cookie });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as ContactRequestListResponse).items.map((item) => item.name);
};

describe('contact requests in the back office', () => {
  it('lists them latest first, by brand, handled flag and time, and searches them', async () => {
    expect(await list(`brandId=${brand.id}`)).toEqual(['Reem', 'Hamad', 'Noura']);
    expect(await list(`brandId=${brand.id}&handled=false&sort=name&order=asc`)).toEqual(['Noura', 'Reem']);
    const from = encodeURIComponent('2030-03-02T00:00:00+03:00');
    const to = encodeURIComponent('2030-03-03T00:00:00+03:00');
    expect(await list(`from=${from}&to=${to}`)).toEqual(['Tariq', 'Hamad']);
    expect(await list(`search=${encodeURIComponent('الفاتوره')}`)).toEqual(['Hamad']);
    expect(await list('search=REEM@customer')).toEqual(['Reem']);
  });

  it('shows one, and marks it handled and back', async () => {
    const url = `/api/contact-forms/${ids.noura}`;
    const read = (await t.request({ method: 'GET', url, cookie: manager.cookie })).json() as ContactRequestResponse;
    expect(read).toMatchObject({
      name: 'Noura',
      brandId: brand.id,
      brandNameEn: brand.nameEn,
      handled: false,
      handledAt: null,
    });
    const handled = await t.request({
      method: 'PATCH',
      url: `${url}/handled`,
      cookie: manager.cookie,
      payload: { handled: true },
    });
    expect(handled.json()).toMatchObject({ handled: true, handledAt: expect.any(String) });
    const reopened = await t.request({
      method: 'PATCH',
      url: `${url}/handled`,
      cookie: manager.cookie,
      payload: { handled: false },
    });
    expect(reopened.json()).toMatchObject({ handled: false, handledAt: null });
  });

  it("keeps a brand manager to its own brand's requests", async () => {
    expect(await list('pageSize=100', manager.cookie)).toEqual(['Reem', 'Hamad', 'Noura']);
    const foreign = await t.request({ method: 'GET', url: `/api/contact-forms/${ids.other}`, cookie: manager.cookie });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('CONTACT_FORM_RESPONSE_NOT_FOUND');
    const otherList = await t.request({
      method: 'GET',
      url: `/api/contact-forms?brandId=${otherBrand.id}`,
      cookie: manager.cookie,
    });
    expect(otherList.json().error.code).toBe('BRAND_NOT_FOUND');
  });
});

describe('contact form settings', () => {
  const url = () => `/api/brands/${brand.id}/contact-form-settings`;
  const valid = {
    messageLabelEn: 'Message',
    messageLabelAr: 'الرسالة',
    messagePlaceholderEn: '',
    messagePlaceholderAr: '',
    successMessageEn: 'Thanks!',
    successMessageAr: 'شكرًا!',
    notificationEmail: 'care@brand.test',
  };

  it('shows the defaults until the brand saves its own', async () => {
    const fresh = await insertBrand(t.database.db);
    const response = await t.request({
      method: 'GET',
      url: `/api/brands/${fresh.id}/contact-form-settings`,
      cookie: admin.cookie,
    });
    expect(response.json()).toMatchObject({
      brandId: fresh.id,
      messageLabelEn: 'Message',
      notificationEmail: null,
      updatedAt: null,
    });
  });

  it('saves them; a blank notification e-mail means none', async () => {
    const saved = await t.request({ method: 'PUT', url: url(), cookie: manager.cookie, payload: valid });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ successMessageEn: 'Thanks!', notificationEmail: 'care@brand.test' });
    const cleared = await t.request({
      method: 'PUT',
      url: url(),
      cookie: manager.cookie,
      payload: { ...valid, notificationEmail: '' },
    });
    const settings = cleared.json() as ContactFormSettingsResponse;
    expect(settings.notificationEmail).toBeNull();
    expect(settings.updatedAt).not.toBeNull();
  });

  it('needs the label and the success message in both languages, and a valid e-mail', async () => {
    const response = await t.request({
      method: 'PUT',
      url: url(),
      cookie: admin.cookie,
      payload: { ...valid, messageLabelAr: '', successMessageEn: ' ', notificationEmail: 'nope' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.map((d: { path: string[]; key: string }) => [d.path[0], d.key])).toEqual([
      ['messageLabelAr', 'validation.required'],
      ['successMessageEn', 'validation.required'],
      ['notificationEmail', 'validation.invalidEmail'],
    ]);
  });

  it("keeps a brand manager out of another brand's settings", async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/brands/${otherBrand.id}/contact-form-settings`,
      cookie: manager.cookie,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('BRAND_NOT_FOUND');
  });
});

describe('deleting a brand', () => {
  it('is refused while shoppers’ contact requests are kept for it', async () => {
    const response = await t.request({ method: 'DELETE', url: `/api/brands/${brand.id}`, cookie: admin.cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('BRAND_HAS_RELATED_RECORDS');
  });

  it('takes its own content with it: FAQs, cases and contact form settings', async () => {
    const gone = await insertBrand(t.database.db);
    const faq = await insertFaq(t.database.db, { brandId: gone.id, position: 1 });
    const kase = await insertCase(t.database.db, { brandId: gone.id });
    await t.request({
      method: 'PUT',
      url: `/api/brands/${gone.id}/contact-form-settings`,
      cookie: admin.cookie,
      payload: { messageLabelEn: 'M', messageLabelAr: 'ر', successMessageEn: 'T', successMessageAr: 'ش' },
    });
    const response = await t.request({ method: 'DELETE', url: `/api/brands/${gone.id}`, cookie: admin.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect((await t.request({ method: 'GET', url: `/api/faqs/${faq.id}`, cookie: admin.cookie })).statusCode).toBe(404);
    const caseUrl = `/api/canned-responses/cases/${kase.id}`;
    expect((await t.request({ method: 'GET', url: caseUrl, cookie: admin.cookie })).statusCode).toBe(404);
  });
});
