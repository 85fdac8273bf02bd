import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useAcceptChat, useDeclineChat, useSetOnline } from '../api/use-chat-mutations.ts';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import {
  playOfferTone,
  prepareOfferAlerts,
  showOfferNotification,
  unlockOfferTone,
} from '../components/offer-alerts.ts';
import { focusComposer } from './focus-composer.ts';

export type PendingOffer = { chatId: string; action: 'accept' | 'decline' };

/**
 * What the agent does with offers: hearing one arrive (tone, toast, browser notification), accepting (the keyboard
 * then goes to the new chat's composer), declining, going online; and the "maximum reached" notice.
 */
export function useOfferActions(options: {
  selected: ChatResponse | undefined;
  selectedId: string | null;
  select: (chatId: string | null) => void;
  composerSlot: RefObject<HTMLDivElement | null>;
}) {
  const { selected, selectedId, select, composerSlot } = options;
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const [maxReached, setMaxReached] = useState(false);
  /** A chat just accepted: the keyboard goes to its composer once that has appeared. */
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const [pending, setPending] = useState<PendingOffer | null>(null);
  const accept = useAcceptChat();
  const decline = useDeclineChat();
  const setOnline = useSetOnline();

  const onOffer = useCallback(
    (chat: ChatResponse) => {
      playOfferTone();
      const name = shopperName(chat.shopper);
      notifications.show({
        color: 'orange',
        title: t('agentConsole.offer.toastTitle'),
        message: t('agentConsole.offer.toastMessage', { name, number: chatNumber(chat) }),
      });
      showOfferNotification(
        t('agentConsole.offer.notificationTitle', { number: chatNumber(chat) }),
        chat.lastMessage ? `${name}: ${chat.lastMessage}` : name,
        chat.id,
        () => select(chat.id),
      );
    },
    [t, shopperName, chatNumber, select],
  );

  // An agent already online when the page opens hears the first offer after any click or key press.
  useEffect(() => {
    const unlock = () => unlockOfferTone();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  const focusReady = focusOn !== null && selected?.id === focusOn && selected.status === 'open';
  useEffect(() => {
    if (!focusReady) return undefined;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      tries += 1;
      if (focusComposer(composerSlot.current) || tries > 60) setFocusOn(null);
      else frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [focusReady, composerSlot]);

  const onAccept = async (chat: ChatResponse) => {
    prepareOfferAlerts();
    setPending({ chatId: chat.id, action: 'accept' });
    try {
      await accept.mutateAsync(chat.id);
      setMaxReached(false);
      select(chat.id);
      setFocusOn(chat.id);
    } catch (error) {
      if (isHttpError(error) && error.code === 'CHAT_MAX_CONVERSATIONS_REACHED') setMaxReached(true);
      else
        notifications.show({ color: 'red', title: t('agentConsole.offer.acceptFailed'), message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  const onDecline = async (chat: ChatResponse) => {
    setPending({ chatId: chat.id, action: 'decline' });
    try {
      await decline.mutateAsync(chat.id);
      if (selectedId === chat.id) select(null);
      notifications.show({ message: t('agentConsole.offer.declined', { number: chatNumber(chat) }) });
    } catch (error) {
      notifications.show({ color: 'red', title: t('agentConsole.offer.declineFailed'), message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  const goOnline = () => {
    prepareOfferAlerts();
    setOnline.mutate(true);
  };

  return {
    onOffer,
    onAccept,
    onDecline,
    pending,
    maxReached,
    dismissMaxReached: () => setMaxReached(false),
    goOnline,
    goingOnline: setOnline.isPending,
  };
}
