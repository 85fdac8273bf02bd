import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatFlag, ChatResponse } from '@tawasul/contracts/chats';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

/** The chat's brand in the reader's language (issue 22, defect 9: the console showed it in English in Arabic). */
export function useChatBrand(): (chat: Pick<ChatResponse, 'brandName' | 'brandNameAr'>) => string {
  const localized = useLocalized();
  return useCallback((chat) => localized(chat.brandName, chat.brandNameAr), [localized]);
}

/** A critical flag's title and description in the reader's language. */
export function useFlagText(): (flag: ChatFlag) => { title: string; description: string } {
  const localized = useLocalized();
  return useCallback(
    (flag) => ({
      title: localized(flag.titleEn, flag.titleAr) || flag.word,
      description: localized(flag.descriptionEn, flag.descriptionAr),
    }),
    [localized],
  );
}

/** "3 min", "1 h 5 min", "45 s": a short duration in the reader's language. */
export function useShortDuration(): (milliseconds: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (milliseconds) => {
      const seconds = Math.max(0, Math.floor(milliseconds / 1000));
      if (seconds < 60) return t('agentConsole.duration.seconds', { count: seconds });
      const minutes = Math.floor(seconds / 60);
      if (minutes < 60) return t('agentConsole.duration.minutes', { count: minutes });
      const hours = Math.floor(minutes / 60);
      if (hours < 24) return t('agentConsole.duration.hours', { hours, minutes: minutes % 60 });
      return t('agentConsole.duration.days', { count: Math.floor(hours / 24) });
    },
    [t],
  );
}

/** `m:ss` for a countdown (digits stay Latin in both languages, as dates do). */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
