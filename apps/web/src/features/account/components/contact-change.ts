import type { SendOtpResponse } from '@tawasul/contracts/auth';

export type ContactChannel = 'email' | 'phone';

/** A code on its way to a new address: what the next steps need. */
export interface PendingContact {
  channel: ContactChannel;
  destination: string;
  otpSessionId: string;
  /** When "Resend code" becomes available (ms since epoch). */
  resendAt: number;
}

/** The code just sent (at `now`) to `destination`. */
export function pendingContact(
  channel: ContactChannel,
  destination: string,
  sent: SendOtpResponse,
  now: number,
): PendingContact {
  return { channel, destination, otpSessionId: sent.otpSessionId, resendAt: now + sent.resendInSeconds * 1000 };
}

export const contactBody = (channel: ContactChannel, destination: string) =>
  channel === 'email' ? { email: destination } : { phone: destination };
