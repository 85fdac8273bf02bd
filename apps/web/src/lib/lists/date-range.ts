import dayjs from 'dayjs';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import type { ListParamValue } from './use-list-query.ts';

/** The spec's date quick select: today, this week, this month, custom. */
export const DATE_PRESETS = ['today', 'week', 'month', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** ISO instants; `to` is exclusive, as the lists' `from`/`to` filters read it. */
export interface DateBounds {
  from?: string | undefined;
  to?: string | undefined;
}

export interface DateRangeValue extends DateBounds {
  preset: DatePreset | undefined;
}

/**
 * From the start of the period to the start of the next one, in the reader's time zone. A week starts on Sunday, as
 * the working week does in Saudi Arabia (and as dayjs counts by default).
 */
export function presetBounds(preset: Exclude<DatePreset, 'custom'>, now: Date = new Date()): Required<DateBounds> {
  const unit = preset === 'today' ? 'day' : preset;
  const start = dayjs(now).startOf(unit);
  return { from: start.toISOString(), to: start.add(1, unit).toISOString() };
}

/** A day typed in a date field (`YYYY-MM-DD`, local) as the instant it starts. */
export const dayStart = (day: string): string => dayjs(day).startOf('day').toISOString();
/** The last day of a range as the exclusive bound: the start of the day after. */
export const dayEnd = (day: string): string => dayjs(day).add(1, 'day').startOf('day').toISOString();
/** Back to the date fields: the first day, and the last day of an exclusive bound. */
export const firstDay = (iso: string | undefined): string => (iso ? dayjs(iso).format('YYYY-MM-DD') : '');
export const lastDay = (iso: string | undefined): string =>
  iso ? dayjs(iso).subtract(1, 'day').format('YYYY-MM-DD') : '';

const isPreset = (value: string | null): value is DatePreset => DATE_PRESETS.includes(value as DatePreset);

/**
 * A list's date filter in its address: `range=today|week|month` is turned into bounds when the list is read (so a
 * link saved yesterday still means "today"), `range=custom` keeps its own `from`/`to`.
 */
export function useDateRangeParam(
  query: DateBounds,
  update: (patch: Record<string, ListParamValue>) => void,
): { value: DateRangeValue; bounds: DateBounds; change: (next: DateRangeValue) => void } {
  const [params] = useSearchParams();
  const raw = params.get('range');
  const preset = isPreset(raw) ? raw : undefined;
  const bounds = preset && preset !== 'custom' ? presetBounds(preset) : { from: query.from, to: query.to };
  const change = useCallback(
    (next: DateRangeValue) =>
      update({
        range: next.preset,
        from: next.preset === 'custom' ? next.from : undefined,
        to: next.preset === 'custom' ? next.to : undefined,
      }),
    [update],
  );
  return { value: { preset, from: query.from, to: query.to }, bounds, change };
}
