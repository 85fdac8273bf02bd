import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import { uniquePhone } from '../../testing/auth-flows.ts';
import { createMessagingService } from '../notifications/messaging.service.ts';
import { createOutboxRepo, type OutboxRepo } from '../notifications/outbox.repo.ts';
import { createAuthChallengesRepo } from './auth-challenges.repo.ts';
import { createOtpService, type OtpService } from './otp.service.ts';

// The two states the HTTP flow never shows (it always verifies and then uses a code in one request).
describe('otp.service', () => {
  let database: TestDatabase;
  let outbox: OutboxRepo;
  let otp: OtpService;
  const clock = createManualClock();

  beforeAll(async () => {
    database = await openTestDatabase();
    outbox = createOutboxRepo(database.db);
    const messaging = createMessagingService({
      config: { sms: undefined },
      outbox,
      mailer: undefined,
      sms: undefined,
      logger: pino({ level: 'silent' }),
    });
    otp = createOtpService({
      repo: createAuthChallengesRepo(database.db),
      messaging,
      clock,
      secret: 'a-test-secret-of-at-least-32-characters',
    });
  });
  afterAll(() => database.close());

  async function issue() {
    const phone = uniquePhone();
    const { otpSessionId } = await otp.send({
      purpose: 'sign-in',
      channel: 'sms',
      destination: phone,
      userId: null,
      language: 'en',
    });
    const [sms] = await outbox.list({ to: phone, limit: 1 });
    const code = sms?.body.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error('no code was sent');
    return { otpSessionId, code };
  }

  it('refuses to verify a code twice with OTP_ALREADY_VERIFIED', async () => {
    const { otpSessionId, code } = await issue();
    await expect(otp.verify(otpSessionId, code)).resolves.toMatchObject({ id: otpSessionId });
    await expect(otp.verify(otpSessionId, code)).rejects.toMatchObject({
      code: 'OTP_ALREADY_VERIFIED',
      statusCode: 400,
    });
  });

  it('refuses to use a code before it is verified with OTP_NOT_VERIFIED', async () => {
    const { otpSessionId, code } = await issue();
    await expect(otp.consume(otpSessionId)).rejects.toMatchObject({ code: 'OTP_NOT_VERIFIED', statusCode: 400 });

    // Verified, it can be used once.
    await otp.verify(otpSessionId, code);
    await expect(otp.consume(otpSessionId)).resolves.toMatchObject({ id: otpSessionId });
    await expect(otp.consume(otpSessionId)).rejects.toMatchObject({ code: 'OTP_ALREADY_USED' });
  });
});
