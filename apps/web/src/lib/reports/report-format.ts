import type { TFunction } from '../i18n/translator.ts';
import { useMemo } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { currentLanguage } from '../i18n/language.ts';

export type DurationUnit = 'hours' | 'minutes' | 'seconds';

/** Shown where there is nothing to measure (an average without a single answer). */
const NO_VALUE = '—';

/**
 * A duration as people say it: the two largest units that matter ("1 h 5 min", "5 min 30 s", "45 s"), hours never
 * turned into days (a month of online time reads better as "162 h 20 min"). `unitText` words each part in the
 * reader's language; `formatNumber` writes its digits.
 */
export function formatDuration(
  seconds: number | null | undefined,
  unitText: (unit: DurationUnit, value: string) => string,
  formatNumber: (value: number) => string = String,
): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return NO_VALUE;
  const total = Math.max(0, Math.round(seconds));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const part = (unit: DurationUnit, value: number) => unitText(unit, formatNumber(value));
  if (hours > 0) return minutes > 0 ? `${part('hours', hours)} ${part('minutes', minutes)}` : part('hours', hours);
  if (minutes > 0) return rest > 0 ? `${part('minutes', minutes)} ${part('seconds', rest)}` : part('minutes', minutes);
  return part('seconds', rest);
}

/** The app writes Latin digits in both languages, and the Gregorian calendar (as `useFormatDate`). */
const localeOf = (language: ProductLanguage) => (language === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB');

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A calendar day (`YYYY-MM-DD`) written with `format` at its UTC midnight, so formatting in UTC never moves it.
 * Anything else (a chart's tooltip asks before a day is hovered) comes back as it was.
 */
const dayWith = (format: Intl.DateTimeFormat) => (day: string | undefined) =>
  typeof day === 'string' && DAY.test(day) ? format.format(new Date(`${day}T00:00:00Z`)) : (day ?? '');

/** The unit a chart of durations counts in, so its axis reads "0, 15, 30, 45 min" rather than seconds. */
export interface DurationScale {
  unit: DurationUnit;
  seconds: 1 | 60 | 3600;
}

/** Seconds below two minutes, minutes below two hours, hours beyond. */
export function durationScale(maxSeconds: number): DurationScale {
  if (maxSeconds >= 7200) return { unit: 'hours', seconds: 3600 };
  if (maxSeconds >= 120) return { unit: 'minutes', seconds: 60 };
  return { unit: 'seconds', seconds: 1 };
}

export interface ReportFormat {
  count: (value: number) => string;
  duration: (seconds: number | null | undefined) => string;
  /** A value in one unit, to a tenth: a chart axis ("1.5 h"). */
  inUnit: (unit: DurationUnit, value: number) => string;
  /** "19 Nov" / "19 نوفمبر": a chart's day axis. */
  day: (day: string | undefined) => string;
  /** "Thu, 19 Nov 2026": a tooltip's day. */
  dayLong: (day: string | undefined) => string;
  /** "09:00": an hour of the day (0–23). */
  hour: (hour: number) => string;
  /** A moment in the reader's language, with seconds (a sign-in log). */
  moment: (iso: string) => string;
}

/** The numbers, durations and days of the reports in one language; `t` supplies the duration words. */
export function reportFormat(t: TFunction, language: ProductLanguage): ReportFormat {
  const locale = localeOf(language);
  const numbers = new Intl.NumberFormat(locale);
  const shortDay = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const longDay = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const moments = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const tenths = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const count = (value: number) => numbers.format(value);
  return {
    count,
    duration: (seconds) => formatDuration(seconds, (unit, value) => t(`reports.duration.${unit}`, { value }), count),
    inUnit: (unit, value) => t(`reports.duration.${unit}`, { value: tenths.format(value) }),
    day: dayWith(shortDay),
    dayLong: dayWith(longDay),
    hour: (hour) => `${String(hour).padStart(2, '0')}:00`,
    moment: (iso) => moments.format(new Date(iso)),
  };
}

export function useReportFormat(): ReportFormat {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return useMemo(() => reportFormat(t, language), [t, language]);
}
