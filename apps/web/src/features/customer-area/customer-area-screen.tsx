import { Badge, Stack, Tabs } from '@mantine/core';
import { IconBell, IconMessages, IconPackage } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useSearchParams } from 'react-router';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { LiveStatusBadge } from '../../components/live-status-badge.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { currentLanguage } from '../../lib/i18n/language.ts';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { displayName } from '../../lib/session/display-name.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useLiveCustomerArea } from './api/use-live-customer-area.ts';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { useShopperNotifications } from './api/use-shopper-notifications.ts';
import { ChatsSection } from './components/chats-section.tsx';
import { LiveChatDrawer } from './components/live-chat-drawer.tsx';
import { NotificationsSection } from './components/notifications-section.tsx';
import { OrdersSection } from './components/orders-section.tsx';
import { TranscriptDrawer } from './components/transcript-drawer.tsx';

const TABS = ['chats', 'orders', 'notifications'] as const;
type Tab = (typeof TABS)[number];

const DRAWERS = ['view', 'chat'] as const;

/** The section in the address (`?tab=chats|orders|notifications`); anything else is the chats. */
function useTab(): [Tab, (tab: Tab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = TABS.find((name) => name === raw) ?? 'chats';
  const change = useCallback(
    (next: Tab) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('tab', next);
        return updated;
      }),
    [setParams],
  );
  return [tab, change];
}

/**
 * `/customer`: the customer's chats with every brand (continue a live one in the brand's widget, `?chat=ID`; read a
 * closed one, `?view=ID`), orders, and notifications, kept live by the customer's socket.
 */
export function CustomerAreaScreen() {
  const { t, i18n } = useTranslation();
  const user = useSessionUser();
  const [tab, setTab] = useTab();
  const drawers = useDrawerParams(DRAWERS);
  const notifications = useShopperNotifications();
  useLiveCustomerArea();
  const unread = notifications.data?.pages[0]?.unread ?? 0;

  const continueChat = (chat: Pick<ChatResponse, 'id'>) => drawers.open('chat', chat.id);
  const readChat = (chat: Pick<ChatResponse, 'id'>) => drawers.open('view', chat.id);
  const openNotification = (notification: ShopperNotification) =>
    notification.kind === 'chat_closed'
      ? drawers.open('view', notification.chatId)
      : drawers.open('chat', notification.chatId);

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('customerArea.heading', { name: user ? displayName(user, currentLanguage(i18n)) : '' })}
        description={t('customerArea.subtitle')}
        actions={<LiveStatusBadge />}
      />
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)} keepMounted={false}>
        <Tabs.List aria-label={t('customerArea.tabs.label')} mb="md">
          <Tabs.Tab value="chats" leftSection={<IconMessages size={16} />}>
            {t('customerArea.tabs.chats')}
          </Tabs.Tab>
          <Tabs.Tab value="orders" leftSection={<IconPackage size={16} />}>
            {t('customerArea.tabs.orders')}
          </Tabs.Tab>
          <Tabs.Tab
            value="notifications"
            leftSection={<IconBell size={16} />}
            rightSection={
              unread > 0 ? (
                <Badge size="sm" color="red" circle aria-label={t('customerArea.tabs.unread', { total: unread })}>
                  {unread > 99 ? '99+' : unread}
                </Badge>
              ) : null
            }
          >
            {t('customerArea.tabs.notifications')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chats">
          <ChatsSection onContinue={continueChat} onRead={readChat} />
        </Tabs.Panel>
        <Tabs.Panel value="orders">
          <OrdersSection />
        </Tabs.Panel>
        <Tabs.Panel value="notifications">
          <NotificationsSection onOpen={openNotification} />
        </Tabs.Panel>
      </Tabs>
      <TranscriptDrawer id={drawers.idOf('view')} onClose={drawers.close} onWriteAgain={continueChat} />
      <LiveChatDrawer id={drawers.idOf('chat')} onClose={drawers.close} />
    </Stack>
  );
}
