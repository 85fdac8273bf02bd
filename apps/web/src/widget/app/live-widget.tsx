import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { useConnectionState, useWidgetLive } from '../api/use-widget-live.ts';
import { isReading } from './use-reading.ts';
import { useIdentity, useWidget, useWidgetSocketEvent } from './widget-context.tsx';
import { useWidgetText } from './widget-i18n.ts';

/**
 * Live parts that exist while there is a shopper (loaded with TanStack Query, after the first view): messages and
 * chat changes reach the caches on every view, and the shopper's notifications become toasts and the loader's unread
 * count — unless the shopper is reading that very chat.
 */
export function LiveWidget() {
  const { t, isolate, language } = useWidgetText();
  const { unread, view, navigate, toasts } = useWidget();
  const identity = useIdentity();
  const queryClient = useQueryClient();
  const state = useConnectionState();
  useWidgetLive();

  // A refused handshake may be a token the server no longer takes: an API call settles it (a 401 signs out).
  const hasToken = identity.kind === 'guest' || identity.kind === 'customer';
  useEffect(() => {
    if (state === 'refused' && hasToken) void queryClient.invalidateQueries({ queryKey: ['widget', 'active-chat'] });
  }, [state, hasToken, queryClient]);

  useWidgetSocketEvent('shopper:notification', (notification: ShopperNotification) => {
    const readingIt = view.name === 'chat' && view.chatId === notification.chatId && isReading();
    if (readingIt || !unread.add(notification)) return;
    const agentName = (language === 'ar' && notification.agentNameAr) || notification.agentName;
    const name = agentName ? isolate(agentName) : null;
    const open = () => navigate({ name: 'chat', chatId: notification.chatId });
    if (notification.kind === 'agent_assigned') {
      toasts.show({
        message: name
          ? t('widget.notifications.agentAssigned', { name })
          : t('widget.notifications.agentAssignedAnonymous'),
        onOpen: open,
      });
    } else if (notification.kind === 'agent_message') {
      toasts.show({
        title: name
          ? t('widget.notifications.agentMessage', { name })
          : t('widget.notifications.agentMessageAnonymous'),
        message: notification.preview ?? '',
        onOpen: open,
      });
    } else {
      toasts.show({ message: t('widget.notifications.chatClosed'), onOpen: open });
    }
  });

  return null;
}
