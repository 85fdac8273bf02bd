import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { accounts, users } from '../../db/schema/users.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../testing/test-app.ts';

describe('own account: profile and deletion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function signIn(email: string, password: string) {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      payload: { email, password },
    });
    expect(response.statusCode).toBe(200);
    return cookieHeader(response);
  }

  it('updates names, Gamer ID and language, and refuses a Gamer ID someone else has', async () => {
    const brand = await insertBrand(t.database.db);
    await insertUser(t.database.db, { role: 'customer', gamerId: 'TakenOne' });
    const me = await insertUser(t.database.db, { role: 'agent', brandId: brand.id, password: 'secret-pass-1' });
    const cookie = await signIn(me.email!, 'secret-pass-1');

    const updated = await t.request({
      method: 'PATCH',
      url: '/api/users/me',
      cookie,
      payload: { firstNameEn: 'Sara', lastNameEn: 'Ali', firstNameAr: 'سارة', language: 'ar', gamerId: 'Sara_01' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().user).toMatchObject({
      name: 'Sara Ali',
      firstNameAr: 'سارة',
      language: 'ar',
      gamerId: 'Sara_01',
    });

    const taken = await t.request({ method: 'PATCH', url: '/api/users/me', cookie, payload: { gamerId: 'takenone' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('USER_EXISTS_GAMER_ID');

    // Issue 22: the English first name is what every screen falls back to; it may change, never be emptied.
    const emptied = await t.request({ method: 'PATCH', url: '/api/users/me', cookie, payload: { firstNameEn: '  ' } });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: ['firstNameEn'], key: 'validation.required' }],
    });

    const signedOut = await t.request({ method: 'PATCH', url: '/api/users/me', payload: { firstNameEn: 'X' } });
    expect(signedOut.statusCode).toBe(401);
  });

  it('deletes an account only with the right password, erasing its personal data and sessions', async () => {
    const me = await insertUser(t.database.db, {
      role: 'customer',
      password: 'secret-pass-2',
      phoneNumber: '+966511112222',
      firstNameEn: 'Noura',
      gamerId: 'Noura_7',
    });
    const cookie = await signIn(me.email!, 'secret-pass-2');

    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      cookie,
      payload: { password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('INVALID_CURRENT_PASSWORD');
    const stillIn = await t.request({ method: 'GET', url: '/api/_auth/session', cookie });
    expect(stillIn.json().user?.id).toBe(me.id);

    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      cookie,
      payload: { password: 'secret-pass-2' },
    });
    expect(deleted.statusCode).toBe(200);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row).toMatchObject({ name: 'Deleted user', email: null, phoneNumber: null, gamerId: null, active: false });
    expect(await t.database.db.select().from(accounts).where(eq(accounts.userId, me.id))).toHaveLength(0);
    const session = await t.request({ method: 'GET', url: '/api/_auth/session', cookie });
    expect(session.json()).toEqual({ user: null });
    const again = await t.request({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      payload: { email: me.email!, password: 'secret-pass-2' },
    });
    expect(again.statusCode).toBe(401);
  });

  it('does not let an admin delete their own account', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin', password: 'secret-pass-3' });
    const cookie = await signIn(admin.email!, 'secret-pass-3');
    const response = await t.request({
      method: 'DELETE',
      url: '/api/users/me',
      cookie,
      payload: { password: 'secret-pass-3' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toMatchObject({
      code: 'ADMIN_CANNOT_MODIFY_SELF',
      message: 'An admin cannot delete or update their own account.',
    });
  });
});
