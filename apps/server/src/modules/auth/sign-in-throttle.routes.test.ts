import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { renderValidationMessage } from '@tawasul/contracts/validation';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { latestCode, PASSWORD, sendOtp, uniquePhone, verifyOtp } from '../../testing/auth-flows.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestCluster, type TestNode } from '../../testing/test-cluster.ts';
import { addressKey, backoffMs, SIGN_IN_BACKOFF } from './sign-in-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;
/** An address nobody else in this file uses. */
const freshAddress = () => `198.51.${100 + (++addresses >> 8)}.${addresses & 255}`;

const signIn = (app: Pick<TestApp, 'request'>, email: string, password: string, remoteAddress: string) =>
  app.request({ method: 'POST', url: '/api/auth/sign-in/password', payload: { email, password }, remoteAddress });

const codeOf = (response: LightMyRequestResponse) => response.json<{ error?: { code: string } }>().error?.code;

describe('password guessing', () => {
  it('one address spraying 25 accounts is held back after 10 failures, with doubling waits', async () => {
    const sprayer = freshAddress();
    const victims = await Promise.all(
      Array.from({ length: 25 }, () => insertUser(t.database.db, { role: 'customer', password: PASSWORD })),
    );
    const answers: (string | undefined)[] = [];
    for (const victim of victims) answers.push(codeOf(await signIn(t, victim.email!, 'password123', sprayer)));
    expect(answers.slice(0, 11)).toEqual(Array(11).fill('INVALID_LOGIN_CREDENTIALS'));
    expect(answers.slice(11)).toEqual(Array(14).fill('RATE_LIMITED'));

    // Even the right password waits: the password is not looked at.
    const right = await signIn(t, victims[0]!.email!, PASSWORD, sprayer);
    expect(right.statusCode).toBe(429);
    expect(right.headers['retry-after']).toBe('2');

    // Each further failure doubles the wait.
    const waits: string[] = [];
    for (let round = 0; round < 4; round++) {
      t.clock.advance(Number(waits.at(-1) ?? 2) * 1000);
      expect(codeOf(await signIn(t, victims[round]!.email!, 'password123', sprayer))).toBe('INVALID_LOGIN_CREDENTIALS');
      waits.push(String((await signIn(t, victims[round]!.email!, 'password123', sprayer)).headers['retry-after']));
    }
    expect(waits).toEqual(['4', '8', '16', '32']);

    // Another address is not held back by it.
    expect((await signIn(t, victims[24]!.email!, PASSWORD, freshAddress())).statusCode).toBe(200);
  });

  it('one account tried from many addresses is held back after 5 failures, and its owner signs in once it is over', async () => {
    const owner = await insertUser(t.database.db, { role: 'agent', password: PASSWORD });
    const answers: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      answers.push(codeOf(await signIn(t, owner.email!.toUpperCase(), `guess-${attempt}-x`, freshAddress())));
    }
    expect(answers).toEqual([...Array(6).fill('INVALID_LOGIN_CREDENTIALS'), 'RATE_LIMITED', 'RATE_LIMITED']);
    expect(codeOf(await signIn(t, owner.email!, PASSWORD, freshAddress()))).toBe('RATE_LIMITED');

    t.clock.advance(2_000);
    const back = await signIn(t, owner.email!, PASSWORD, freshAddress());
    expect(back.statusCode, back.body).toBe(200);
    // Signing in starts the account's count afresh.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect(codeOf(await signIn(t, owner.email!, 'wrong-guess-x', freshAddress()))).toBe('INVALID_LOGIN_CREDENTIALS');
    }
  });

  it('waits are capped at 15 minutes and forgotten an hour after the last failure', () => {
    const { account } = SIGN_IN_BACKOFF;
    expect([5, 6, 7, 8].map((failures) => backoffMs(account, failures))).toEqual([0, 2_000, 4_000, 8_000]);
    expect(backoffMs(account, 40)).toBe(15 * 60_000);
    expect(account.forgetAfterMs).toBe(60 * 60_000);
  });

  it('counts an IPv6 subscriber by its /64 and an IPv4-mapped address as IPv4', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it.skipIf(!process.env.REDIS_URL)('the counts are shared by every node through Redis', async () => {
    const cluster = await createTestCluster(2);
    try {
      const [first, second] = cluster.nodes as [TestNode, TestNode];
      const owner = await insertUser(first.database.db, { role: 'customer', password: PASSWORD });
      for (let attempt = 0; attempt < 6; attempt++) {
        const node = attempt % 2 === 0 ? first : second;
        expect(codeOf(await signIn(node, owner.email!, 'wrong-guess-x', freshAddress()))).toBe(
          'INVALID_LOGIN_CREDENTIALS',
        );
      }
      expect(codeOf(await signIn(first, owner.email!, PASSWORD, freshAddress()))).toBe('RATE_LIMITED');
      expect(codeOf(await signIn(second, owner.email!, PASSWORD, freshAddress()))).toBe('RATE_LIMITED');
    } finally {
      await cluster.close();
    }
  });
});

/** A code that is certainly not `code`. */
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A sign-in code sent (asked from `address`) to a customer's phone: a new customer's unless told. */
async function codeSent(address: string, existingPhone?: string) {
  const phone = existingPhone ?? uniquePhone();
  if (!existingPhone) await insertUser(t.database.db, { role: 'customer', phoneNumber: phone });
  const sent = await sendOtp(t, { purpose: 'sign-in', phone }, { remoteAddress: address });
  expect(sent.statusCode, sent.body).toBe(200);
  return { phone, otpSessionId: sent.json<{ otpSessionId: string }>().otpSessionId, code: await latestCode(t, phone) };
}

describe('one-time code guessing', () => {
  it('one address asking codes for 25 phones and guessing each is held back after 10 failures', async () => {
    const sprayer = freshAddress();
    const answers: (string | undefined)[] = [];
    let last: Awaited<ReturnType<typeof codeSent>> | undefined;
    for (let victim = 0; victim < 25; victim++) {
      last = await codeSent(sprayer);
      const guess = { otpSessionId: last.otpSessionId, code: otherThan(last.code) };
      answers.push(codeOf(await verifyOtp(t, guess, { remoteAddress: sprayer })));
    }
    expect(answers.slice(0, 11)).toEqual(Array(11).fill('OTP_INVALID'));
    expect(answers.slice(11)).toEqual(Array(14).fill('RATE_LIMITED'));
    // Even the right code waits; from another address it signs in.
    const right = { otpSessionId: last!.otpSessionId, code: last!.code };
    expect(codeOf(await verifyOtp(t, right, { remoteAddress: sprayer }))).toBe('RATE_LIMITED');
    expect((await verifyOtp(t, right, { remoteAddress: freshAddress() })).statusCode).toBe(200);
  });

  it("one phone's codes guessed from many addresses, session after session, are held back after 5 failures", async () => {
    const first = await codeSent(freshAddress());
    const answers: (string | undefined)[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const guess = { otpSessionId: first.otpSessionId, code: otherThan(first.code) };
      answers.push(codeOf(await verifyOtp(t, guess, { remoteAddress: freshAddress() })));
    }
    expect(answers).toEqual([...Array(4).fill('OTP_INVALID'), 'OTP_ATTEMPTS_EXCEEDED']);

    // A new code a minute later: one more wrong guess, and the account waits, right code or not.
    t.clock.advance(60_000);
    const second = await codeSent(freshAddress(), first.phone);
    const wrong = { otpSessionId: second.otpSessionId, code: otherThan(second.code) };
    expect(codeOf(await verifyOtp(t, wrong, { remoteAddress: freshAddress() }))).toBe('OTP_INVALID');
    const right = { otpSessionId: second.otpSessionId, code: second.code };
    expect(codeOf(await verifyOtp(t, right, { remoteAddress: freshAddress() }))).toBe('RATE_LIMITED');
    t.clock.advance(2_000);
    const back = await verifyOtp(t, right, { remoteAddress: freshAddress() });
    expect(back.statusCode, back.body).toBe(200);
  });
});

describe('common passwords', () => {
  it('are refused when a password is set or changed, with the translated field error', async () => {
    const admin = await insertUser(t.database.db, { role: 'admin', password: PASSWORD });
    const session = await signIn(t, admin.email!, PASSWORD, freshAddress());
    const cookie = String(session.headers['set-cookie']).split(';')[0]!;
    const change = (newPassword: string, language = 'en') =>
      t.request({
        method: 'POST',
        url: '/api/auth/password/change',
        payload: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
        cookie,
        headers: { 'accept-language': language },
      });
    for (const common of ['password1', 'Qwerty123', 'iloveyou2', '12345678']) {
      const response = await change(common);
      expect(response.statusCode, common).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          code: 'VALIDATION_FAILED',
          details: [
            {
              path: ['newPassword'],
              key: 'validation.passwordTooCommon',
              message: 'This password is one of the most common; choose one that is harder to guess',
            },
          ],
        },
      });
    }
    // Readers translate the key (the contracts' catalogue has it in both languages); the summary is in theirs.
    const arabic = await change('password1', 'ar');
    expect(arabic.json()).toMatchObject({
      error: { message: expect.stringMatching(/[\u0600-\u06FF]/), details: [{ key: 'validation.passwordTooCommon' }] },
    });
    expect(renderValidationMessage('validation.passwordTooCommon', undefined, 'ar')).toBe(
      'كلمة المرور هذه من أكثر الكلمات شيوعًا؛ اختر كلمة يصعب تخمينها',
    );

    // Staff accounts made or changed by an admin, too.
    const created = await t.request({
      method: 'POST',
      url: '/api/agents',
      payload: {
        firstNameEn: 'Common',
        lastNameEn: 'Password',
        firstNameAr: 'كلمة',
        lastNameAr: 'شائعة',
        email: `common-${addresses}@example.test`,
        password: 'football1',
        brandId: (await insertBrand(t.database.db)).id,
      },
      cookie,
    });
    expect(created.statusCode, created.body).toBe(400);
    expect(created.json()).toMatchObject({ error: { details: [{ path: ['password'] }] } });

    expect((await change('a-much-longer-secret-9')).statusCode).toBe(200);
  });
});
