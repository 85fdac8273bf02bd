import { useQueries, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { AgentInboxResponse } from '@tawasul/contracts/chats';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { setTitleCount } from '../../../lib/platform/title-count.ts';
import { useSocketEvent } from '../../../lib/realtime/use-socket-event.ts';
import { useClock } from '../../../lib/time/clock-context.tsx';
import { chatMessagesQuery } from '../api/use-chat-messages.ts';
import { isShopperMessage } from '../../../components/chat/message-rules.ts';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import { unreadCount } from '../components/inbox-items.tsx';
import { playTone, showDesktopNotification } from '../components/offer-alerts.ts';

/** One message alert per chat at most this often: a shopper typing in bursts makes one sound, not ten. */
const MESSAGE_ALERT_GAP_MS = 10_000;

function usePageVisible(): boolean {
  return useSyncExternalStore(
    (notify) => {
      document.addEventListener('visibilitychange', notify);
      return () => document.removeEventListener('visibilitychange', notify);
    },
    () => document.visibilityState === 'visible',
    () => true,
  );
}

/**
 * What asks for the agent's attention beyond the inbox: the unread total in the tab's title and on its icon (unread
 * shopper messages of the open chats, and offers), and a sound and a browser notification, each as the agent chose
 * (alert-preferences.ts), for a shopper's message in one's own chat while the tab is hidden, a critical word in
 * one's chat, and a chat transferred to one. Offers alert through the offer actions.
 */
export function useConsoleAlerts(options: {
  inbox: AgentInboxResponse | undefined;
  meId: string | undefined;
  selectedId: string | null;
  select: (chatId: string) => void;
}): number {
  const { inbox, meId, selectedId, select } = options;
  const { t } = useTranslation();
  const localized = useLocalized();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const clock = useClock();
  const queryClient = useQueryClient();
  const visible = usePageVisible();

  const open = inbox?.open ?? [];
  const offered = inbox?.offered ?? [];
  const cached = useQueries({ queries: open.map((chat) => chatMessagesQuery(queryClient, chat.id)) });
  // The chat on screen is being read while the page is visible; hidden, its new messages count too.
  const total =
    offered.length +
    open.reduce(
      (sum, chat, index) => sum + (visible && chat.id === selectedId ? 0 : unreadCount(chat, cached[index]?.data)),
      0,
    );
  useEffect(() => setTitleCount(total), [total]);
  useEffect(() => () => setTitleCount(0), []);

  // The chats the agent already had (offered or open) as of the last render: one that turns up open without having
  // been offered was transferred to the agent.
  const known = useRef<Set<string> | null>(null);
  useEffect(() => {
    if (inbox) known.current = new Set([...inbox.offered, ...inbox.open].map((chat) => chat.id));
  }, [inbox]);
  const lastMessageAlert = useRef(new Map<string, number>());

  useSocketEvent('message:created', (message) => {
    if (message.internal || !isShopperMessage(message) || document.visibilityState !== 'hidden') return;
    const chat = inbox?.open.find((item) => item.id === message.chatId);
    if (!chat || chat.agent?.id !== meId) return;
    const now = clock.now();
    const last = lastMessageAlert.current.get(chat.id);
    if (last !== undefined && now - last < MESSAGE_ALERT_GAP_MS) return;
    lastMessageAlert.current.set(chat.id, now);
    const name = shopperName(chat.shopper);
    playTone('message');
    showDesktopNotification(
      'message',
      t('agentConsole.alerts.messageTitle', { name, number: chatNumber(chat) }),
      message.body || t('agentConsole.inbox.attachment'),
      `message-${chat.id}`,
      () => select(chat.id),
    );
  });

  useSocketEvent('critical:created', (critical) => {
    const mine = [...(inbox?.open ?? []), ...(inbox?.offered ?? [])].some((chat) => chat.id === critical.chatId);
    if (!mine) return;
    const title = t('agentConsole.alerts.criticalTitle', {
      title: localized(critical.titleEn, critical.titleAr) || critical.word,
      number: critical.chatNumber,
    });
    const body = localized(critical.descriptionEn, critical.descriptionAr) || critical.excerpt;
    playTone('critical');
    notifications.show({ id: `console-critical-${critical.id}`, color: 'red', title, message: body });
    showDesktopNotification('critical', title, body, `critical-${critical.id}`, () => select(critical.chatId));
  });

  useSocketEvent('chat:updated', (chat) => {
    if (!known.current || !meId || chat.agent?.id !== meId || chat.status !== 'open') return;
    if (known.current.has(chat.id)) return;
    known.current.add(chat.id);
    const title = t('agentConsole.alerts.transferTitle', { number: chatNumber(chat) });
    const body = t('agentConsole.alerts.transferBody', { name: shopperName(chat.shopper) });
    playTone('transfer');
    notifications.show({ id: `console-transfer-${chat.id}`, color: 'violet', title, message: body });
    showDesktopNotification('transfer', title, body, `transfer-${chat.id}`, () => select(chat.id));
  });

  return total;
}
