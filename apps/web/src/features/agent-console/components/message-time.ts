import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n/language.ts';

/** A message's time: the time alone today, the date and time before (Gregorian, Latin digits in both languages). */
export function useMessageTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = currentLanguage(i18n) === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB';
  return useCallback(
    (iso) => {
      const date = new Date(iso);
      const today = new Date().toDateString() === date.toDateString();
      return new Intl.DateTimeFormat(
        locale,
        today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
      ).format(date);
    },
    [locale],
  );
}
