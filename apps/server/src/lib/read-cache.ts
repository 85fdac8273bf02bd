/**
 * A read-through cache for the settings the chat engine reads on every message (a brand's configuration, the general
 * settings). A change made through this node is seen at once (the entry is dropped); one made on another node, within
 * `ttlMs`. Concurrent misses for one key share one read. Time is the process's monotonic clock, not the domain clock:
 * how long a copy may be trusted has nothing to do with the chats' business time (which tests move by hand).
 */
export interface ReadCache<K, V> {
  get(key: K, read: () => Promise<V>): Promise<V>;
  forget(key: K): void;
  clear(): void;
}

/** Past this many keys the cache starts over (brands are few; this only bounds memory against surprises). */
const MAX_KEYS = 10_000;

export function createReadCache<K, V>({
  ttlMs,
  now = () => performance.now(),
}: {
  ttlMs: number;
  now?: () => number;
}): ReadCache<K, V> {
  const entries = new Map<K, { value: Promise<V>; until: number }>();
  return {
    get(key, read) {
      const cached = entries.get(key);
      if (cached && cached.until > now()) return cached.value;
      if (entries.size >= MAX_KEYS) entries.clear();
      const value = read();
      const entry = { value, until: now() + ttlMs };
      entries.set(key, entry);
      // A failed read is not remembered; the next caller reads again.
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return value;
    },
    forget(key) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
