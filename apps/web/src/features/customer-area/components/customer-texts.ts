import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { systemParamsIn } from '../../../lib/i18n/system-params.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

/** The brand of a chat in the reader's language (its Arabic name when the server sent one). */
export function useBrandName(): (chat: Pick<ChatResponse, 'brandName' | 'brandNameAr'>) => string {
  const localized = useLocalized();
  return useCallback((chat) => localized(chat.brandName, chat.brandNameAr), [localized]);
}

/**
 * A system message in the reader's language, from its key and parameters (`customerArea.system.*`, worded for the
 * shopper; the keys are the server's SYSTEM_KEYS). A key this version does not know still shows something sensible.
 */
export function useSystemText(): (message: Pick<MessageResponse, 'systemKey' | 'systemParams'>) => string {
  const { t, i18n } = useTranslation();
  const { isolateAll } = useIsolate();
  return useCallback(
    ({ systemKey, systemParams }) => {
      // Names in the reader's language: the Arabic twin on an Arabic screen, else the English name.
      const params = isolateAll(systemParamsIn(i18n.language, systemParams));
      if (systemKey === 'transferred' && !systemParams?.from) return t('customerArea.system.transferredTo', params);
      const key = `customerArea.system.${systemKey ?? ''}`;
      return systemKey && i18n.exists(key) && typeof i18n.t(key) === 'string'
        ? t(key, params)
        : t('customerArea.system.unknown');
    },
    [t, i18n, isolateAll],
  );
}

/** What a notification says, in a sentence in the reader's language. */
export function useNotificationText(): (notification: ShopperNotification) => string {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { isolate } = useIsolate();
  return useCallback(
    (notification) => {
      const brand = isolate(localized(notification.brandName.en, notification.brandName.ar));
      // The agent's Arabic name on an Arabic screen when it has one, else its name.
      const agentName = localized(notification.agentName, notification.agentNameAr);
      const agent = agentName ? isolate(agentName) : null;
      switch (notification.kind) {
        case 'agent_message':
          return agent
            ? t('customerArea.notifications.kinds.agent_message', { agent, brand })
            : t('customerArea.notifications.kinds.agent_messageNoName', { brand });
        case 'agent_assigned':
          return agent
            ? t('customerArea.notifications.kinds.agent_assigned', { agent, brand })
            : t('customerArea.notifications.kinds.agent_assignedNoName', { brand });
        case 'chat_closed':
          return t('customerArea.notifications.kinds.chat_closed', { brand });
      }
    },
    [t, localized, isolate],
  );
}
