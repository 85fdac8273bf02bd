import type { RedisGuard } from './redis.ts';

export interface RateCounter {
  /** Counts one hit for `key`; `allowed` is false past `max` in the window, with when the window ends. */
  hit(key: string): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
}

/** Fixed windows per key: how many hits the key's current window holds (this one included), and how long it has. */
export interface RateWindows {
  count(key: string, windowMs: number): Promise<{ current: number; ttlMs: number }>;
}

/** This process's own windows (ended ones are forgotten now and then, so the map holds only recent keys). */
function memoryWindows(): RateWindows {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = Date.now();
  return {
    async count(key, windowMs) {
      const now = Date.now();
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
      return { current: window.count, ttlMs: window.endsAt - now };
    },
  };
}

/**
 * Windows shared by every node through Redis when there is one, and this process's own otherwise, or while Redis is
 * out of reach (the guard falls back, and logs the outage once). In Redis, the window is created with its expiry
 * (`SET … PX NX`) and counted in the same MULTI, so a key never outlives its window.
 */
export function createRateWindows({ redis, prefix }: { redis?: RedisGuard | undefined; prefix: string }): RateWindows {
  const local = memoryWindows();
  if (!redis) return local;
  return {
    count: (key, windowMs) =>
      redis.attempt(
        async (client) => {
          const name = `${prefix}${key}`;
          const replies = await client.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
          const failed = replies?.find(([error]) => error)?.[0];
          if (!replies || failed) throw failed ?? new Error('Redis discarded the transaction');
          const ttl = Number(replies[2]?.[1] ?? windowMs);
          return { current: Number(replies[1]?.[1] ?? 0), ttlMs: ttl > 0 ? ttl : windowMs };
        },
        () => local.count(key, windowMs),
      ),
  };
}

export interface RateCounterOptions {
  max: number;
  windowMs: number;
  /** Shared by every node when given (with this process's count as the fallback); otherwise counted here. */
  redis?: RedisGuard | undefined;
  prefix: string;
}

/** A fixed-window counter for limits outside HTTP routes (socket events), where @fastify/rate-limit does not reach. */
export function createRateCounter({ max, windowMs, redis, prefix }: RateCounterOptions): RateCounter {
  const windows = createRateWindows({ redis, prefix });
  return {
    async hit(key) {
      const { current, ttlMs } = await windows.count(key, windowMs);
      return { allowed: current <= max, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
  };
}
