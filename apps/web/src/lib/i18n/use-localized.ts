import { useCallback } from 'react';
import { useTranslation } from './use-translation.tsx';
import { dateTimeFormat } from './intl-formats.ts';
import { currentLanguage } from './language.ts';

/** Picks the Arabic or English text of a bilingual record, falling back to the other when one is empty. */
export function useLocalized(): (en: string | null | undefined, ar: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const arabic = currentLanguage(i18n) === 'ar';
  return useCallback((en, ar) => (arabic ? ar || en : en || ar) ?? '', [arabic]);
}

/** Dates and times in the reader's language (Gregorian calendar, Latin digits in both). */
export function useFormatDate(): (iso: string | null | undefined, withTime?: boolean) => string {
  const { i18n } = useTranslation();
  const locale = currentLanguage(i18n) === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB';
  return useCallback(
    (iso, withTime = true) =>
      iso
        ? dateTimeFormat(
            locale,
            withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
          ).format(new Date(iso))
        : '',
    [locale],
  );
}
