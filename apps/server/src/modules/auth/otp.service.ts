import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MessagingService } from '../notifications/messaging.service.ts';
import { authText } from './auth-messages.ts';
import type { AuthChallengesRepo, OtpChallengeRow } from './auth-challenges.repo.ts';

/** DESIGN.md section 6: 6 digits, valid 5 minutes, 5 attempts, resend after 60 seconds, single use. */
const OTP_RULES = { digits: 6, ttlSeconds: 5 * 60, maxAttempts: 5, resendAfterSeconds: 60 } as const;

export interface SendOtpInput {
  purpose: OtpChallengeRow['purpose'];
  channel: OtpChallengeRow['channel'];
  destination: string;
  userId: string | null;
  language: ProductLanguage;
}

export interface OtpServiceDeps {
  repo: AuthChallengesRepo;
  messaging: MessagingService;
  clock: Clock;
  secret: string;
}

export function createOtpService({ repo, messaging, clock, secret }: OtpServiceDeps) {
  // Keyed by the server secret and the challenge id: a leaked table cannot be brute-forced offline.
  const hashCode = (challengeId: string, code: string) =>
    createHmac('sha256', secret).update(`${challengeId}:${code}`).digest('hex');

  const secondsUntil = (date: Date) => Math.max(1, Math.ceil((date.getTime() - clock.now().getTime()) / 1000));

  async function loadLive(otpSessionId: string): Promise<OtpChallengeRow> {
    const challenge = await repo.findOtp(otpSessionId);
    if (!challenge) throw new AppError('OTP_SESSION_INVALID');
    if (challenge.usedAt) throw new AppError('OTP_ALREADY_USED');
    if (challenge.expiresAt <= clock.now()) throw new AppError('OTP_SESSION_INVALID');
    return challenge;
  }

  return {
    async send(input: SendOtpInput) {
      const now = clock.now();
      const previous = await repo.latestOtp(input.destination, input.purpose);
      if (previous && previous.resendAfter > now) {
        const seconds = secondsUntil(previous.resendAfter);
        throw new AppError('OTP_CANNOT_REINITIATE_YET', {
          params: { seconds },
          details: { retryAfterSeconds: seconds },
          headers: { 'retry-after': String(seconds) },
        });
      }
      const id = randomUUID();
      const code = String(randomInt(0, 10 ** OTP_RULES.digits)).padStart(OTP_RULES.digits, '0');
      const challenge = await repo.insertOtp({
        id,
        purpose: input.purpose,
        channel: input.channel,
        destination: input.destination,
        userId: input.userId,
        codeHash: hashCode(id, code),
        expiresAt: new Date(now.getTime() + OTP_RULES.ttlSeconds * 1000),
        resendAfter: new Date(now.getTime() + OTP_RULES.resendAfterSeconds * 1000),
        createdAt: now,
      });
      const text = authText('otpBody', input.language, { code, minutes: OTP_RULES.ttlSeconds / 60 });
      try {
        if (input.channel === 'sms') await messaging.sendSms({ to: input.destination, body: text });
        else
          await messaging.sendEmail({ to: input.destination, subject: authText('otpSubject', input.language), text });
      } catch (error) {
        // The code reached nobody: forget it, or its resend wait would hold the person back for nothing.
        await repo.deleteOtp(challenge.id);
        throw error;
      }
      return {
        otpSessionId: challenge.id,
        channel: challenge.channel,
        expiresInSeconds: OTP_RULES.ttlSeconds,
        resendInSeconds: OTP_RULES.resendAfterSeconds,
      };
    },

    /** Reads a challenge that can still be used, without changing it. */
    peek: loadLive,

    /** Checks the code; a right one marks the challenge verified (once). */
    async verify(otpSessionId: string, code: string): Promise<OtpChallengeRow> {
      const challenge = await loadLive(otpSessionId);
      if (challenge.verifiedAt) throw new AppError('OTP_ALREADY_VERIFIED');
      if (challenge.attempts >= OTP_RULES.maxAttempts) throw new AppError('OTP_ATTEMPTS_EXCEEDED');

      const expected = Buffer.from(challenge.codeHash, 'hex');
      const given = Buffer.from(hashCode(challenge.id, code), 'hex');
      if (!timingSafeEqual(expected, given)) {
        const attempts = await repo.countWrongAttempt(challenge.id, OTP_RULES.maxAttempts);
        if (attempts === undefined || attempts >= OTP_RULES.maxAttempts) throw new AppError('OTP_ATTEMPTS_EXCEEDED');
        throw new AppError('OTP_INVALID', { details: { attemptsLeft: OTP_RULES.maxAttempts - attempts } });
      }
      if (!(await repo.markOtpVerified(challenge.id, clock.now(), OTP_RULES.maxAttempts))) {
        // Another request verified or used it between our read and our write.
        throw new AppError('OTP_ALREADY_USED');
      }
      return { ...challenge, verifiedAt: clock.now() };
    },

    /** Uses a verified challenge (once). */
    async consume(otpSessionId: string): Promise<OtpChallengeRow> {
      const challenge = await loadLive(otpSessionId);
      if (!challenge.verifiedAt) throw new AppError('OTP_NOT_VERIFIED');
      if (!(await repo.markOtpUsed(challenge.id, clock.now()))) throw new AppError('OTP_ALREADY_USED');
      return { ...challenge, usedAt: clock.now() };
    },
  };
}
export type OtpService = ReturnType<typeof createOtpService>;
