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

export function pendingContact(channel: ContactChannel, destination: string, sent: SendOtpResponse): PendingContact {
  return { channel, destination, otpSessionId: sent.otpSessionId, resendAt: Date.now() + sent.resendInSeconds * 1000 };
}

export const contactBody = (channel: ContactChannel, destination: string) =>
  channel === 'email' ? { email: destination } : { phone: destination };
