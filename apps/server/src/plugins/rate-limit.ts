import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createRateWindows, type RateWindows } from '../lib/rate-counter.ts';
import type { RedisGuard } from '../lib/redis.ts';

export interface RateLimitOptions {
  redis: RedisGuard | undefined;
  /** Key prefix in Redis; every node of one deployment uses the same. */
  namespace: string;
}

type Incremented = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit's store on our fixed windows: shared through Redis, and counted in this process while Redis is
 * out of reach (a limit that fails closed would refuse every sign-in and message during an outage; decision 017).
 */
function windowStore(windows: RateWindows, prefix = '') {
  return class WindowStore {
    incr(key: string, done: Incremented, timeWindow: number) {
      windows.count(`${prefix}${key}`, timeWindow).then(
        ({ current, ttlMs }) => done(null, { current, ttl: ttlMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }
    // Called with the route's merged limit options, the route itself under `routeInfo` (its types say otherwise).
    child(options: object) {
      const route = (options as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      const Child = windowStore(windows, `${prefix}${String(route.method ?? '')}${String(route.url ?? '')}-`);
      return new Child();
    }
  };
}

/** Rate limits are opt-in per route (`config.rateLimit`). With Redis the counters are shared by every node. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { redis, namespace }: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: false,
    store: windowStore(createRateWindows({ redis, prefix: `${namespace}:rl:` })),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('RATE_LIMITED', {
        params: { seconds },
        details: { retryAfterSeconds: seconds },
        headers: { 'retry-after': String(seconds) },
      });
    },
  });
});
