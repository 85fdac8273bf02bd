import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';

/** A widget guest's bearer token lives this long; the widget asks for a new one with the same guest when it nears. */
const GUEST_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Guest tokens start with their version; any other bearer token is a customer's session token. */
const GUEST_TOKEN_PREFIX = 'g1.';
export const isGuestToken = (token: string): boolean => token.startsWith(GUEST_TOKEN_PREFIX);

export interface GuestClaims {
  guestId: string;
  brandId: string;
  expiresAt: Date;
}

/**
 * Signed guest tokens (DESIGN.md section 6): `g1.<guestId>.<brandId>.<expiry ms>.<HMAC-SHA256>`, base64url
 * signature. Stateless, so every server node accepts the tokens of every other.
 */
export function createGuestTokens({ secret, clock }: { secret: string; clock: Clock }) {
  const sign = (payload: string) => createHmac('sha256', `guest-token:${secret}`).update(payload).digest('base64url');

  return {
    issue(guestId: string, brandId: string): { token: string; expiresAt: Date } {
      const expiresAt = new Date(clock.now().getTime() + GUEST_TOKEN_TTL_MS);
      const payload = `g1.${guestId}.${brandId}.${expiresAt.getTime()}`;
      return { token: `${payload}.${sign(payload)}`, expiresAt };
    },

    verify(token: string): GuestClaims {
      const parts = token.split('.');
      if (parts.length !== 5 || parts[0] !== 'g1') throw new AppError('INVALID_TOKEN');
      const [, guestId, brandId, expiry, signature] = parts as [string, string, string, string, string];
      const expected = Buffer.from(sign(parts.slice(0, 4).join('.')));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw new AppError('INVALID_TOKEN');
      const expiresAt = new Date(Number(expiry));
      if (Number.isNaN(expiresAt.getTime())) throw new AppError('INVALID_TOKEN');
      if (expiresAt <= clock.now()) throw new AppError('TOKEN_EXPIRED');
      return { guestId, brandId, expiresAt };
    },
  };
}
export type GuestTokens = ReturnType<typeof createGuestTokens>;
