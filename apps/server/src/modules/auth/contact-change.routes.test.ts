import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../db/factories.ts';
import { otpChallenges } from '../../db/schema/auth-challenges.ts';
import { users } from '../../db/schema/users.ts';
import {
  errorOf,
  latestCode,
  outboxFor,
  sendOtp,
  sessionUser,
  signInWithPassword,
  uniquePhone,
  verifyOtp,
} from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const newEmail = () => `new-address-${Date.now()}-${counter++}@tawasul.test`;

const post = (who: SignedInUser | undefined, step: 'send' | 'verify' | 'apply', payload: object) =>
  t.request({ method: 'POST', url: `/api/users/me/contact/${step}`, payload, ...(who ? { cookie: who.cookie } : {}) });

/** Sends a code to `destination` and answers the challenge id and the code from the outbox. */
async function codeFor(who: SignedInUser, destination: { email: string } | { phone: string }) {
  const sent = await post(who, 'send', destination);
  expect(sent.statusCode, sent.body).toBe(200);
  const { otpSessionId } = sent.json() as { otpSessionId: string };
  const code = await latestCode(t, 'email' in destination ? destination.email : destination.phone);
  return { otpSessionId, code };
}

describe('changing the e-mail or phone with a code', () => {
  it('sends a code to the new e-mail, verifies it, then applies it as a verified address', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const email = newEmail();

    const sent = await post(admin, 'send', { email: email.toUpperCase() });
    expect(sent.json()).toMatchObject({ channel: 'email', expiresInSeconds: 300, resendInSeconds: 60 });
    const { otpSessionId } = sent.json() as { otpSessionId: string };
    const [challenge] = await t.database.db.select().from(otpChallenges).where(eq(otpChallenges.id, otpSessionId));
    expect(challenge).toMatchObject({ purpose: 'verify-contact', destination: email, userId: admin.user.id });
    // Nothing reaches the old address.
    expect(await outboxFor(t, admin.user.email!)).toEqual([]);

    const verified = await post(admin, 'verify', { otpSessionId, code: await latestCode(t, email) });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ ok: true });
    const again = await post(admin, 'verify', { otpSessionId, code: await latestCode(t, email) });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again)).toEqual({ code: 'OTP_ALREADY_VERIFIED', message: 'This code has already been verified.' });

    const applied = await post(admin, 'apply', { otpSessionId });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toMatchObject({ user: { id: admin.user.id, email } });
    expect(await sessionUser(t, admin.cookie)).toMatchObject({ email });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, admin.user.id));
    expect(row).toMatchObject({ email, emailVerified: true });
    expect((await signInWithPassword(t, email)).response.statusCode).toBe(200);

    // A used code cannot be applied twice.
    expect(errorOf(await post(admin, 'apply', { otpSessionId })).code).toBe('OTP_ALREADY_USED');
  });

  it('changes a phone the same way, by SMS', async () => {
    const customer = await signedIn(t, { role: 'customer', phoneNumber: uniquePhone(), phoneNumberVerified: true });
    const phone = uniquePhone();
    const { otpSessionId, code } = await codeFor(customer, { phone });
    const [sms] = await outboxFor(t, phone);
    expect(sms).toMatchObject({ channel: 'sms' });

    await post(customer, 'verify', { otpSessionId, code });
    const applied = await post(customer, 'apply', { otpSessionId });
    expect(applied.json()).toMatchObject({ user: { phone } });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, customer.user.id));
    expect(row).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
  });

  it('refuses to apply an address whose code was not verified yet', async () => {
    const agent = await signedIn(t, { role: 'agent' });
    const { otpSessionId } = await codeFor(agent, { email: newEmail() });
    const response = await post(agent, 'apply', { otpSessionId });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({ code: 'OTP_NOT_VERIFIED', message: 'The code has not been verified yet.' });
    expect(await sessionUser(t, agent.cookie)).toMatchObject({ email: agent.user.email });
  });

  it('counts a wrong code', async () => {
    const agent = await signedIn(t, { role: 'agent' });
    const { otpSessionId, code } = await codeFor(agent, { email: newEmail() });
    const wrong = code === '000000' ? '111111' : '000000';
    const response = await post(agent, 'verify', { otpSessionId, code: wrong });
    expect(errorOf(response)).toMatchObject({ code: 'OTP_INVALID', details: { attemptsLeft: 4 } });
  });

  it('refuses the current address once verified, in any letter case', async () => {
    const manager = await signedIn(t, { role: 'brand_manager', phoneNumber: uniquePhone(), phoneNumberVerified: true });
    for (const body of [{ email: manager.user.email!.toUpperCase() }, { phone: manager.user.phoneNumber! }]) {
      const response = await post(manager, 'send', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'SAME_AS_CURRENT_EMAIL_OR_PHONE',
        message: 'This is the same as your current email or phone.',
      });
    }
  });

  it('proves the current address while it is not verified (a phone sign-up’s e-mail)', async () => {
    const email = newEmail();
    const customer = await signedIn(t, {
      role: 'customer',
      phoneNumber: uniquePhone(),
      phoneNumberVerified: true,
      email,
      emailVerified: false,
    });
    expect(await sessionUser(t, customer.cookie)).toMatchObject({ email, emailVerified: false });
    const { otpSessionId, code } = await codeFor(customer, { email });
    expect((await post(customer, 'verify', { otpSessionId, code })).statusCode).toBe(200);
    const applied = await post(customer, 'apply', { otpSessionId });
    expect(applied.json()).toMatchObject({ user: { email, emailVerified: true } });
    expect(await sessionUser(t, customer.cookie)).toMatchObject({ email, emailVerified: true });
    // Proven once: asking again is the same-address mistake.
    expect(errorOf(await post(customer, 'send', { email })).code).toBe('SAME_AS_CURRENT_EMAIL_OR_PHONE');
  });

  it("refuses someone else's address, and sends nothing to it", async () => {
    const agent = await signedIn(t, { role: 'agent' });
    const holder = await insertUser(t.database.db, { role: 'customer', phoneNumber: uniquePhone() });

    const email = await post(agent, 'send', { email: holder.email });
    expect(email.statusCode).toBe(409);
    expect(errorOf(email).code).toBe('USER_EXISTS_EMAIL');
    const phone = await post(agent, 'send', { phone: holder.phoneNumber });
    expect(errorOf(phone).code).toBe('USER_EXISTS_PHONE');
    expect(await outboxFor(t, holder.email!)).toEqual([]);
  });

  it('refuses an address that someone took between the code and the change', async () => {
    const agent = await signedIn(t, { role: 'agent' });
    const email = newEmail();
    const { otpSessionId, code } = await codeFor(agent, { email });
    await post(agent, 'verify', { otpSessionId, code });
    await insertUser(t.database.db, { role: 'customer', email });

    const response = await post(agent, 'apply', { otpSessionId });
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('USER_EXISTS_EMAIL');
  });

  it('needs exactly one of e-mail and phone', async () => {
    const agent = await signedIn(t, { role: 'agent' });
    for (const body of [{}, { email: newEmail(), phone: uniquePhone() }]) {
      const response = await post(agent, 'send', body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toMatchObject({ details: [{ key: 'validation.emailOrPhoneRequired' }] });
    }
  });

  it("treats another user's challenge, or a sign-in code, as an invalid session", async () => {
    const owner = await signedIn(t, { role: 'agent' });
    const intruder = await signedIn(t, { role: 'agent' });
    const { otpSessionId, code } = await codeFor(owner, { email: newEmail() });

    for (const step of ['verify', 'apply'] as const) {
      const response = await post(intruder, step, { otpSessionId, code });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'OTP_SESSION_INVALID',
        message: 'The code has expired. Please request a new code.',
      });
    }
    // The owner's code still works: the intruder's tries did not touch it.
    expect((await post(owner, 'verify', { otpSessionId, code })).statusCode).toBe(200);

    const phone = uniquePhone();
    const customer = await signedIn(t, { role: 'customer', phoneNumber: phone });
    const signIn = await sendOtp(t, { purpose: 'sign-in', phone });
    const signInId = (signIn.json() as { otpSessionId: string }).otpSessionId;
    const misuse = await post(customer, 'verify', { otpSessionId: signInId, code: await latestCode(t, phone) });
    expect(errorOf(misuse).code).toBe('OTP_SESSION_INVALID');
  });

  it('a contact-change code cannot be used to sign in', async () => {
    const agent = await signedIn(t, { role: 'agent' });
    const email = newEmail();
    const { otpSessionId, code } = await codeFor(agent, { email });
    const response = await verifyOtp(t, { otpSessionId, code });
    expect(errorOf(response).code).toBe('OTP_SESSION_INVALID');
  });

  it('needs a session', async () => {
    for (const step of ['send', 'verify', 'apply'] as const) {
      const response = await post(undefined, step, {
        email: newEmail(),
        otpSessionId: '00000000-0000-4000-8000-000000000000',
        code: '123456',
      });
      expect(response.statusCode, step).toBe(401);
      expect(errorOf(response).code).toBe('UNAUTHORIZED');
    }
  });
});
