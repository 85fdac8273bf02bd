import { describe, expect, it } from 'vitest';
import { presetDays, readReportRange, todayIn, weekStartOf } from './report-range.ts';

// Thursday 19 November 2026, 22:30 UTC: already Friday the 20th in Riyadh (UTC+3).
const lateThursdayUtc = new Date('2026-11-19T22:30:00Z');
const riyadh = 'Asia/Riyadh';

describe('the reports’ date quick select', () => {
  it('starts the week on Sunday in English and on Saturday in Arabic', () => {
    expect([weekStartOf('en'), weekStartOf('ar')]).toEqual([0, 6]);
  });

  it('counts today in the brand’s time zone, not in UTC', () => {
    expect(todayIn('UTC', lateThursdayUtc)).toBe('2026-11-19');
    expect(todayIn(riyadh, lateThursdayUtc)).toBe('2026-11-20');
    const context = { now: lateThursdayUtc, timeZone: riyadh, weekStart: weekStartOf('en') };
    expect(presetDays('today', context)).toEqual({ from: '2026-11-20', to: '2026-11-20' });
  });

  it('reads this week from the locale’s first day: Sunday to Saturday in English, Saturday to Friday in Arabic', () => {
    const now = lateThursdayUtc;
    expect(presetDays('week', { now, timeZone: riyadh, weekStart: weekStartOf('en') })).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
    expect(presetDays('week', { now, timeZone: riyadh, weekStart: weekStartOf('ar') })).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
    });
    // In UTC it is still Thursday: the same Arabic week, the same English week.
    expect(presetDays('week', { now, timeZone: 'UTC', weekStart: weekStartOf('ar') })).toEqual({
      from: '2026-11-14',
      to: '2026-11-20',
    });
  });

  it('starts an Arabic week on the Saturday itself, and an English one the Sunday before', () => {
    const saturday = new Date('2026-11-21T07:00:00Z');
    expect(presetDays('week', { now: saturday, timeZone: riyadh, weekStart: 6 })).toEqual({
      from: '2026-11-21',
      to: '2026-11-27',
    });
    expect(presetDays('week', { now: saturday, timeZone: riyadh, weekStart: 0 })).toEqual({
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
