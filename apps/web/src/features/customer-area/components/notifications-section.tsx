import {
  ActionIcon,
  Button,
  Center,
  Group,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import { IconBell, IconCheck, IconLock, IconMessage, IconUserCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ShopperNotification, ShopperNotificationKind } from '@tawasul/contracts/widget';
import { EmptyPanel } from '../../../components/empty-panel.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import {
  useMarkShopperNotificationsRead,
  useShopperNotifications,
  type MarkReadBody,
} from '../api/use-shopper-notifications.ts';
import { useNotificationText } from './customer-texts.ts';
import classes from './notifications-section.module.css';

const LOOK: Record<ShopperNotificationKind, { icon: ReactNode; color: string }> = {
  agent_message: { icon: <IconMessage size={16} />, color: 'violet' },
  agent_assigned: { icon: <IconUserCheck size={16} />, color: 'green' },
  chat_closed: { icon: <IconLock size={16} />, color: 'gray' },
};

/** "Notifications": what the brands' agents did in the customer's chats, newest first, live; one opens its chat. */
export function NotificationsSection({ onOpen }: { onOpen: (notification: ShopperNotification) => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const text = useNotificationText();
  const list = useShopperNotifications();
  const markRead = useMarkShopperNotificationsRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const mark = (body: MarkReadBody) =>
    markRead.mutate(body, {
      onError: (error) =>
        toasts.show({ color: 'red', title: t('customerArea.notifications.failed'), message: errorMessage(error) }),
    });
  const open = (item: ShopperNotification) => {
    if (item.readAt === null) mark({ ids: [item.id] });
    onOpen(item);
  };

  if (list.error && !list.data) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) {
    return (
      <Stack gap="xs" aria-busy role="status" aria-label={t('common.loading')} data-testid="notifications-skeleton">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} height={52} radius="md" />
        ))}
      </Stack>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyPanel
        icon={<IconBell size={28} />}
        title={t('customerArea.notifications.empty')}
        description={t('customerArea.notifications.emptyHint')}
        testId="notifications-empty"
      />
    );
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" data-testid="notifications-unread">
          {t('customerArea.tabs.unread', { total: unread })}
        </Text>
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconCheck size={14} />}
          disabled={unread === 0}
          loading={markRead.isPending && 'all' in (markRead.variables ?? {})}
          onClick={() => mark({ all: true })}
        >
          {t('customerArea.notifications.markAllRead')}
        </Button>
      </Group>
      <ul className={classes.list} aria-label={t('customerArea.notifications.list')}>
        {items.map((item) => {
          const look = LOOK[item.kind];
          const isUnread = item.readAt === null;
          const sentence = text(item);
          return (
            <li
              key={item.id}
              className={classes.item}
              data-unread={isUnread || undefined}
              data-testid="customer-notification"
            >
              <UnstyledButton className={classes.open} onClick={() => open(item)}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <ThemeIcon variant="light" color={look.color} radius="xl" size="md">
                    {look.icon}
                  </ThemeIcon>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text size="sm" fw={isUnread ? 600 : 400}>
                      {sentence}
                    </Text>
                    {item.preview && (
                      <Text size="sm" c="dimmed" lineClamp={1} dir="auto">
                        {item.preview}
                      </Text>
                    )}
                    <Text size="xs" c="dimmed">
                      {formatDate(item.createdAt)}
                    </Text>
                  </Stack>
                </Group>
              </UnstyledButton>
              {isUnread && (
                <>
                  <span className={classes.dot} role="img" aria-label={t('customerArea.notifications.unread')} />
                  <Tooltip label={t('customerArea.notifications.markRead')} withArrow openDelay={300}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('customerArea.notifications.markReadLabel', { text: sentence })}
                      onClick={() => mark({ ids: [item.id] })}
                    >
                      <IconCheck size={16} />
                    </ActionIcon>
                  </Tooltip>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {list.hasNextPage && (
        <Center>
          <Button
            variant="subtle"
            size="compact-sm"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('customerArea.notifications.loadMore')}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
