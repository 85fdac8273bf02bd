// The remembered totals of Chat Management's big lists (chat-list.repo.ts).

/**
 * A page total of at least this many chats that took at least this long to count is remembered; others are counted
 * every time (small lists, where one chat more or less shows, and totals the indexes count at once).
 */
const TOTAL_CACHE_FROM = { chats: 1_000, ms: 10 };
/**
 * A remembered total older than this is counted again in the background while the reader gets the one it has (the
 * web's live list reads its page again at most once a second, so its total lags by about one refresh) — or older
 * than ten times its last count took, so that recounting keeps to a tenth of one connection per list.
 */
const TOTAL_FRESH_MS = 1_000;
/** …and one older than this is counted again before answering (a list nobody has read for a while). */
const TOTAL_KEEP_MS = 10_000;
const TOTAL_CACHE_SIZE = 500;

/**
 * The totals of big chat lists, per filter. Counting a million chats (or a common name's among a brand's) takes far
 * longer than the rest of the page, and Chat Management reads its page again every second while chats change; so such
 * a total (TOTAL_CACHE_FROM) may be a moment old, never more than TOTAL_KEEP_MS, while the page's rows are always
 * read fresh. One background count runs at a time, so many big lists cannot crowd the database.
 */
export function createTotalsCache(now: () => number = Date.now) {
  const entries = new Map<string, { total: number; at: number; tookMs: number }>();
  const counting = new Map<string, Promise<number>>();
  let refreshing = false;

  function recount(key: string, count: () => Promise<number>): Promise<number> {
    let pending = counting.get(key);
    if (!pending) {
      const started = now();
      pending = count()
        .then((total) => {
          entries.delete(key);
          const tookMs = now() - started;
          if (total >= TOTAL_CACHE_FROM.chats && tookMs >= TOTAL_CACHE_FROM.ms) {
            entries.set(key, { total, at: now(), tookMs });
            if (entries.size > TOTAL_CACHE_SIZE) entries.delete(entries.keys().next().value!);
          }
          return total;
        })
        .finally(() => counting.delete(key));
      counting.set(key, pending);
    }
    return pending;
  }

  return {
    total(key: string, count: () => Promise<number>): Promise<number> {
      const entry = entries.get(key);
      const age = entry ? now() - entry.at : Infinity;
      if (!entry || age > TOTAL_KEEP_MS) return recount(key, count);
      if (age > Math.max(TOTAL_FRESH_MS, 10 * entry.tookMs) && !refreshing) {
        refreshing = true;
        // A failed background count keeps the total it had; a later read tries again.
        recount(key, count)
          .catch(() => undefined)
          .finally(() => (refreshing = false));
      }
      return Promise.resolve(entry.total);
    },
  };
}
