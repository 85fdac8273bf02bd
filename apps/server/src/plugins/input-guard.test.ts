import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@tawasul/contracts/errors';
import { insertBrand, type BrandRow } from '../db/factories.ts';
import { newGuest, sendMessage, startChat, type Guest } from '../testing/chat-flows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let brand: BrandRow;
let guest: Guest;

beforeAll(async () => {
  t = await createTestApp();
  brand = await insertBrand(t.database.db);
  guest = await newGuest(t, brand);
});
afterAll(async () => {
  await t?.close();
});

const refused = (response: { statusCode: number; json: () => unknown }) => {
  expect(response.statusCode).toBe(400);
  const { error } = response.json() as ErrorBody;
  expect(error.code).toBe('VALIDATION_FAILED');
  return (error.details as { path: (string | number)[]; key: string; message: string }[]).map((issue) => issue.path);
};

describe('control characters in any input (issue 16)', () => {
  it('refuses a NUL in a path parameter, naming it, to a signed-out caller', async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/brands/a%00b/widget' });
    expect(refused(response)).toEqual([['widgetId']]);
  });

  it('refuses one in a query, and in a body field, naming each field, in the reader’s language', async () => {
    const query = await t.request({ method: 'GET', url: `/api/public/brands/${brand.widgetId}/faqs?q=ship%00ping` });
    expect(refused(query)).toEqual([['q']]);
    const body = await t.request({
      method: 'POST',
      url: `/api/public/brands/${brand.widgetId}/guests`,
      payload: { name: 'Sara\u0007', language: 'en' },
      headers: { 'accept-language': 'ar' },
    });
    expect(refused(body)).toEqual([['name']]);
    expect(body.json<ErrorBody>().error.details).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/محارف التحكم/) }),
    ]);
  });

  it('lets tab, line feed and carriage return through', async () => {
    const chat = await startChat(t, guest, brand);
    const response = await sendMessage(t, guest, chat.id, 'First line\r\n\tsecond line');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ body: string }>().body).toBe('First line\r\n\tsecond line');
  });
});
