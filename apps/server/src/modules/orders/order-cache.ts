import type { Clock } from '../../lib/clock.ts';

export interface OrderCacheOptions {
  clock: Clock;
  /** How long a found answer is reused. */
  ttlMs?: number;
  /** How long "no such order" is reused (short: the order may be placed a moment later). */
  emptyTtlMs?: number;
  maxEntries?: number;
}

/**
 * Store answers kept briefly in memory, per brand, so a busy chat does not send the same look-up to the store
 * again and again. Simultaneous look-ups of one key share one request. Failures are never kept.
 */
export function createOrderCache({ clock, ttlMs = 30_000, emptyTtlMs = 5_000, maxEntries = 2_000 }: OrderCacheOptions) {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  const pending = new Map<string, Promise<unknown>>();

  function remember(key: string, value: unknown) {
    const empty = value === null || (Array.isArray(value) && value.length === 0);
    entries.delete(key);
    entries.set(key, { value, expiresAt: clock.now().getTime() + (empty ? emptyTtlMs : ttlMs) });
    // Oldest first in insertion order: drop from the front.
    while (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  }

  return {
    async get<T>(brandId: string, key: string, load: () => Promise<T>): Promise<T> {
      const full = `${brandId}\u0000${key}`;
      const cached = entries.get(full);
      if (cached && cached.expiresAt > clock.now().getTime()) return cached.value as T;
      const inFlight = pending.get(full);
      if (inFlight) return inFlight as Promise<T>;
      const loading = load().then(
        (value) => {
          pending.delete(full);
          remember(full, value);
          return value;
        },
        (error: unknown) => {
          pending.delete(full);
          throw error;
        },
      );
      pending.set(full, loading);
      return loading;
    },

    /** Forgets a brand's answers (its connection changed). */
    forgetBrand(brandId: string) {
      const prefix = `${brandId}\u0000`;
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
  };
}
export type OrderCache = ReturnType<typeof createOrderCache>;
