import { Redis, ReplyError, type RedisOptions } from 'ioredis';

/**
 * Redis holds nothing the product cannot do without for a while (decision 017): shared rate limits and sign-in
 * waits, and the Socket.IO adapter's traffic between nodes. So a command never waits for Redis: while it is away,
 * commands fail at once (no offline queue), a command without an answer fails after a second, and the callers fall
 * back to counting in this process. Reconnection is tried every 100 ms, backing off to a second, so a returning
 * Redis is in use again within about a second.
 */
const REDIS_OPTIONS = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  commandTimeout: 1_000,
  connectTimeout: 2_000,
  retryStrategy: (attempts: number) => Math.min(attempts * 100, 1_000),
} satisfies RedisOptions;

export function createRedis(url: string, options: RedisOptions = {}): Redis {
  return new Redis(url, { ...REDIS_OPTIONS, ...options });
}

/** Resolves once `redis` is connected, or when it fails to (a node starts without Redis, and uses it once it comes). */
export function redisReady(redis: Redis): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ready: boolean) => {
      redis.off('ready', onReady);
      redis.off('error', onError);
      resolve(ready);
    };
    const onReady = () => done(true);
    const onError = () => done(false);
    redis.once('ready', onReady);
    redis.once('error', onError);
  });
}

/**
 * The Socket.IO adapter's publisher and subscriber. Unlike the product's own commands, these wait for Redis: the
 * subscriber's patterns are subscribed again when it reconnects, and events published while Redis is away wait in
 * the publisher's queue for up to a minute of reconnection attempts and are delivered when it returns. A publish
 * still failing then is dropped silently (the outage is logged once, by the guard); the adapter does not await it.
 */
export function adapterClients(redis: Redis): { pub: Redis; sub: Redis } {
  const waiting = { enableOfflineQueue: true, commandTimeout: undefined, maxRetriesPerRequest: null };
  const pub = redis.duplicate({ ...waiting, maxRetriesPerRequest: 60 });
  const sub = redis.duplicate(waiting);
  // Their connection errors are the outage the guard already logs (once); the adapter would print each one.
  for (const client of [pub, sub]) client.on('error', () => undefined);
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  pub.publish = ((...args: unknown[]) => {
    const sent = publish(...args);
    sent.catch(() => undefined);
    return sent;
  }) as typeof pub.publish;
  return { pub, sub };
}

/**
 * Resolves once `sub` is connected and its subscriptions are renewed. ioredis emits `ready` just before it sends
 * them again, so a PING sent after that handler has run is answered after them (a subscriber may PING).
 */
export async function subscriptionsRenewed(sub: Redis): Promise<void> {
  if (sub.status !== 'ready') await new Promise((resolve) => sub.once('ready', resolve));
  await new Promise((resolve) => setImmediate(resolve));
  await sub.ping();
}

interface GuardLog {
  warn(details: object, message: string): void;
  info(message: string): void;
  error(details: object, message: string): void;
}

export interface RedisGuard {
  redis: Redis;
  /**
   * Runs `shared` on Redis, or `local` when Redis is out of reach: not connected, or the command failed. The first
   * failure of an outage is logged as a warning, the first success after it as Redis being back. After a failure on
   * a connection that looks alive (a partition: commands time out), Redis is left alone for a second.
   */
  attempt<T>(shared: (redis: Redis) => Promise<T>, local: () => T | Promise<T>): Promise<T>;
  /** Whether the last attempt found Redis away. */
  readonly away: boolean;
}

const REST_AFTER_FAILURE_MS = 1_000;

export function createRedisGuard(redis: Redis, log: GuardLog): RedisGuard {
  let away = false;
  let restUntil = 0;
  const wentAway = (error: unknown) => {
    if (away) return;
    away = true;
    log.warn({ err: error }, 'Redis unavailable: rate limits and sign-in waits count in this process until it returns');
  };
  const cameBack = () => {
    if (!away) return;
    away = false;
    log.info('Redis is back: rate limits and sign-in waits are shared again');
  };
  redis.on('error', wentAway);
  return {
    redis,
    get away() {
      return away;
    },
    async attempt(shared, local) {
      if (redis.status !== 'ready' || Date.now() < restUntil) {
        wentAway(new Error(`Redis is ${redis.status === 'ready' ? 'not answering' : redis.status}`));
        return local();
      }
      let result: Awaited<ReturnType<typeof shared>>;
      try {
        result = await shared(redis);
      } catch (error) {
        if (error instanceof ReplyError) {
          // Redis answered, and refused: a bug of ours, not an outage. Count here rather than fail the request.
          log.error({ err: error }, 'Redis refused a command; counted in this process instead');
        } else {
          restUntil = Date.now() + REST_AFTER_FAILURE_MS;
          wentAway(error);
        }
        return local();
      }
      cameBack();
      return result;
    },
  };
}
