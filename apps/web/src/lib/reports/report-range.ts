import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { DayRange } from '@tawasul/contracts/reports';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The reports' date quick select (spec: today, this week, this month, custom range). */
export const REPORT_PRESETS = ['today', 'week', 'month', 'custom'] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];
export type FixedReportPreset = Exclude<ReportPreset, 'custom'>;

/** What a report shows before anyone chooses. */
const DEFAULT_REPORT_PRESET: FixedReportPreset = 'week';

/** A brand's default time zone, and the platform's (an admin looking at all brands). */
export const PLATFORM_TIME_ZONE = 'Asia/Riyadh';

/** 0 = Sunday … 6 = Saturday, as dayjs and @mantine/dates count. */
export type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The first day of the week, one choice for the whole product and both languages: Sunday, as the working week starts
 * in Saudi Arabia and as the lists' "this week" counts (lib/lists/date-range.ts). A shared link to "this week" then
 * shows the same days, and the same totals, to an English and an Arabic reader (issue 22, defect 2).
 */
export const WEEK_START: WeekDay = 0;

export interface RangeContext {
  now: Date;
  /** IANA name; the days are the calendar days of this zone. */
  timeZone: string;
  weekStart: WeekDay;
}

const DAY = 'YYYY-MM-DD';

/** The calendar day `now` falls on in `timeZone` (an unknown zone counts as the platform's). */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return dayjs(now).tz(timeZone).format(DAY);
  } catch {
    return dayjs(now).tz(PLATFORM_TIME_ZONE).format(DAY);
  }
}

/**
 * Today, this week or this month as whole days (both included) in the time zone, the week starting on `weekStart`.
 * The calendar arithmetic runs on UTC dates, so no daylight-saving change can shift a day.
 */
export function presetDays(preset: FixedReportPreset, { now, timeZone, weekStart }: RangeContext): DayRange {
  const today = dayjs.utc(todayIn(timeZone, now));
  if (preset === 'today') return { from: today.format(DAY), to: today.format(DAY) };
  if (preset === 'month') return { from: today.startOf('month').format(DAY), to: today.endOf('month').format(DAY) };
  const start = today.subtract((today.day() - weekStart + 7) % 7, 'day');
  return { from: start.format(DAY), to: start.add(6, 'day').format(DAY) };
}

export type ReportRangeValue = { preset: FixedReportPreset } | ({ preset: 'custom' } & DayRange);

const isFixed = (value: string | null): value is FixedReportPreset =>
  value === 'today' || value === 'week' || value === 'month';

/**
 * The period in the address: `?range=week`, or `?range=custom&from=YYYY-MM-DD&to=YYYY-MM-DD`. A preset is turned
 * into days when the report is read (a link saved yesterday still means "today"); a custom range the server would
 * refuse (reversed, longer than a year, not a day) falls back to the default.
 */
export function readReportRange(params: URLSearchParams): ReportRangeValue {
  const range = params.get('range');
  if (isFixed(range)) return { preset: range };
  if (range === 'custom') {
    const days = DayRange.safeParse({ from: params.get('from'), to: params.get('to') });
    if (days.success) return { preset: 'custom', ...days.data };
  }
  return { preset: DEFAULT_REPORT_PRESET };
}

function resolveReportRange(value: ReportRangeValue, context: RangeContext): DayRange {
  return value.preset === 'custom' ? { from: value.from, to: value.to } : presetDays(value.preset, context);
}

/** Whether the days form a range the server accepts (a year at most). */
export const isValidDayRange = (days: { from: string; to: string }): boolean => DayRange.safeParse(days).success;

export interface ReportRange {
  value: ReportRangeValue;
  /** The days to ask for. */
  days: DayRange;
  change: (next: ReportRangeValue) => void;
}

/** A report's period from the address, as days of `timeZone`; changing it goes back to the first page. */
export function useReportRange(timeZone: string): ReportRange {
  const [params, setParams] = useSearchParams();
  const value = readReportRange(params);
  const days = resolveReportRange(value, { now: new Date(), timeZone, weekStart: WEEK_START });
  const change = useCallback(
    (next: ReportRangeValue) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('range', next.preset);
          updated.delete('from');
          updated.delete('to');
          updated.delete('page');
          if (next.preset === 'custom') {
            updated.set('from', next.from);
            updated.set('to', next.to);
          }
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { value, days, change };
}
