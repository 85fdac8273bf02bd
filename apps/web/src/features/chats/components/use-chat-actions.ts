import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useCloseChat } from '../api/use-chat-mutations.ts';
import type { ChangeAgentOverlayProps } from './change-agent-overlay.tsx';

/** Close (asks first, then says how it went) and Change agent (the modal of the brand's agents). */
export function useChatActions() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const close = useCloseChat();

  const confirmClose = (chat: ChatResponse) =>
    overlays.open('confirm', {
      title: t('chats.close.title'),
      message: t('chats.close.message', { number: chat.number }),
      confirmLabel: t('chats.close.confirm'),
      danger: true,
      onConfirm: async () => {
        try {
          await close.mutateAsync(chat.id);
          notifications.show({ color: 'green', message: t('chats.close.closed', { number: chat.number }) });
        } catch (error) {
          notifications.show({ color: 'red', title: t('chats.close.failed'), message: errorMessage(error) });
        }
      },
    });

  const changeAgent = (chat: ChatResponse) =>
    overlays.open('change-chat-agent', { chat } satisfies ChangeAgentOverlayProps);

  return { confirmClose, changeAgent };
}
