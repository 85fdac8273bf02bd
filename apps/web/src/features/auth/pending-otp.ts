import { z } from 'zod';
import { OtpPurpose, SignUpProfile, type SendOtpResponse } from '@tawasul/contracts/auth';

/**
 * The code the user is waiting for, kept in session storage so a reload of the code screen keeps the countdown
 * and the session id (both die with the tab, like the code's 5 minutes).
 */
const PendingOtp = z.object({
  purpose: OtpPurpose,
  otpSessionId: z.string(),
  destination: z.string(),
  /** Epoch ms when "Resend code" becomes available. */
  resendAt: z.number(),
  profile: SignUpProfile.optional(),
});
export type PendingOtp = z.infer<typeof PendingOtp>;

const keyFor = (purpose: OtpPurpose) => `tawasul:pending-otp:${purpose}`;

export function readPendingOtp(purpose: OtpPurpose): PendingOtp | null {
  try {
    const parsed = PendingOtp.safeParse(JSON.parse(sessionStorage.getItem(keyFor(purpose)) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function savePendingOtp(pending: PendingOtp): void {
  sessionStorage.setItem(keyFor(pending.purpose), JSON.stringify(pending));
}

export function clearPendingOtp(purpose: OtpPurpose): void {
  sessionStorage.removeItem(keyFor(purpose));
}

/** What to remember right after the server sent a code (at `now`): its session and when "Resend code" opens. */
export function pendingFrom(
  purpose: OtpPurpose,
  destination: string,
  sent: SendOtpResponse,
  now: number,
  profile?: SignUpProfile,
): PendingOtp {
  return {
    purpose,
    otpSessionId: sent.otpSessionId,
    destination,
    resendAt: now + sent.resendInSeconds * 1000,
    ...(profile ? { profile } : {}),
  };
}
