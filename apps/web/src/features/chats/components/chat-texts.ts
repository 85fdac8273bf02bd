import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatEventResponse, ChatResponse, ChatShopper, MessageResponse } from '@tawasul/contracts/chats';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { systemParamsIn } from '../../../lib/i18n/system-params.ts';

/** The customer's name, or "Guest" for a visitor who gave none. */
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
 * A system message in the reader's language, from its key and parameters (`chats.system.*`; the keys are the
 * server's SYSTEM_KEYS). A key this version does not know still shows something sensible.
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

/** What happened at one point of a chat's timeline, in a sentence; `agentName` names agents in the reader's language. */
export function useEventText(
  agentName: (agent: NonNullable<ChatResponse['agent']>) => string = (agent) => agent.name,
): (event: ChatEventResponse) => string {
  const { t } = useTranslation();
  const { isolate } = useIsolate();
  return useCallback(
    (event) => {
      const agent = event.agent ? isolate(agentName(event.agent)) : t('chats.events.someone');
      const actor = event.actorName ? isolate(event.actorName) : t('chats.events.support');
      const manual = event.data.manual === true;
      switch (event.kind) {
        case 'offered':
          return manual ? t('chats.events.offeredManual', { agent }) : t('chats.events.offered', { agent });
        case 'accepted':
          return manual ? t('chats.events.acceptedManual', { agent }) : t('chats.events.accepted', { agent });
        case 'declined':
        case 'lapsed':
          return t(`chats.events.${event.kind}`, { agent });
        case 'reassigned':
          return t('chats.events.reassigned', { agent, actor });
        case 'closed': {
          const reason = typeof event.data.reason === 'string' ? event.data.reason : 'staff';
          const known = ['agent', 'shopper', 'staff', 'inactivity'].includes(reason) ? reason : 'staff';
          return t(`chats.events.closed.${known}`, { agent, actor });
        }
        case 'started':
        case 'waiting':
        case 'reopened':
          return t(`chats.events.${event.kind}`);
        case 'message':
          return t('chats.events.messages', { total: 1 });
      }
    },
    [t, agentName, isolate],
  );
}
