import { describe, expect, it } from 'vitest';
import { presetDays, readReportRange, todayIn, WEEK_START } from './report-range.ts';

// Thursday 19 November 2026, 22:30 UTC: already Friday the 20th in Riyadh (UTC+3).
const lateThursdayUtc = new Date('2026-11-19T22:30:00Z');
const riyadh = 'Asia/Riyadh';

describe('the reports’ date quick select', () => {
  it('counts today in the brand’s time zone, not in UTC', () => {
    expect(todayIn('UTC', lateThursdayUtc)).toBe('2026-11-19');
    expect(todayIn(riyadh, lateThursdayUtc)).toBe('2026-11-20');
    const context = { now: lateThursdayUtc, timeZone: riyadh, weekStart: WEEK_START };
    expect(presetDays('today', context)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
  });

  it('reads this week as Sunday to Saturday, the product’s one week for both languages', () => {
    const now = lateThursdayUtc;
    expect(WEEK_START).toBe(0);
    expect(presetDays('week', { now, timeZone: riyadh, weekStart: WEEK_START })).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
    // In UTC it is still Thursday: the same week.
    expect(presetDays('week', { now, timeZone: 'UTC', weekStart: WEEK_START })).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
    // A Saturday ends the week begun the Sunday before.
    const saturday = new Date('2026-11-21T07:00:00Z');
    expect(presetDays('week', { now: saturday, timeZone: riyadh, weekStart: WEEK_START })).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
  });

  it('lets a week run across the end of a month', () => {
    const tuesday = new Date('2026-12-01T09:00:00Z');
    expect(presetDays('week', { now: tuesday, timeZone: riyadh, weekStart: 0 })).toEqual({
      from: '2026-11-29',
      to: '2026-12-05',
    });
  });

  it('reads this month as its first to its last day, in the time zone', () => {
    expect(presetDays('month', { now: lateThursdayUtc, timeZone: riyadh, weekStart: 0 })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // 05:00 UTC on 1 November is still 31 October (22:00) in Los Angeles.
    const losAngeles = {
      now: new Date('2026-11-01T05:00:00Z'),
      timeZone: 'America/Los_Angeles',
      weekStart: 0 as const,
    };
    expect(presetDays('today', losAngeles)).toEqual({ from: '2026-10-31', to: '2026-10-31' });
    expect(presetDays('month', losAngeles)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('counts an unknown time zone as the platform’s', () => {
    expect(todayIn('Mars/Olympus_Mons', lateThursdayUtc)).toBe('2026-11-20');
  });

  it('reads the period from the address, and falls back to this week for anything the server would refuse', () => {
    const read = (search: string) => readReportRange(new URLSearchParams(search));
    expect(read('range=today')).toEqual({ preset: 'today' });
    expect(read('range=month')).toEqual({ preset: 'month' });
    expect(read('range=custom&from=2026-11-01&to=2026-11-07')).toEqual({
      preset: 'custom',
      from: '2026-11-01',
      to: '2026-11-07',
    });
    expect(read('')).toEqual({ preset: 'week' });
    expect(read('range=yesterday')).toEqual({ preset: 'week' });
    expect(read('range=custom&from=2026-11-07&to=2026-11-01')).toEqual({ preset: 'week' });
    expect(read('range=custom&from=2025-01-01&to=2026-11-01')).toEqual({ preset: 'week' });
    expect(read('range=custom&from=1%20Nov&to=2026-11-01')).toEqual({ preset: 'week' });
  });
});
