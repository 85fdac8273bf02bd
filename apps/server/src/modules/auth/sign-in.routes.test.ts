import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { authEvents } from '../../db/schema/auth-events.ts';
import { users } from '../../db/schema/users.ts';
import {
  errorOf,
  latestCode,
  PASSWORD,
  sendOtp,
  sessionUser,
  signInWithPassword,
  verifyOtp,
} from '../../testing/auth-flows.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../testing/test-app.ts';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Tawasul-test';

// One app with no portal origins configured (as in development) for the file; every test makes its own accounts.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('sign-in with e-mail and password', () => {
  it('signs in, and the session endpoint then shows the user with its roles', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
    const { response, cookie } = await signInWithPassword(t, admin.email!);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: admin.id, email: admin.email, roles: ['admin'] } });
    // The session lives in an httpOnly cookie that scripts on the page cannot read.
    expect(String(response.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(await sessionUser(t, cookie)).toMatchObject({ id: admin.id, roles: ['admin'], brandId: null });
  });

  it('accepts the e-mail in any letter case', async () => {
    const manager = await insertUser(t.database.db, { role: 'brand_manager', password: PASSWORD });
    const { response } = await signInWithPassword(t, `  ${manager.email!.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: manager.id, roles: ['brand_manager'] } });
  });

  it('answers a wrong password and an unknown e-mail with the same 401', async () => {
    const agent = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const wrongPassword = await signInWithPassword(t, agent.email!, 'not-the-password');
    const unknownEmail = await signInWithPassword(t, 'nobody-here@tawasul.test', PASSWORD);

    expect(wrongPassword.response.statusCode).toBe(401);
    expect(unknownEmail.response.statusCode).toBe(401);
    expect(wrongPassword.response.json()).toEqual({
      error: { code: 'INVALID_LOGIN_CREDENTIALS', message: 'Invalid login credentials.' },
    });
    expect(unknownEmail.response.json()).toEqual(wrongPassword.response.json());
    expect(wrongPassword.cookie).toBe('');
  });

  it('answers an account without a password (phone-only customer) like a wrong password', async () => {
    const customer = await insertUser(t.database.db, { role: 'customer', phoneNumber: '+966500000001' });
    const { response } = await signInWithPassword(t, customer.email!);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('INVALID_LOGIN_CREDENTIALS');
  });

  it('refuses a deactivated account, but only once the password is known to be right', async () => {
    const agent = await insertUser(t.database.db, { role: 'agent', password: PASSWORD, active: false });

    const right = await signInWithPassword(t, agent.email!);
    expect(right.response.statusCode).toBe(403);
    expect(errorOf(right.response)).toEqual({
      code: 'ACCOUNT_DEACTIVATED',
      message: 'Your account is deactivated. Please contact support.',
    });
    expect(right.cookie).toBe('');

    const wrong = await signInWithPassword(t, agent.email!, 'not-the-password');
    expect(errorOf(wrong.response).code).toBe('INVALID_LOGIN_CREDENTIALS');
  });

  it('tells a banned customer with a Gamer ID that the Gamer ID is blocked', async () => {
    const customer = await insertUser(t.database.db, {
      role: 'customer',
      password: PASSWORD,
      gamerId: 'BlockedPlayer1',
      banned: true,
    });
    const { response } = await signInWithPassword(t, customer.email!);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'GAMER_ID_BLOCKED',
      message: 'This Gamer ID is blocked. Please contact support.',
    });
  });

  it('signs out a user on the next request once the account is deactivated', async () => {
    const agent = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const { cookie } = await signInWithPassword(t, agent.email!);
    expect(await sessionUser(t, cookie)).toMatchObject({ id: agent.id });

    await t.database.db.update(users).set({ active: false }).where(eq(users.id, agent.id));

    expect(await sessionUser(t, cookie)).toBeNull();
    const presence = await t.request({
      method: 'PATCH',
      url: '/api/auth/changeOnlineStatus',
      cookie,
      payload: { isOnline: true },
    });
    expect(presence.statusCode).toBe(401);
    expect(errorOf(presence).code).toBe('UNAUTHORIZED');
  });

  it('records every staff sign-in and sign-out with time, IP address and user agent', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id, password: PASSWORD });
    const from = { remoteAddress: '203.0.113.7', headers: { 'user-agent': BROWSER } };

    const { cookie } = await signInWithPassword(t, agent.email!, PASSWORD, from);
    const signOut = await t.request({ ...from, method: 'DELETE', url: '/api/_auth/session', cookie });
    expect(signOut.statusCode).toBe(200);

    const rows = await t.database.db
      .select()
      .from(authEvents)
      .where(eq(authEvents.userId, agent.id))
      .orderBy(authEvents.id);
    expect(rows).toMatchObject([
      { kind: 'sign_in', method: 'password', brandId: brand.id, ipAddress: '203.0.113.7', userAgent: BROWSER },
      { kind: 'sign_out', brandId: brand.id, ipAddress: '203.0.113.7', userAgent: BROWSER },
    ]);
    for (const row of rows) expect(row.at.getTime()).toBe(t.clock.now().getTime());
  });

  it('records nothing for customers', async () => {
    const customer = await insertUser(t.database.db, { role: 'customer', password: PASSWORD });
    const { cookie } = await signInWithPassword(t, customer.email!);
    await t.request({ method: 'DELETE', url: '/api/_auth/session', cookie });

    const rows = await t.database.db.select().from(authEvents).where(eq(authEvents.userId, customer.id));
    expect(rows).toEqual([]);
  });
});

describe('the session endpoints', () => {
  it('GET /api/_auth/session answers {"user":null} when signed out', async () => {
    const response = await t.request({ method: 'GET', url: '/api/_auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('{"user":null}');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/_auth/session answers {"user":null} for a cookie that is not a session', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/_auth/session',
      cookie: 'tawasul.session_token=forged',
    });
    expect(response.json()).toEqual({ user: null });
  });

  it('DELETE /api/_auth/session signs out, and the old cookie no longer works', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
    const { cookie } = await signInWithPassword(t, admin.email!);
    expect(await sessionUser(t, cookie)).toMatchObject({ id: admin.id });

    const response = await t.request({ method: 'DELETE', url: '/api/_auth/session', cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // The browser is told to forget the cookie...
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    // ...and a copy kept elsewhere is worthless too.
    expect(await sessionUser(t, cookie)).toBeNull();
  });

  it('DELETE /api/_auth/session when already signed out still answers ok', async () => {
    const response = await t.request({ method: 'DELETE', url: '/api/_auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });
});

describe('the portal origin rule', () => {
  const ADMIN = 'http://admin.tawasul.test';
  const BRAND = 'http://brand.tawasul.test';
  let portal: TestApp;
  let staff: Record<'admin' | 'brand_manager' | 'agent' | 'customer', string>;

  beforeAll(async () => {
    portal = await createTestApp({ env: { ADMIN_ORIGIN: ADMIN, BRAND_ORIGIN: BRAND } });
    const brand = await insertBrand(portal.database.db);
    const make = async (role: 'admin' | 'brand_manager' | 'agent' | 'customer') =>
      (await insertUser(portal.database.db, { role, password: PASSWORD, brandId: role === 'admin' ? null : brand.id }))
        .email!;
    staff = {
      admin: await make('admin'),
      brand_manager: await make('brand_manager'),
      agent: await make('agent'),
      customer: await make('customer'),
    };
  });
  afterAll(() => portal.close());

  const from = (origin: string) => ({ headers: { origin } });

  it('refuses an admin on the brand origin', async () => {
    const { response, cookie } = await signInWithPassword(portal, staff.admin, PASSWORD, from(BRAND));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toEqual({
      code: 'DOMAIN_NOT_AUTHORIZED',
      message: 'You are not authorized to log in from this domain.',
    });
    expect(cookie).toBe('');
  });

  it.each(['brand_manager', 'agent'] as const)('refuses a %s on the admin origin', async (role) => {
    const { response } = await signInWithPassword(portal, staff[role], PASSWORD, from(ADMIN));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('DOMAIN_NOT_AUTHORIZED');
  });

  it.each([
    ['admin', ADMIN],
    ['brand_manager', BRAND],
    ['agent', BRAND],
  ] as const)('signs in a %s on its own origin (%s)', async (role, origin) => {
    const { response } = await signInWithPassword(portal, staff[role], PASSWORD, from(origin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { roles: [role] } });
  });

  it('counts any host containing "brand" as the brand portal', async () => {
    const other = 'https://support.mybrand.example';
    expect((await signInWithPassword(portal, staff.agent, PASSWORD, from(other))).response.statusCode).toBe(200);
    expect((await signInWithPassword(portal, staff.brand_manager, PASSWORD, from(other))).response.statusCode).toBe(
      200,
    );
    const admin = await signInWithPassword(portal, staff.admin, PASSWORD, from(other));
    expect(errorOf(admin.response).code).toBe('DOMAIN_NOT_AUTHORIZED');
  });

  it('applies to code sign-in as well', async () => {
    const sent = await sendOtp(portal, { purpose: 'sign-in', email: staff.agent }, from(ADMIN));
    const { otpSessionId } = sent.json() as { otpSessionId: string };
    const code = await latestCode(portal, staff.agent);

    const response = await verifyOtp(portal, { otpSessionId, code }, from(ADMIN));
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('DOMAIN_NOT_AUTHORIZED');
    expect(cookieHeader(response)).toBe('');
  });

  it('lets customers sign in from either portal', async () => {
    expect((await signInWithPassword(portal, staff.customer, PASSWORD, from(ADMIN))).response.statusCode).toBe(200);
    expect((await signInWithPassword(portal, staff.customer, PASSWORD, from(BRAND))).response.statusCode).toBe(200);
  });

  it('accepts every role on every origin when no origins are configured', async () => {
    // `t` is the file's app, which has none configured.
    const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
    const agent = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    expect((await signInWithPassword(t, admin.email!, PASSWORD, from(BRAND))).response.statusCode).toBe(200);
    expect((await signInWithPassword(t, agent.email!, PASSWORD, from(ADMIN))).response.statusCode).toBe(200);
  });
});

describe('the cross-site request check', () => {
  let cookie: string;
  beforeAll(async () => {
    const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
    cookie = (await signInWithPassword(t, admin.email!)).cookie;
  });

  const changeStatus = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PATCH', url: '/api/auth/changeOnlineStatus', payload: { isOnline: true }, headers });

  it('refuses a cookie-carrying change from a foreign origin', async () => {
    const response = await changeStatus({ cookie, origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: { code: 'ORIGIN_NOT_ALLOWED', message: 'This request came from a site that is not allowed.' },
    });
    // Nothing changed.
    expect(await sessionUser(t, cookie)).toMatchObject({ isOnline: false });
  });

  it('refuses a cookie-carrying change with neither Origin nor Referer', async () => {
    const response = await changeStatus({ cookie });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('refuses a sign-out forced from a foreign origin', async () => {
    const response = await t.app.inject({
      method: 'DELETE',
      url: '/api/_auth/session',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(errorOf(response).code).toBe('ORIGIN_NOT_ALLOWED');
    expect(await sessionUser(t, cookie)).not.toBeNull();
  });

  it('accepts a Referer from our own origin when the browser sends no Origin', async () => {
    const response = await changeStatus({ cookie, referer: 'http://localhost:3000/admin/settings' });
    expect(response.statusCode).toBe(200);
  });

  it('does not apply to requests without cookies', async () => {
    const other = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/password',
      payload: { email: other.email, password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not apply to reads', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/_auth/session',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('the sign-in limits', () => {
  // Each test its own address: failures count per address too (sign-in-throttle.routes.test.ts).
  const from = (remoteAddress: string, extra: Record<string, unknown> = {}) => ({ remoteAddress, ...extra });

  it('refuses the attempt after 6 failures for one e-mail, even with the right password', async () => {
    const target = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      // Changing the letter case does not make it another account.
      const email = attempt % 2 === 0 ? target.email!.toUpperCase() : target.email!;
      const { response } = await signInWithPassword(t, email, `wrong-password-${attempt}`, from('192.0.2.10'));
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }

    const { response, cookie } = await signInWithPassword(t, target.email!, PASSWORD, from('192.0.2.10'));
    expect(response.statusCode).toBe(429);
    expect(cookie).toBe('');
    const error = errorOf(response);
    const seconds = (error.details as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(error.code).toBe('RATE_LIMITED');
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(error.message).toBe(`Too many attempts. Please try again in ${seconds} seconds.`);
    expect(response.headers['retry-after']).toBe(String(seconds));
  });

  it('allows 10 attempts a minute for one e-mail from one address, right or wrong', async () => {
    const target = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const { response } = await signInWithPassword(t, target.email!, PASSWORD, from('192.0.2.11'));
      expect(response.statusCode, `attempt ${attempt}`).toBe(200);
    }
    const { response } = await signInWithPassword(t, target.email!, PASSWORD, from('192.0.2.11'));
    expect(response.statusCode).toBe(429);
  });

  it('cannot be got around by forging X-Forwarded-For (no proxy is trusted by default)', async () => {
    const forged = (n: number) => from('192.0.2.12', { headers: { 'x-forwarded-for': `203.0.113.${n}` } });
    // Eleven accounts from one real address, each claiming another: the address's count holds them all.
    for (let attempt = 1; attempt <= 11; attempt += 1) {
      const target = await insertUser(t.database.db, { role: 'customer', password: PASSWORD });
      const { response } = await signInWithPassword(t, target.email!, `wrong-${attempt}`, forged(attempt));
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const last = await insertUser(t.database.db, { role: 'customer', password: PASSWORD });
    const { response } = await signInWithPassword(t, last.email!, PASSWORD, forged(99));
    expect(response.statusCode).toBe(429);
  });

  it('does not hold back another e-mail from the same address', async () => {
    const other = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const { response } = await signInWithPassword(t, other.email!, PASSWORD, from('192.0.2.10'));
    expect(response.statusCode).toBe(200);
  });
});
