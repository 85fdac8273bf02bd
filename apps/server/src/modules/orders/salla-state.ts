import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';

/** How long a merchant has to approve the connection in Salla's popup. */
export const SALLA_STATE_TTL_MS = 15 * 60 * 1000;

export interface SallaStateClaims {
  brandId: string;
  /** Who asked (for the log). */
  userId: string;
  /** The page that opened the popup; the callback posts its result there only. */
  origin: string;
  expiresAt: number;
}

/**
 * The OAuth `state` of a Salla connection: the brand, who asked and where the popup came from, with an expiry,
 * signed with AUTH_SECRET. Stateless, so any node can finish a connection another node started.
 */
export function createSallaState({ secret, clock }: { secret: string; clock: Clock }) {
  const sign = (payload: string) => createHmac('sha256', `salla-state:${secret}`).update(payload).digest('base64url');

  return {
    issue(claims: Omit<SallaStateClaims, 'expiresAt'>): string {
      const payload = Buffer.from(
        JSON.stringify({ ...claims, expiresAt: clock.now().getTime() + SALLA_STATE_TTL_MS }),
      ).toString('base64url');
      return `${payload}.${sign(payload)}`;
    },

    /** The claims of a state we issued that has not expired; otherwise SALLA_LINK_EXPIRED. */
    verify(state: string | undefined): SallaStateClaims {
      const [payload, signature, extra] = (state ?? '').split('.');
      if (!payload || !signature || extra !== undefined) throw new AppError('SALLA_LINK_EXPIRED');
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new AppError('SALLA_LINK_EXPIRED');
      }
      let claims: SallaStateClaims;
      try {
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as SallaStateClaims;
      } catch {
        throw new AppError('SALLA_LINK_EXPIRED');
      }
      if (typeof claims.expiresAt !== 'number' || claims.expiresAt <= clock.now().getTime()) {
        throw new AppError('SALLA_LINK_EXPIRED');
      }
      return claims;
    },
  };
}
export type SallaState = ReturnType<typeof createSallaState>;
