import { useCallback } from 'react';
import { dateTimeFormat } from '../i18n/intl-formats.ts';
import { useClock } from './clock-context.tsx';

/** How chat times are written: the Gregorian calendar and Latin digits in both languages. */
export const chatLocale = (language: string) => (language === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB');

/**
 * A message's time in the agent console and the widget: the time alone today, the date and time before. The
 * language comes in from the surface's own translator.
 */
export function useMessageTime(language: string): (iso: string) => string {
  const clock = useClock();
  const locale = chatLocale(language);
  return useCallback(
    (iso) => {
      const date = new Date(iso);
      const today = new Date(clock.now()).toDateString() === date.toDateString();
      return dateTimeFormat(
        locale,
        today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
      ).format(date);
    },
    [locale, clock],
  );
}
