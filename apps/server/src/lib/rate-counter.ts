import type { Redis } from 'ioredis';

export interface RateCounter {
  /** Counts one hit for `key`; `allowed` is false past `max` in the window, with when the window ends. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

export interface RateCounterOptions {
  max: number;
  windowMs: number;
  /** Shared by every node when given (a fixed window per key); otherwise counted in this process. */
  redis?: Redis | undefined;
  prefix: string;
}

/**
 * A fixed-window counter for limits outside HTTP routes (socket events), where @fastify/rate-limit does not reach.
 * With Redis, the window is created with its expiry (`SET … PX NX`) and counted in the same MULTI, so a key never
 * outlives its window.
 */
export function createRateCounter({ max, windowMs, redis, prefix }: RateCounterOptions): RateCounter {
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  if (redis) {
    return {
      async hit(key) {
        const name = `${prefix}${key}`;
        const replies = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
        const count = Number(replies?.[1]?.[1] ?? 0);
        const ttl = Number(replies?.[2]?.[1] ?? windowMs);
        return { allowed: count <= max, retryAfterSeconds: seconds(ttl > 0 ? ttl : windowMs) };
      },
    };
  }
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = Date.now();
  return {
    async hit(key) {
      const now = Date.now();
      // Forget ended windows now and then, so the map holds only people active in the last window.
      if (now - sweptAt > windowMs) {
        for (const [name, window] of windows) if (window.endsAt <= now) windows.delete(name);
        sweptAt = now;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { count: 0, endsAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= max, retryAfterSeconds: seconds(window.endsAt - now) };
    },
  };
}
