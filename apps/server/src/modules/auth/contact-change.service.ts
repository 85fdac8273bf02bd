import type { SendOtpResponse } from '@tawasul/contracts/auth';
import type { ChangeContactSendBody } from '@tawasul/contracts/users';
import { AppError } from '../../lib/app-error.ts';
import type { OtpChallengeRow } from './auth-challenges.repo.ts';
import type { AuthRepo, UserRow } from './auth.repo.ts';
import type { OtpService } from './otp.service.ts';

type Contact = { kind: 'email'; value: string } | { kind: 'phone'; value: string };

function contactOf(challenge: OtpChallengeRow): Contact {
  return challenge.channel === 'sms'
    ? { kind: 'phone', value: challenge.destination }
    : { kind: 'email', value: challenge.destination };
}

/**
 * Changing one's own e-mail or phone (`/admin/otp`): a code goes to the new address, is verified, and only then
 * is the address applied, marked verified. Each challenge belongs to the user who asked for it. The same steps prove
 * the current address when it is not verified yet (a customer's sign-up e-mail, "Verify e-mail" in the account).
 */
export function createContactChangeService({ repo, otp }: { repo: AuthRepo; otp: OtpService }) {
  async function assertAvailable(user: UserRow, contact: Contact): Promise<void> {
    const current = contact.kind === 'email' ? user.email : user.phoneNumber;
    const verified = contact.kind === 'email' ? user.emailVerified : user.phoneNumberVerified;
    // The current address again is for proving it: a phone sign-up's e-mail counts only once its code is verified.
    if (current === contact.value && verified) throw new AppError('SAME_AS_CURRENT_EMAIL_OR_PHONE');
    const holder =
      contact.kind === 'email' ? await repo.findUserByEmail(contact.value) : await repo.findUserByPhone(contact.value);
    if (holder && holder.id !== user.id) {
      throw new AppError(contact.kind === 'email' ? 'USER_EXISTS_EMAIL' : 'USER_EXISTS_PHONE');
    }
  }

  /** A live contact-change challenge of this user; anyone else's (or a sign-in code) is "invalid". */
  async function ownChallenge(user: UserRow, otpSessionId: string): Promise<OtpChallengeRow> {
    const challenge = await otp.peek(otpSessionId);
    if (challenge.purpose !== 'verify-contact' || challenge.userId !== user.id) {
      throw new AppError('OTP_SESSION_INVALID');
    }
    return challenge;
  }

  return {
    async send(user: UserRow, body: ChangeContactSendBody): Promise<SendOtpResponse> {
      const contact: Contact = body.email
        ? { kind: 'email', value: body.email }
        : { kind: 'phone', value: body.phone ?? '' };
      if (!contact.value) throw new AppError('EMAIL_OR_PHONE_REQUIRED');
      await assertAvailable(user, contact);
      return otp.send({
        purpose: 'verify-contact',
        channel: contact.kind === 'email' ? 'email' : 'sms',
        destination: contact.value,
        userId: user.id,
        language: user.language,
      });
    },

    async verify(user: UserRow, otpSessionId: string, code: string): Promise<void> {
      await ownChallenge(user, otpSessionId);
      await otp.verify(otpSessionId, code);
    },

    /** Uses the verified code and changes the address; the address is checked again (it may have been taken). */
    async apply(user: UserRow, otpSessionId: string): Promise<UserRow> {
      const challenge = await ownChallenge(user, otpSessionId);
      if (!challenge.verifiedAt) throw new AppError('OTP_NOT_VERIFIED');
      const contact = contactOf(challenge);
      await assertAvailable(user, contact);
      await otp.consume(otpSessionId);
      const changes =
        contact.kind === 'email'
          ? { email: contact.value, emailVerified: true }
          : { phoneNumber: contact.value, phoneNumberVerified: true };
      const updated = await repo.updateUser(user.id, changes).catch(async (error: unknown) => {
        // Someone took the address between our check and this update.
        await assertAvailable(user, contact);
        throw error;
      });
      if (!updated) throw new AppError('USER_NOT_FOUND');
      return updated;
    },
  };
}
export type ContactChangeService = ReturnType<typeof createContactChangeService>;
