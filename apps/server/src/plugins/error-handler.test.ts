import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../db/factories.ts';
import { PASSWORD, signInWithPassword } from '../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Every failure reaches the client as `{ error: { code, message, details? } }` in the client's language.
describe('the error reply', () => {
  const signIn = (payload: unknown, headers: Record<string, string> = {}) =>
    t.request({ method: 'POST', url: '/api/auth/sign-in/password', payload: payload as object, headers });

  it('lists every invalid field with the spec text "Required"', async () => {
    const response = await signIn({});
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [
          { path: ['email'], key: 'validation.required', message: 'Required' },
          { path: ['password'], key: 'validation.required', message: 'Required' },
        ],
      },
    });
  });

  it('says "Invalid email"', async () => {
    const response = await signIn({ email: 'not-an-email', password: 'x' });
    expect(response.json().error.details).toEqual([
      { path: ['email'], key: 'validation.invalidEmail', message: 'Invalid email' },
    ]);
  });

  it('says "String must contain at least N character(s)"', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { otpSessionId: randomUUID(), code: '123456', profile: { gamerId: '' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual([
      {
        path: ['profile', 'gamerId'],
        key: 'validation.tooSmall.string',
        params: { minimum: 1 },
        message: 'String must contain at least 1 character(s)',
      },
    ]);
  });

  it('says "Expected string, received number"', async () => {
    const response = await signIn({ email: 42, password: 'x' });
    expect(response.json().error.details).toEqual([
      {
        path: ['email'],
        key: 'validation.invalidType',
        params: { expected: 'string', received: 'number' },
        message: 'Expected string, received number',
      },
    ]);
  });

  it('answers in Arabic to an Arabic browser, and to the Arabic locale cookie', async () => {
    const response = await signIn({}, { 'accept-language': 'ar-SA,ar;q=0.9' });
    expect(response.json()).toEqual({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'بعض الحقول غير صالحة.',
        details: [
          { path: ['email'], key: 'validation.required', message: 'مطلوب' },
          { path: ['password'], key: 'validation.required', message: 'مطلوب' },
        ],
      },
    });

    const wrong = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      cookie: 'locale=ar',
      payload: { email: 'nobody@tawasul.test', password: 'whatever' },
    });
    expect(wrong.json()).toEqual({
      error: { code: 'INVALID_LOGIN_CREDENTIALS', message: 'بيانات تسجيل الدخول غير صحيحة.' },
    });
  });

  it('answers an unknown /api route with 404 ROUTE_NOT_FOUND', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.request({ method, url: '/api/no-such-thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'This address does not exist.' } });
    }
  });

  it('answers a body that is not JSON with 400 VALIDATION_FAILED', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "admin@tawasul.test", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'VALIDATION_FAILED',
        message: 'Some fields are not valid.',
        details: [{ path: [], key: 'validation.invalidBody', message: 'The request body could not be read' }],
      },
    });
    const arabic = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      headers: { 'content-type': 'application/json', 'accept-language': 'ar' },
      payload: '{"email": ',
    });
    expect(arabic.json().error.details[0].message).toBe('تعذرت قراءة محتوى الطلب');
  });

  it('answers a body over 1 MiB with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await signIn({ email: 'a@tawasul.test', password: 'x'.repeat(1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large.' } });
  });
});

describe('an unexpected failure', () => {
  it('answers 500 INTERNAL_ERROR with nothing of the cause: no stack, no database message', async () => {
    const broken = await createTestApp();
    try {
      const user = await insertUser(broken.database.db, { role: 'admin', password: PASSWORD });
      // The table the password check reads disappears: the real sign-in path meets a real database error.
      await broken.database.db.execute(sql`alter table accounts rename to accounts_gone`);

      const { response } = await signInWithPassword(broken, user.email!);
      expect(response.statusCode).toBe(500);
      expect(response.body).toBe('{"error":{"code":"INTERNAL_ERROR","message":"Internal server error"}}');

      const arabic = await signInWithPassword(broken, user.email!, PASSWORD, { headers: { 'accept-language': 'ar' } });
      expect(arabic.response.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'خطأ داخلي في الخادم' } });
    } finally {
      await broken.close();
    }
  });
});

describe('the development outbox', () => {
  it('is readable outside production', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ items: expect.any(Array) });
  });

  it('does not exist in production', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(production.config.isProduction).toBe(true);
      const response = await production.request({ method: 'GET', url: '/api/dev/outbox' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: { code: 'ROUTE_NOT_FOUND', message: 'This address does not exist.' } });
    } finally {
      await production.close();
    }
  });
});
