import { useCallback } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';

/** A brand's bilingual text in the widget's language, falling back to the other when one is empty. */
export function useLocalizedText(): (text: { en: string; ar: string }) => string {
  const arabic = useWidgetText().language === 'ar';
  return useCallback((text) => (arabic ? text.ar || text.en : text.en || text.ar), [arabic]);
}

/** A person's name in the widget's language: the Arabic one when the widget is in Arabic and it has one. */
export function usePersonName(): (person: { name: string | null; nameAr: string | null }) => string | null {
  const arabic = useWidgetText().language === 'ar';
  return useCallback((person) => (arabic && person.nameAr ? person.nameAr : person.name), [arabic]);
}

/** A message's time: the time alone today, the date and time before (Gregorian, Latin digits in both languages). */
export function useMessageTime(): (iso: string) => string {
  const locale = useWidgetText().language === 'ar' ? 'ar-u-ca-gregory-nu-latn' : 'en-GB';
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
