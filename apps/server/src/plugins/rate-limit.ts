import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { AppError } from '../lib/app-error.ts';

export interface RateLimitOptions {
  redis: Redis | undefined;
  /** Key prefix in Redis; every node of one deployment uses the same. */
  namespace: string;
}

/** Rate limits are opt-in per route (`config.rateLimit`). With Redis the counters are shared by every node. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, { redis, namespace }: RateLimitOptions) => {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: `${namespace}:rl:` } : {}),
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
