import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../../db/factories.ts';
import { errorOf, outboxFor, PASSWORD, sessionUser, signInWithPassword } from '../../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const NEW_PASSWORD = 'a-brand-new-secret';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const forgot = (email: string) => t.request({ method: 'POST', url: '/api/auth/password/forgot', payload: { email } });
const checkLink = (token: string) => t.request({ method: 'GET', url: '/api/auth/password/reset', query: { token } });
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.request({ method: 'POST', url: '/api/auth/password/reset', payload: { token, password, confirmPassword } });

/** Asks for a reset link for a new account and answers the account and the token from the e-mail. */
async function resetLink() {
  const user = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
  expect((await forgot(user.email!)).statusCode).toBe(200);
  const [mail] = await outboxFor(t, user.email!);
  const link = mail?.body.match(/http:\/\/localhost:3000\/change-password\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no reset link in: ${mail?.body ?? '(no e-mail)'}`);
  return { user, token: link[1] };
}

describe('forgot password', () => {
  it('e-mails a reset link', async () => {
    const user = await insertUser(t.database.db, { role: 'brand_manager', password: PASSWORD });
    const response = await forgot(user.email!.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    const mails = await outboxFor(t, user.email!);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: 'email', subject: 'Reset your Tawasul password' });
    expect(mails[0]!.body).toMatch(/http:\/\/localhost:3000\/change-password\?token=[\w-]{20,}/);
    expect(mails[0]!.body).toContain('within one hour');
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const known = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const answerForKnown = await forgot(known.email!);
    const answerForUnknown = await forgot('nobody-at-all@tawasul.test');

    expect(answerForUnknown.statusCode).toBe(answerForKnown.statusCode);
    expect(answerForUnknown.body).toBe(answerForKnown.body);
    expect(await outboxFor(t, 'nobody-at-all@tawasul.test')).toEqual([]);
  });

  it('sends nothing to a deactivated account', async () => {
    const user = await insertUser(t.database.db, { role: 'agent', password: PASSWORD, active: false });
    expect((await forgot(user.email!)).statusCode).toBe(200);
    expect(await outboxFor(t, user.email!)).toEqual([]);
  });
});

describe('resetting the password with the link', () => {
  it('checks a fresh link as usable', async () => {
    const { token } = await resetLink();
    const response = await checkLink(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
  });

  it('sets the new password and signs out every existing session', async () => {
    const { user, token } = await resetLink();
    const { cookie } = await signInWithPassword(t, user.email!);
    expect(await sessionUser(t, cookie)).not.toBeNull();

    const response = await reset(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await sessionUser(t, cookie)).toBeNull();
    expect(errorOf((await signInWithPassword(t, user.email!, PASSWORD)).response).code).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
    expect((await signInWithPassword(t, user.email!, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('refuses a second use with the spec text', async () => {
    const { user, token } = await resetLink();
    expect((await reset(token)).statusCode).toBe(200);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({
      error: {
        code: 'RESET_LINK_USED',
        message: 'This link has already been used. Please request a new reset link.',
      },
    });
    expect(errorOf(await checkLink(token)).code).toBe('RESET_LINK_USED');
    // The second try changed nothing.
    expect((await signInWithPassword(t, user.email!, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('works for just under an hour, then answers RESET_LINK_EXPIRED', async () => {
    const { user, token } = await resetLink();
    t.clock.advance(59 * 60_000);
    expect((await checkLink(token)).statusCode).toBe(200);

    t.clock.advance(60_000);
    const check = await checkLink(token);
    expect(check.statusCode).toBe(410);
    expect(errorOf(check)).toEqual({
      code: 'RESET_LINK_EXPIRED',
      message: 'This link has expired. Please request a new reset link.',
    });
    expect(errorOf(await reset(token)).code).toBe('RESET_LINK_EXPIRED');
    expect((await signInWithPassword(t, user.email!, PASSWORD)).response.statusCode).toBe(200);
  });

  it('answers RESET_LINK_INVALID for a token it never issued', async () => {
    for (const response of [await checkLink('garbage-token'), await reset('garbage-token')]) {
      expect(response.statusCode).toBe(400);
      expect(errorOf(response)).toEqual({ code: 'RESET_LINK_INVALID', message: 'Error verifying link.' });
    }
  });

  it('refuses a password under 8 characters, and the link stays usable', async () => {
    const { token } = await resetLink();
    const response = await reset(token, 'short7!');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [
        { path: ['password'], key: 'validation.passwordTooShort', message: 'Password must be at least 8 characters' },
      ],
    });
    expect((await checkLink(token)).statusCode).toBe(200);
  });

  it('refuses a confirmation that does not match, on the confirmation field', async () => {
    const { token } = await resetLink();
    const response = await reset(token, NEW_PASSWORD, `${NEW_PASSWORD}-typo`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'VALIDATION_FAILED',
      message: 'Some fields are not valid.',
      details: [
        { path: ['confirmPassword'], key: 'validation.passwordsDoNotMatch', message: 'Passwords do not match' },
      ],
    });
    expect((await checkLink(token)).statusCode).toBe(200);
  });
});

describe('changing the password', () => {
  const change = (cookie: string | undefined, currentPassword: string, newPassword = NEW_PASSWORD) =>
    t.request({
      method: 'POST',
      url: '/api/auth/password/change',
      ...(cookie ? { cookie } : {}),
      payload: { currentPassword, newPassword, confirmPassword: newPassword },
    });

  it('needs a session', async () => {
    const response = await change(undefined, PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const user = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
    const { cookie } = await signInWithPassword(t, user.email!);

    const response = await change(cookie, 'not-my-password');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toEqual({
      code: 'INVALID_CURRENT_PASSWORD',
      message: 'The current password is not correct.',
    });
    expect((await signInWithPassword(t, user.email!, PASSWORD)).response.statusCode).toBe(200);
  });

  it('changes it, keeps this session and signs out the others', async () => {
    const user = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const here = (await signInWithPassword(t, user.email!)).cookie;
    const elsewhere = (await signInWithPassword(t, user.email!)).cookie;

    const response = await change(here, PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await sessionUser(t, here)).toMatchObject({ id: user.id });
    expect(await sessionUser(t, elsewhere)).toBeNull();
    expect(errorOf((await signInWithPassword(t, user.email!, PASSWORD)).response).code).toBe(
      'INVALID_LOGIN_CREDENTIALS',
    );
    expect((await signInWithPassword(t, user.email!, NEW_PASSWORD)).response.statusCode).toBe(200);
  });

  it('applies the same rules to the new password', async () => {
    const user = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const { cookie } = await signInWithPassword(t, user.email!);

    const short = await change(cookie, PASSWORD, 'short');
    expect(errorOf(short).details).toMatchObject([
      { path: ['newPassword'], message: 'Password must be at least 8 characters' },
    ]);
    const mismatch = await t.request({
      method: 'POST',
      url: '/api/auth/password/change',
      cookie,
      payload: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'something-else' },
    });
    expect(errorOf(mismatch).details).toMatchObject([
      { path: ['confirmPassword'], key: 'validation.passwordsDoNotMatch' },
    ]);
  });

  it('refuses a new password equal to the current one, and keeps every session', async () => {
    const user = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const here = (await signInWithPassword(t, user.email!)).cookie;
    const elsewhere = (await signInWithPassword(t, user.email!)).cookie;

    const response = await change(here, PASSWORD, PASSWORD);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      {
        path: ['newPassword'],
        key: 'validation.passwordUnchanged',
        message: 'The new password must differ from the current one',
      },
    ]);
    expect(await sessionUser(t, elsewhere)).toMatchObject({ id: user.id });
  });
});
