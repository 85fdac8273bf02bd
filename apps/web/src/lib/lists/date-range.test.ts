import { describe, expect, it } from 'vitest';
import { dayEnd, dayStart, firstDay, lastDay, presetBounds } from './date-range.ts';

// Wednesday 19 November 2026, mid-afternoon, in the machine's time zone.
const now = new Date(2026, 10, 19, 15, 30);

describe('the date quick select', () => {
  it('reads today, this week (from Sunday) and this month as bounds whose end is the next period’s start', () => {
    expect(presetBounds('today', now)).toEqual({
      from: new Date(2026, 10, 19).toISOString(),
      to: new Date(2026, 10, 20).toISOString(),
    });
    expect(presetBounds('week', now)).toEqual({
      from: new Date(2026, 10, 15).toISOString(),
      to: new Date(2026, 10, 22).toISOString(),
    });
    expect(presetBounds('month', now)).toEqual({
      from: new Date(2026, 10, 1).toISOString(),
      to: new Date(2026, 11, 1).toISOString(),
    });
  });

  it('turns the days of a custom range into bounds and back, the last day included', () => {
    const from = dayStart('2026-11-01');
    const to = dayEnd('2026-11-07');
    expect([from, to]).toEqual([new Date(2026, 10, 1).toISOString(), new Date(2026, 10, 8).toISOString()]);
    expect([firstDay(from), lastDay(to)]).toEqual(['2026-11-01', '2026-11-07']);
    expect([firstDay(undefined), lastDay(undefined)]).toEqual(['', '']);
  });
});
