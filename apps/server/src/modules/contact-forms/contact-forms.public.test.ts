import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRequestListResponse } from '@tawasul/contracts/contact-forms';
import type { OutboxResponse } from '@tawasul/contracts/system';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { contactRequests } from '../../db/schema/contact-forms.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;
beforeAll(async () => {
  t = await createTestApp({ logStream });
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  const saved = await t.request({
    method: 'PUT',
    url: `/api/brands/${brand.id}/contact-form-settings`,
    cookie: admin.cookie,
    payload: {
      messageLabelEn: 'Your question',
      messageLabelAr: 'سؤالك',
      messagePlaceholderEn: 'Order number and what happened',
      messagePlaceholderAr: 'رقم الطلب وما حدث',
      successMessageEn: 'Thanks, we will write back within a day.',
      successMessageAr: 'شكرًا، سنرد عليك خلال يوم.',
      notificationEmail: 'Care-Team@Brand.TEST',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t.close());

let address = 0;
/** Each submission from its own address unless one is named, so the rate limit only meets the test about it. */
const submit = (widgetId: string, payload: object, options: { query?: string; ip?: string; language?: string } = {}) =>
  t.request({
    method: 'POST',
    url: `/api/public/brands/${widgetId}/contact${options.query ?? ''}`,
    payload,
    remoteAddress: options.ip ?? `10.20.${Math.floor(++address / 250)}.${(address % 250) + 1}`,
    headers: options.language ? { 'accept-language': options.language } : {},
  });
const shopper = (message: string) => ({
  name: 'Noura Aziz',
  email: 'noura@customer.test',
  phone: '+966550000101',
  message,
});
const requestsOf = async (brandId: string) =>
  t.database.db.select().from(contactRequests).where(eq(contactRequests.brandId, brandId));
const outboxFor = async (to: string) =>
  ((await t.request({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as OutboxResponse)
    .items;

describe('the public contact form', () => {
  it("gives the widget the brand's texts in both languages, never its e-mail", async () => {
    const response = await t.request({ method: 'GET', url: `/api/public/brands/${brand.widgetId}/contact-form` });
    expect(response.json()).toEqual({
      messageLabelEn: 'Your question',
      messageLabelAr: 'سؤالك',
      messagePlaceholderEn: 'Order number and what happened',
      messagePlaceholderAr: 'رقم الطلب وما حدث',
      successMessageEn: 'Thanks, we will write back within a day.',
      successMessageAr: 'شكرًا، سنرد عليك خلال يوم.',
    });
  });

  it('stores the request, e-mails the brand, and answers its success message in the language asked', async () => {
    const response = await submit(brand.widgetId, shopper('Order 1042 arrived damaged.'), { query: '?lang=ar' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: 'شكرًا، سنرد عليك خلال يوم.' });

    const [stored] = (await requestsOf(brand.id)).filter((row) => row.message === 'Order 1042 arrived damaged.');
    expect(stored).toMatchObject({ name: 'Noura Aziz', email: 'noura@customer.test', language: 'ar', handled: false });

    const [mail] = await outboxFor('care-team@brand.test');
    expect(mail?.subject).toContain(brand.nameEn);
    expect(mail?.body).toContain('Order 1042 arrived damaged.');
    expect(mail?.body).toContain('noura@customer.test');
    expect(mail?.body).toContain(`/admin/contact-forms?view=${stored!.id}`);

    const listed = await t.request({
      method: 'GET',
      url: `/api/contact-forms?brandId=${brand.id}`,
      cookie: admin.cookie,
    });
    expect((listed.json() as ContactRequestListResponse).items.map((item) => item.id)).toContain(stored!.id);
  });

  it("answers in the reader's language when none is asked", async () => {
    const response = await submit(brand.widgetId, shopper('Hello'), { language: 'ar' });
    expect(response.json().message).toBe('شكرًا، سنرد عليك خلال يوم.');
    expect((await submit(brand.widgetId, shopper('Hello again'))).json().message).toBe(
      'Thanks, we will write back within a day.',
    );
  });

  it('without a notification address: stores the request, answers success, and logs BRAND_CONTACT_EMAIL_MISSING', async () => {
    const quiet = await insertBrand(t.database.db);
    const response = await submit(quiet.widgetId, shopper('Is anyone there?'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ok: true,
      message: 'Thank you! We received your message and will get back to you soon.',
    });
    const [stored] = await requestsOf(quiet.id);
    expect(stored?.message).toBe('Is anyone there?');
    expect(logLines).toContainEqual(
      expect.objectContaining({
        level: 40,
        code: 'BRAND_CONTACT_EMAIL_MISSING',
        brandId: quiet.id,
        contactRequestId: stored!.id,
        msg: 'This brand has no email for its contact form.',
      }),
    );
    expect(await outboxFor(quiet.email)).toEqual([]);
  });

  it('answers a filled honeypot with the usual success and keeps nothing', async () => {
    const trap = await insertBrand(t.database.db);
    await t.request({
      method: 'PUT',
      url: `/api/brands/${trap.id}/contact-form-settings`,
      cookie: admin.cookie,
      payload: {
        messageLabelEn: 'Message',
        messageLabelAr: 'الرسالة',
        successMessageEn: 'Sent.',
        successMessageAr: 'أُرسلت.',
        notificationEmail: 'trap@brand.test',
      },
    });
    const response = await submit(trap.widgetId, { ...shopper('Buy cheap pills'), website: 'https://spam.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, message: 'Sent.' });
    expect(await requestsOf(trap.id)).toEqual([]);
    expect(await outboxFor('trap@brand.test')).toEqual([]);
  });

  it('validates what the shopper sends', async () => {
    const response = await submit(brand.widgetId, { name: ' ', email: 'not-mail', phone: '05-1234-5678', message: '' });
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as { path: string[]; key: string }[];
    expect(details.map((issue) => [issue.path[0], issue.key])).toEqual([
      ['name', 'validation.required'],
      ['email', 'validation.invalidEmail'],
      ['phone', 'validation.phoneFormat'],
      ['message', 'validation.required'],
    ]);
    const withoutPhone = await submit(brand.widgetId, {
      name: 'Hamad',
      email: 'hamad@customer.test',
      phone: '',
      message: 'Hi',
    });
    expect(withoutPhone.statusCode, withoutPhone.body).toBe(200);
  });

  it('limits how often one address may send', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < 5; i++)
      expect((await submit(brand.widgetId, shopper(`try ${i}`), { ip })).statusCode).toBe(200);
    const limited = await submit(brand.widgetId, shopper('one more'), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await submit(brand.widgetId, shopper('from elsewhere'), { ip: '203.0.113.10' })).statusCode).toBe(200);
  });

  it('answers INVALID_WIDGET for an unknown widget', async () => {
    for (const response of [
      await submit('w_unknown', shopper('hello')),
      await t.request({ method: 'GET', url: '/api/public/brands/w_unknown/contact-form' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('INVALID_WIDGET');
    }
  });
});
