import { useCallback } from 'react';
import { useMessageTime as useChatMessageTime } from '../../lib/time/message-time.ts';
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

/** A message's time (`lib/time/message-time.ts`) in the widget's language. */
export function useMessageTime(): (iso: string) => string {
  return useChatMessageTime(useWidgetText().language);
}
