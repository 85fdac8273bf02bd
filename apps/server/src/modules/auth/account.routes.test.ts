import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../db/factories.ts';
import { users } from '../../db/schema/users.ts';
import { errorOf, PASSWORD, sessionUser, signInWithPassword } from '../../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedInAgent() {
  const user = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
  return { user, cookie: (await signInWithPassword(t, user.email!)).cookie };
}

describe('PATCH /api/auth/changeOnlineStatus', () => {
  const setOnline = (isOnline: unknown, cookie?: string) =>
    t.request({
      method: 'PATCH',
      url: '/api/auth/changeOnlineStatus',
      payload: { isOnline },
      ...(cookie ? { cookie } : {}),
    });

  it('needs a session', async () => {
    const response = await setOnline(true);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' } });
  });

  it('sets the user online and offline, as the session endpoint then shows', async () => {
    const { user, cookie } = await signedInAgent();
    expect(await sessionUser(t, cookie)).toMatchObject({ isOnline: false });

    const online = await setOnline(true, cookie);
    expect(online.statusCode).toBe(200);
    expect(online.json()).toEqual({ isOnline: true });
    expect(await sessionUser(t, cookie)).toMatchObject({ id: user.id, isOnline: true });

    expect((await setOnline(false, cookie)).json()).toEqual({ isOnline: false });
    expect(await sessionUser(t, cookie)).toMatchObject({ isOnline: false });
  });

  it('needs a boolean', async () => {
    const { cookie } = await signedInAgent();
    const response = await setOnline('yes', cookie);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toMatchObject([
      { path: ['isOnline'], message: 'Expected boolean, received string' },
    ]);
  });
});

describe('GET and PUT /api/admin/language', () => {
  const getLanguage = (headers: Record<string, string> = {}, cookie?: string) =>
    t.request({ method: 'GET', url: '/api/admin/language', headers, ...(cookie ? { cookie } : {}) });

  it('answers English by default when signed out', async () => {
    const response = await getLanguage();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'en' });
  });

  it("follows the browser's Accept-Language when signed out", async () => {
    expect((await getLanguage({ 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' })).json()).toEqual({ language: 'ar' });
    expect((await getLanguage({ 'accept-language': 'fr-FR,fr;q=0.9' })).json()).toEqual({ language: 'en' });
  });

  it('lets the locale cookie win over the browser', async () => {
    const response = await getLanguage({ 'accept-language': 'ar' }, 'locale=en');
    expect(response.json()).toEqual({ language: 'en' });
    expect((await getLanguage({ 'accept-language': 'en' }, 'locale=ar')).json()).toEqual({ language: 'ar' });
  });

  it('PUT sets the locale cookie for a year when signed out', async () => {
    const response = await t.request({ method: 'PUT', url: '/api/admin/language', payload: { language: 'ar' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ language: 'ar' });
    expect(response.headers['set-cookie']).toBe('locale=ar; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('PUT keeps the language on the signed-in account, so it follows the user to another browser', async () => {
    const { user, cookie } = await signedInAgent();
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/language',
      cookie,
      payload: { language: 'ar' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBe('locale=ar; Max-Age=31536000; Path=/; SameSite=Lax');

    const [stored] = await t.database.db.select({ language: users.language }).from(users).where(eq(users.id, user.id));
    expect(stored).toEqual({ language: 'ar' });
    expect(await sessionUser(t, cookie)).toMatchObject({ language: 'ar' });
    // Another browser: English everywhere, but the account says Arabic.
    const other = (await signInWithPassword(t, user.email!, PASSWORD, { headers: { 'accept-language': 'en' } })).cookie;
    expect((await getLanguage({ 'accept-language': 'en' }, other)).json()).toEqual({ language: 'ar' });
  });

  it('PUT refuses a language the product is not written in', async () => {
    const response = await t.request({ method: 'PUT', url: '/api/admin/language', payload: { language: 'fr' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: ['language'], message: "Invalid enum value. Expected 'en' | 'ar', received 'fr'" }],
    });
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
