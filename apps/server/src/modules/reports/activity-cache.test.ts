import { describe, expect, it } from 'vitest';
import { ACTIVITY_TTL_MS, createActivityCache, isSettledRange, SETTLED_AFTER_MS } from './activity-cache.ts';
import type { AgentActivityRow } from './report-ctes.ts';

const row = (assigned: number): AgentActivityRow => ({
  agent_id: '00000000-0000-4000-8000-000000000001',
  assigned,
  closed: 0,
  average_first_response_seconds: null,
  average_resolution_seconds: null,
  messages_sent: 0,
  reassigned: 0,
  unanswered: 0,
  active_seconds: 0,
});

describe('settled ranges', () => {
  // 2026-03-10 00:30 in Riyadh (UTC+3).
  const justAfterMidnight = new Date('2026-03-09T21:30:00Z');

  it('keeps a range that includes today, in the brand’s time zone, live', () => {
    expect(isSettledRange('2026-03-10', 'Asia/Riyadh', justAfterMidnight)).toBe(false);
    // Still the 9th in London: yesterday there is not over yet.
    expect(isSettledRange('2026-03-09', 'Europe/London', justAfterMidnight)).toBe(false);
    expect(isSettledRange('2026-03-09', 'Asia/Riyadh', justAfterMidnight)).toBe(true);
  });

  it('waits a few minutes after the last day ends before it counts as settled', () => {
    const midnight = new Date('2026-03-09T21:00:00Z');
    expect(isSettledRange('2026-03-09', 'Asia/Riyadh', midnight)).toBe(false);
    expect(isSettledRange('2026-03-09', 'Asia/Riyadh', new Date(midnight.getTime() + SETTLED_AFTER_MS + 1))).toBe(true);
  });
});

describe('activity cache', () => {
  it('answers from one read until it expires, then reads again', async () => {
    const cache = createActivityCache();
    let reads = 0;
    const load = async () => [row(++reads)];
    const now = new Date('2026-03-10T09:00:00Z');
    const [first, second] = await Promise.all([cache.get('k', now, load), cache.get('k', now, load)]);
    expect(first).toEqual([row(1)]);
    expect(second).toEqual([row(1)]);
    expect(await cache.get('k', new Date(now.getTime() + ACTIVITY_TTL_MS - 1), load)).toEqual([row(1)]);
    expect(await cache.get('k', new Date(now.getTime() + ACTIVITY_TTL_MS), load)).toEqual([row(2)]);
    expect(await cache.get('other', now, load)).toEqual([row(3)]);
  });

  it('does not keep a failed read', async () => {
    const cache = createActivityCache();
    const now = new Date('2026-03-10T09:00:00Z');
    await expect(cache.get('k', now, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', now, async () => [row(7)])).toEqual([row(7)]);
  });
});
