import type { AgentActivityRow } from './report-ctes.ts';

/** How long after a range's last day ends its numbers are taken as settled (clock skew, a transaction still open). */
export const SETTLED_AFTER_MS = 5 * 60_000;
/** How long settled numbers are kept: history is only rewritten by a deletion (a chat, an agent), seen within this. */
export const ACTIVITY_TTL_MS = 60_000;
const MAX_ENTRIES = 200;

/** A moment's calendar day (YYYY-MM-DD) in a time zone. */
function dayIn(moment: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    moment,
  );
}

/** Whether the days up to `to` are over in `timeZone` (and settled): only such a range is ever cached. */
export function isSettledRange(to: string, timeZone: string, now: Date): boolean {
  return to < dayIn(new Date(now.getTime() - SETTLED_AFTER_MS), timeZone);
}

/**
 * The agents' numbers of ranges that are over, per scope, range and time zone (docs/decisions/013): events are
 * written at the time they happen, so a past day's numbers do not change, and every sort, page and search of the table
 * reuses them while the agents' names still come live from `users`. A range that includes today is never cached.
 * Concurrent misses share one query; a failed one is not kept.
 */
export function createActivityCache(ttlMs = ACTIVITY_TTL_MS) {
  const entries = new Map<string, { storedAt: number; rows: Promise<AgentActivityRow[]> }>();

  return {
    get(key: string, now: Date, load: () => Promise<AgentActivityRow[]>): Promise<AgentActivityRow[]> {
      const entry = entries.get(key);
      if (entry && now.getTime() - entry.storedAt < ttlMs) return entry.rows;
      if (entry) entries.delete(key);
      if (entries.size >= MAX_ENTRIES) {
        // Oldest first: a Map keeps insertion order.
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      const rows = load();
      entries.set(key, { storedAt: now.getTime(), rows });
      rows.catch(() => {
        if (entries.get(key)?.rows === rows) entries.delete(key);
      });
      return rows;
    },
  };
}
