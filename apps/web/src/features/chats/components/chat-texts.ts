import { useCallback } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatEventResponse, ChatResponse } from '@tawasul/contracts/chats';
import { useIsolate } from '../../../lib/i18n/bidi.ts';

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
        case 'rated':
          return t('chats.events.rated', { score: typeof event.data.score === 'number' ? event.data.score : '?' });
      }
    },
    [t, agentName, isolate],
  );
}
