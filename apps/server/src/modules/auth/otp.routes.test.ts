import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { otpChallenges } from '../../db/schema/auth-challenges.ts';
import { authEvents } from '../../db/schema/auth-events.ts';
import {
  errorOf,
  latestCode,
  outboxFor,
  sendOtp,
  sessionUser,
  signInWithOtp,
  uniquePhone,
  verifyOtp,
} from '../../testing/auth-flows.ts';
import { cookieHeader, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** A code that is certainly not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sends a code to a phone and answers the session id and the code from the outbox. */
async function codeFor(phone: string, purpose: 'sign-in' | 'sign-up' = 'sign-in') {
  const sent = await sendOtp(t, { purpose, phone });
  expect(sent.statusCode, sent.body).toBe(200);
  return { otpSessionId: (sent.json() as { otpSessionId: string }).otpSessionId, code: await latestCode(t, phone) };
}

async function customerWithPhone(overrides: Parameters<typeof insertUser>[1] = { role: 'customer' }) {
  const phone = uniquePhone();
  const user = await insertUser(t.database.db, { ...overrides, phoneNumber: phone });
  return { user, phone };
}

describe('signing in with a one-time code', () => {
  it('signs a customer in by phone with the code from the SMS', async () => {
    const { user, phone } = await customerWithPhone();

    const sent = await sendOtp(t, { purpose: 'sign-in', phone });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ channel: 'sms', expiresInSeconds: 300, resendInSeconds: 60 });
    const [sms] = await outboxFor(t, phone);
    expect(sms).toMatchObject({ channel: 'sms', to: phone, subject: null });
    const code = sms!.body.match(/code is (\d+)\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(sms!.body).toContain('expires in 5 minutes');

    const verified = await verifyOtp(t, {
      otpSessionId: (sent.json() as { otpSessionId: string }).otpSessionId,
      code: code!,
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ user: { id: user.id, phone, roles: ['customer'] } });
    expect(await sessionUser(t, cookieHeader(verified))).toMatchObject({ id: user.id, roles: ['customer'] });
  });

  it('keeps only a keyed hash of the code, never the code itself', async () => {
    const { phone } = await customerWithPhone();
    const { otpSessionId, code } = await codeFor(phone);

    const [row] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.id, otpSessionId));
    expect(row).toBeDefined();
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('signs a staff member in by e-mail, recorded in the login log as a code sign-in', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });

    const sent = await sendOtp(t, { purpose: 'sign-in', email: agent.email!.toUpperCase() });
    expect(sent.json()).toMatchObject({ channel: 'email' });
    const [mail] = await outboxFor(t, agent.email!);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Tawasul code' });

    const { otpSessionId } = sent.json() as { otpSessionId: string };
    const verified = await verifyOtp(t, { otpSessionId, code: await latestCode(t, agent.email!) });
    expect(verified.json()).toMatchObject({ user: { id: agent.id, roles: ['agent'] } });
    const events = await t.database.db.select().from(authEvents).where(eq(authEvents.userId, agent.id));
    expect(events).toMatchObject([{ kind: 'sign_in', method: 'otp', brandId: brand.id }]);
  });

  it('answers USER_NOT_EXISTS for a phone without an account, and sends nothing', async () => {
    const phone = uniquePhone();
    const response = await sendOtp(t, { purpose: 'sign-in', phone });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({
      code: 'USER_NOT_EXISTS',
      message: 'User does not exist for this email or phone.',
    });
    expect(await outboxFor(t, phone)).toEqual([]);
  });

  it('sends no code to a deactivated account', async () => {
    const { phone } = await customerWithPhone({ role: 'customer', active: false });
    const response = await sendOtp(t, { purpose: 'sign-in', phone });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('ACCOUNT_DEACTIVATED');
    expect(await outboxFor(t, phone)).toEqual([]);
  });

  it('needs an e-mail or a phone', async () => {
    const response = await sendOtp(t, { purpose: 'sign-in' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: ['phone'], key: 'validation.emailOrPhoneRequired', message: 'Email or phone is required' }],
    });
  });
});

describe('signing up with a one-time code', () => {
  it('creates a customer and signs it in', async () => {
    const phone = uniquePhone();
    const { response, cookie } = await signInWithOtp(
      t,
      { phone },
      {
        purpose: 'sign-up',
        profile: { firstName: 'Layla', lastName: 'Hassan', gamerId: 'LaylaPlays', email: 'Layla@Example.test' },
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    const expected = {
      phone,
      roles: ['customer'],
      name: 'Layla Hassan',
      firstNameEn: 'Layla',
      gamerId: 'LaylaPlays',
      email: 'layla@example.test',
    };
    expect(response.json()).toMatchObject({ user: expected });
    expect(await sessionUser(t, cookie)).toMatchObject(expected);

    // The new account signs in like any other.
    const again = await signInWithOtp(t, { phone });
    expect(again.response.json()).toMatchObject({ user: { phone, roles: ['customer'] } });
  });

  it('refuses an existing phone', async () => {
    const { phone } = await customerWithPhone();
    const response = await sendOtp(t, { purpose: 'sign-up', phone });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toEqual({ code: 'USER_EXISTS_PHONE', message: 'A user with this phone already exists.' });
    expect(await outboxFor(t, phone)).toEqual([]);
  });

  it('tells the owner of an existing phone with a Gamer ID to sign in instead', async () => {
    const { phone } = await customerWithPhone({ role: 'customer', gamerId: 'Returning01' });
    const response = await sendOtp(t, { purpose: 'sign-up', phone });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('GAMER_ID_USER_SHOULD_LOGIN');
  });

  it('refuses an existing e-mail, whether it receives the code or is given in the profile', async () => {
    const existing = await insertUser(t.database.db, { role: 'customer' });

    const byEmail = await sendOtp(t, { purpose: 'sign-up', email: existing.email! });
    expect(byEmail.statusCode).toBe(409);
    expect(errorOf(byEmail)).toEqual({ code: 'USER_EXISTS_EMAIL', message: 'A user with this email already exists.' });

    const { otpSessionId, code } = await codeFor(uniquePhone(), 'sign-up');
    const inProfile = await verifyOtp(t, { otpSessionId, code, profile: { email: existing.email!.toUpperCase() } });
    expect(inProfile.statusCode).toBe(409);
    expect(errorOf(inProfile).code).toBe('USER_EXISTS_EMAIL');
  });

  it('refuses a Gamer ID someone already has (in any letter case), and the code can be used after fixing it', async () => {
    await insertUser(t.database.db, { role: 'customer', gamerId: 'TakenName' });
    const phone = uniquePhone();
    const { otpSessionId, code } = await codeFor(phone, 'sign-up');

    const taken = await verifyOtp(t, { otpSessionId, code, profile: { gamerId: 'takenname' } });
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken)).toEqual({
      code: 'USER_EXISTS_GAMER_ID',
      message: 'A user with this Gamer ID already exists.',
    });

    const fixed = await verifyOtp(t, { otpSessionId, code, profile: { gamerId: 'FreeName' } });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json()).toMatchObject({ user: { phone, gamerId: 'FreeName' } });
  });

  it('refuses a blocked Gamer ID', async () => {
    await insertUser(t.database.db, { role: 'customer', gamerId: 'Cheater99', banned: true });
    const { otpSessionId, code } = await codeFor(uniquePhone(), 'sign-up');
    const response = await verifyOtp(t, { otpSessionId, code, profile: { gamerId: 'Cheater99' } });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe('GAMER_ID_BLOCKED');
  });

  it('accepts a Gamer ID of 19 characters and refuses one of 20', async () => {
    const { otpSessionId, code } = await codeFor(uniquePhone(), 'sign-up');
    const tooLong = await verifyOtp(t, { otpSessionId, code, profile: { gamerId: 'g'.repeat(20) } });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        {
          path: ['profile', 'gamerId'],
          key: 'validation.gamerIdTooLong',
          message: 'Gamer ID must be under 20 characters',
        },
      ],
    });

    const longest = await verifyOtp(t, { otpSessionId, code, profile: { gamerId: 'g'.repeat(19) } });
    expect(longest.statusCode).toBe(200);
  });
});

describe('every one-time code error', () => {
  it('OTP_INVALID counts down the attempts left', async () => {
    const { phone } = await customerWithPhone();
    const { otpSessionId, code } = await codeFor(phone);

    const response = await verifyOtp(t, { otpSessionId, code: otherThan(code) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'OTP_INVALID',
      message: 'The code is not correct.',
      details: { attemptsLeft: 4 },
    });
    expect(cookieHeader(response)).toBe('');
    const next = await verifyOtp(t, { otpSessionId, code: otherThan(code) });
    expect(errorOf(next).details).toEqual({ attemptsLeft: 3 });
  });

  it('OTP_ATTEMPTS_EXCEEDED after 5 wrong codes, and then even the right code is refused', async () => {
    const { phone } = await customerWithPhone();
    const { otpSessionId, code } = await codeFor(phone);

    const answers = [];
    for (let attempt = 1; attempt <= 5; attempt += 1)
      answers.push(await verifyOtp(t, { otpSessionId, code: otherThan(code) }));
    expect(answers.map((answer) => errorOf(answer).code)).toEqual([
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_INVALID',
      'OTP_ATTEMPTS_EXCEEDED',
    ]);
    expect(answers.slice(0, 4).map((answer) => errorOf(answer).details)).toEqual([
      { attemptsLeft: 4 },
      { attemptsLeft: 3 },
      { attemptsLeft: 2 },
      { attemptsLeft: 1 },
    ]);

    const right = await verifyOtp(t, { otpSessionId, code });
    expect(right.statusCode).toBe(429);
    expect(errorOf(right)).toEqual({
      code: 'OTP_ATTEMPTS_EXCEEDED',
      message: 'Too many wrong attempts. Please request a new code.',
    });
    expect(cookieHeader(right)).toBe('');
  });

  it('OTP_ALREADY_USED when a code is used twice', async () => {
    const { phone } = await customerWithPhone();
    const { otpSessionId, code } = await codeFor(phone);
    expect((await verifyOtp(t, { otpSessionId, code })).statusCode).toBe(200);

    const again = await verifyOtp(t, { otpSessionId, code });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({ code: 'OTP_ALREADY_USED', message: 'This code has already been used.' });
  });

  it('a code still works just before 5 minutes', async () => {
    const { phone } = await customerWithPhone();
    const { otpSessionId, code } = await codeFor(phone);
    t.clock.advance(5 * 60_000 - 1_000);
    expect((await verifyOtp(t, { otpSessionId, code })).statusCode).toBe(200);
  });

  it('OTP_SESSION_INVALID once 5 minutes have passed', async () => {
    const { phone } = await customerWithPhone();
    const { otpSessionId, code } = await codeFor(phone);
    t.clock.advance(5 * 60_000);

    const response = await verifyOtp(t, { otpSessionId, code });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'OTP_SESSION_INVALID',
      message: 'The code has expired. Please request a new code.',
    });
  });

  it.each([
    ['an id that was never issued', randomUUID()],
    ['an id that is not even a UUID', 'not-a-session'],
  ])('OTP_SESSION_INVALID for %s', async (_label, otpSessionId) => {
    const response = await verifyOtp(t, { otpSessionId, code: '123456' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('OTP_SESSION_INVALID');
  });

  it('OTP_CANNOT_REINITIATE_YET within 60 seconds, with the seconds left; allowed again after', async () => {
    const { phone } = await customerWithPhone();
    await codeFor(phone);

    t.clock.advance(15_000);
    const early = await sendOtp(t, { purpose: 'sign-in', phone });
    expect(early.statusCode).toBe(429);
    expect(errorOf(early)).toEqual({
      code: 'OTP_CANNOT_REINITIATE_YET',
      message: 'You can request a new code in 45 seconds.',
      details: { retryAfterSeconds: 45 },
    });
    expect(early.headers['retry-after']).toBe('45');
    expect(await outboxFor(t, phone)).toHaveLength(1);

    t.clock.advance(45_000);
    const later = await sendOtp(t, { purpose: 'sign-in', phone });
    expect(later.statusCode).toBe(200);
    expect(await outboxFor(t, phone)).toHaveLength(2);
    // The new code signs in.
    const { otpSessionId } = later.json() as { otpSessionId: string };
    expect((await verifyOtp(t, { otpSessionId, code: await latestCode(t, phone) })).statusCode).toBe(200);
  });

  it('rate limits sending: the 6th request for one phone within a minute, not another phone', async () => {
    const { phone } = await customerWithPhone();
    const codes = [];
    for (let request = 1; request <= 6; request += 1)
      codes.push(errorOf(await sendOtp(t, { purpose: 'sign-in', phone })));
    // The first one sent a code (no error body); the next four were told to wait.
    expect(codes.slice(1, 5).map((error) => error.code)).toEqual(Array(4).fill('OTP_CANNOT_REINITIATE_YET'));
    expect(codes[5]).toMatchObject({ code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });

    const other = await customerWithPhone();
    expect((await sendOtp(t, { purpose: 'sign-in', phone: other.phone })).statusCode).toBe(200);
  });
});
