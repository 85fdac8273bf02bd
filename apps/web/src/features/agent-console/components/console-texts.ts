import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatFlag, ChatResponse, ChatShopper, MessageResponse } from '@tawasul/contracts/chats';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { systemParamsIn } from '../../../lib/i18n/system-params.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

/** The customer's name, else its phone or e-mail, else "Guest". */
export function useShopperName(): (shopper: ChatShopper) => string {
  const { t } = useTranslation();
  return useCallback((shopper) => shopper.name || shopper.phone || shopper.email || t('chats.guest'), [t]);
}

/** `#1042`: how people say a chat's number. */
export function useChatNumber(): (chat: Pick<ChatResponse, 'number'>) => string {
  const { t } = useTranslation();
  return useCallback(({ number }) => t('chats.number', { number }), [t]);
}

/**
 * A system message in the reader's language from its key and parameters (`chats.system.*`: closed.agent|shopper|
 * staff|inactivity, transferred, reopened, agentAssigned, shopperReminder). An unknown key still reads sensibly.
 */
export function useSystemText(): (message: Pick<MessageResponse, 'systemKey' | 'systemParams'>) => string {
  const { t, i18n } = useTranslation();
  const { isolateAll } = useIsolate();
  return useCallback(
    ({ systemKey, systemParams }) => {
      // Names in the reader's language: the Arabic twin on an Arabic screen, else the English name.
      const params = isolateAll(systemParamsIn(i18n.language, systemParams));
      if (systemKey === 'transferred' && !systemParams?.from) return t('chats.system.transferredTo', params);
      const key = `chats.system.${systemKey ?? ''}`;
      return systemKey && i18n.exists(key) && typeof i18n.t(key) === 'string'
        ? t(key, params)
        : t('chats.system.unknown');
    },
    [t, i18n, isolateAll],
  );
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
