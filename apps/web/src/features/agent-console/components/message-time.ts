import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { dateTimeFormat } from '../../../lib/i18n/intl-formats.ts';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';
import { chatLocale, useMessageTime as useChatMessageTime } from '../../../lib/time/message-time.ts';
import { localDay } from './conversation-layout.ts';

/** A message's time (`lib/time/message-time.ts`) in the console's language. */
export function useMessageTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  return useChatMessageTime(currentLanguage(i18n));
}

/** A message's time of day alone (the conversation's day separators say the day). */
export function useTimeOfDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = chatLocale(currentLanguage(i18n));
  return useCallback((iso) => dateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(iso)), [locale]);
}

/** A day separator's words: "Today", "Yesterday", or the date ("Thursday, 26 November 2026"). */
export function useDayLabel(): (day: string) => string {
  const { t, i18n } = useTranslation();
  const clock = useClock();
  const locale = chatLocale(currentLanguage(i18n));
  return useCallback(
    (day) => {
      const now = clock.now();
      if (day === localDay(now)) return t('agentConsole.conversation.today');
      if (day === localDay(now - 86_400_000)) return t('agentConsole.conversation.yesterday');
      const [year, month, date] = day.split('-').map(Number) as [number, number, number];
      return dateTimeFormat(locale, { dateStyle: 'full' }).format(new Date(year, month - 1, date));
    },
    [t, locale, clock],
  );
}
