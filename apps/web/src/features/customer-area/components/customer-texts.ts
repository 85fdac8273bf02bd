import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

/** The brand of a chat in the reader's language (its Arabic name when the server sent one). */
export function useBrandName(): (chat: Pick<ChatResponse, 'brandName' | 'brandNameAr'>) => string {
  const localized = useLocalized();
  return useCallback((chat) => localized(chat.brandName, chat.brandNameAr), [localized]);
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
