import { STAFF_ROLES } from '@tawasul/contracts/roles';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SessionLifetime {
  /** The session ends this long after its last use. */
  idleMs: number;
  /** …and never later than this long after it began (null: no such bound). */
  maxMs: number | null;
  /** Its end is moved forward at most this often (one write, not one per request). */
  renewAfterMs: number;
  /** How long the browser keeps the cookie: the server's end decides, the cookie only has to outlive it. */
  cookieMaxAgeSeconds: number;
}

/**
 * Staff sessions end after 12 hours without a request and 7 days after sign-in at the latest (issue 17): a back
 * office left open on a shared computer does not stay signed in for a month. Customers keep 30 days, renewed daily.
 */
export const SESSION_LIFETIMES = {
  staff: { idleMs: 12 * HOUR, maxMs: 7 * DAY, renewAfterMs: 5 * MINUTE, cookieMaxAgeSeconds: 7 * 24 * 3600 },
  // Chrome keeps a cookie 400 days at most; the session itself ends 30 days after its last use.
  customer: { idleMs: 30 * DAY, maxMs: null, renewAfterMs: DAY, cookieMaxAgeSeconds: 400 * 24 * 3600 },
} satisfies Record<string, SessionLifetime>;

export const lifetimeOf = (role: string): SessionLifetime =>
  (STAFF_ROLES as readonly string[]).includes(role) ? SESSION_LIFETIMES.staff : SESSION_LIFETIMES.customer;

export interface SessionTimes {
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date;
}

/** When a session used at `now` ends: `idleMs` later, never past its absolute end. */
export function endAfterUse(lifetime: SessionLifetime, createdAt: Date, now: Date): Date {
  const idle = now.getTime() + lifetime.idleMs;
  return new Date(lifetime.maxMs === null ? idle : Math.min(idle, createdAt.getTime() + lifetime.maxMs));
}

/** Whether the session still holds at `now` (a session issued under older, longer rules is held to these too). */
export function sessionHolds(lifetime: SessionLifetime, session: SessionTimes, now: Date): boolean {
  const time = now.getTime();
  if (session.expiresAt.getTime() <= time) return false;
  if (session.updatedAt.getTime() + lifetime.idleMs <= time) return false;
  return lifetime.maxMs === null || session.createdAt.getTime() + lifetime.maxMs > time;
}

export const renewalDue = (lifetime: SessionLifetime, session: SessionTimes, now: Date): boolean =>
  session.updatedAt.getTime() + lifetime.renewAfterMs <= now.getTime();
