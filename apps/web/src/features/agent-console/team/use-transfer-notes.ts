import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event.ts';

/**
 * A colleague's transfer to this agent arrives as an offer (accepted like any other); its note for the agent travels
 * only in the agent's `chat_transferred` notification (decision 029). The console shows it at once, and keeps it on
 * screen until the agent closes it: it is what the agent needs to answer the shopper.
 */
export function useTransferNotes(): void {
  const { t } = useTranslation();
  const localized = useLocalized();
  useSocketEvent('notification:created', (notification) => {
    if (notification.kind !== 'chat_transferred' || !notification.params.from) return;
    const { params } = notification;
    const from = localized(String(params.from), params.fromAr === undefined ? null : String(params.fromAr));
    const note = params.note === undefined ? '' : String(params.note);
    notifications.show({
      id: `console-transfer-note-${notification.id}`,
      color: 'indigo',
      autoClose: false,
      withCloseButton: true,
      title: t('agentConsole.transfer.received', { from, number: params.chatNumber ?? '' }),
      message: note ? t('agentConsole.transfer.receivedNote', { note }) : t('agentConsole.transfer.receivedNoNote'),
      'data-testid': 'transfer-received',
    });
  });
}
