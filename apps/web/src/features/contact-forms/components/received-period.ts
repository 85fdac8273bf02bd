export const PERIODS = ['today', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const DAYS_BEFORE: Record<Period, number> = { today: 0, week: 6, month: 29 };

/**
 * The start of a period in the viewer's time zone, as an instant with its offset (the list's `from`): today, the
 * last 7 days or the last 30 days, each from midnight, so the value (and the list's cache key) holds all day.
 */
export function periodStart(period: Period, now: Date): string {
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - DAYS_BEFORE[period]);
  return start.toISOString();
}

export const isPeriod = (value: string | null): value is Period => PERIODS.includes(value as Period);
