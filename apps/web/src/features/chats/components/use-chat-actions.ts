import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useCloseChat } from '../api/use-chat-mutations.ts';
import type { ChangeAgentOverlayProps } from './change-agent-overlay.tsx';

/** Close (asks first, then says how it went) and Change agent (the modal of the brand's agents). */
export function useChatActions() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const confirmAction = useConfirmAction();
  const close = useCloseChat();

  const confirmClose = (chat: ChatResponse) =>
    confirmAction({
      title: t('chats.close.title'),
      message: t('chats.close.message', { number: chat.number }),
      confirmLabel: t('chats.close.confirm'),
      danger: true,
      run: () => close.mutateAsync(chat.id),
      done: t('chats.close.closed', { number: chat.number }),
      failed: t('chats.close.failed'),
    });

  const changeAgent = (chat: ChatResponse) =>
    overlays.open('change-chat-agent', { chat } satisfies ChangeAgentOverlayProps);

  return { confirmClose, changeAgent };
}
