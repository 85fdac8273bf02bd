import { isIP } from 'node:net';
import type { Redis } from 'ioredis';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { RedisGuard } from '../../lib/redis.ts';

const MINUTE = 60_000;

export interface BackoffPolicy {
  /** Failed sign-ins allowed before any wait. */
  freeFailures: number;
  /** The wait after the first failure past them; it doubles with each further one… */
  baseDelayMs: number;
  /** …up to this. */
  maxDelayMs: number;
  /** A key's failures are forgotten this long after its last one. */
  forgetAfterMs: number;
}

/**
 * Password and one-time code guessing (issue 17), counted on failures only: one address trying many accounts
 * (spraying) and one account (its e-mail or phone) tried from many addresses (a botnet) each earn an exponential wait. An account's count starts afresh when it signs
 * in; an address's only wears off. The waits are capped, so a stranger can delay an account, never lock it for good.
 */
export const SIGN_IN_BACKOFF = {
  account: { freeFailures: 5, baseDelayMs: 2_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
  address: { freeFailures: 10, baseDelayMs: 2_000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE },
} satisfies Record<string, BackoffPolicy>;

/** How long to wait after the `failures`-th failure (0 while they are free). */
export function backoffMs(policy: BackoffPolicy, failures: number): number {
  const past = failures - policy.freeFailures;
  if (past <= 0) return 0;
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.min(past - 1, 30));
}

interface FailureStore {
  /** Until when the key must wait (ms since the epoch; 0 when it need not). */
  lockedUntil(key: string): Promise<number>;
  /** Counts a failure; answers until when the key must now wait. */
  fail(key: string, now: number, policy: BackoffPolicy): Promise<number>;
  clear(key: string): Promise<void>;
}

/** Shared by every node through Redis (a hash per key, expiring after its last failure). */
function redisStore(prefix: string) {
  return {
    async lockedUntil(redis: Redis, key: string) {
      return Number((await redis.hget(`${prefix}${key}`, 'lockedUntil')) ?? 0);
    },
    async fail(redis: Redis, key: string, now: number, policy: BackoffPolicy) {
      const name = `${prefix}${key}`;
      const replies = await redis.multi().hincrby(name, 'failures', 1).pexpire(name, policy.forgetAfterMs).exec();
      const failed = replies?.find(([error]) => error)?.[0];
      if (!replies || failed) throw failed ?? new Error('Redis discarded the transaction');
      const delay = backoffMs(policy, Number(replies[0]?.[1] ?? 1));
      if (delay === 0) return 0;
      await redis.hset(name, 'lockedUntil', now + delay);
      return now + delay;
    },
    async clear(redis: Redis, key: string) {
      await redis.del(`${prefix}${key}`);
    },
  };
}

/** This process's own counts, when there is no Redis (one node). */
function memoryStore(clock: Clock): FailureStore {
  const entries = new Map<string, { failures: number; lockedUntil: number; forgetAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.forgetAt <= clock.now().getTime()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async lockedUntil(key) {
      return live(key)?.lockedUntil ?? 0;
    },
    async fail(key, now, policy) {
      // Forget the old ones now and then, so the map holds only the last hour's.
      if (entries.size > 10_000) for (const name of [...entries.keys()]) live(name);
      const entry = live(key) ?? { failures: 0, lockedUntil: 0, forgetAt: 0 };
      entry.failures += 1;
      entry.forgetAt = now + policy.forgetAfterMs;
      const delay = backoffMs(policy, entry.failures);
      if (delay > 0) entry.lockedUntil = now + delay;
      entries.set(key, entry);
      return delay > 0 ? entry.lockedUntil : 0;
    },
    async clear(key) {
      entries.delete(key);
    },
  };
}

/** An address as counted: IPv6 by its /64 (one subscriber's block), IPv4 (mapped or not) as it is. */
export function addressKey(ip: string): string {
  const v4 = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  if (isIP(v4) !== 6) return v4;
  const [head = '', tail = ''] = v4.split('::');
  const headParts = head ? head.split(':') : [];
  const tailParts = tail ? tail.split(':') : [];
  const groups = v4.includes('::')
    ? [...headParts, ...Array(8 - headParts.length - tailParts.length).fill('0'), ...tailParts]
    : headParts;
  return `${groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Redis's counts while it answers, this process's own while it is out of reach (the guard logs the outage once):
 * sign-in keeps working through a Redis outage, with waits counted per node for its length.
 */
function guardedStore(guard: RedisGuard, prefix: string, clock: Clock): FailureStore {
  const shared = redisStore(prefix);
  const local = memoryStore(clock);
  return {
    lockedUntil: (key) =>
      guard.attempt(
        (redis) => shared.lockedUntil(redis, key),
        () => local.lockedUntil(key),
      ),
    fail: (key, now, policy) =>
      guard.attempt(
        (redis) => shared.fail(redis, key, now, policy),
        () => local.fail(key, now, policy),
      ),
    clear: (key) =>
      guard.attempt(
        (redis) => shared.clear(redis, key),
        () => local.clear(key),
      ),
  };
}

export function createSignInThrottle(deps: { redis?: RedisGuard | undefined; namespace: string; clock: Clock }) {
  const { clock } = deps;
  const store = deps.redis ? guardedStore(deps.redis, `${deps.namespace}:sign-in:`, clock) : memoryStore(clock);
  /** An account by its e-mail (any letter case) or its phone: a code sent by e-mail counts with the password. */
  const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
  const keysOf = (ip: string, email: string) => [`address:${addressKey(ip)}`, accountKey(email)] as const;

  function refuse(until: number, now: number): never {
    const seconds = Math.max(1, Math.ceil((until - now) / 1000));
    throw new AppError('RATE_LIMITED', {
      params: { seconds },
      details: { retryAfterSeconds: seconds },
      headers: { 'retry-after': String(seconds) },
    });
  }

  return {
    /** Refuses, before the password is looked at, while the address or the account waits out its backoff. */
    async assertMayTry(ip: string, email: string): Promise<void> {
      const now = clock.now().getTime();
      const until = Math.max(...(await Promise.all(keysOf(ip, email).map((key) => store.lockedUntil(key)))));
      if (until > now) refuse(until, now);
    },
    async failed(ip: string, email: string): Promise<void> {
      const now = clock.now().getTime();
      const [address, account] = keysOf(ip, email);
      await Promise.all([
        store.fail(address, now, SIGN_IN_BACKOFF.address),
        store.fail(account, now, SIGN_IN_BACKOFF.account),
      ]);
    },
    async succeeded(email: string): Promise<void> {
      await store.clear(accountKey(email));
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
