import {
  ActionIcon,
  Button,
  Center,
  Divider,
  Group,
  Indicator,
  Loader,
  Popover,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { notifications as toasts } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconArrowBackUp,
  IconArrowsExchange,
  IconBell,
  IconClockExclamation,
  IconMessage,
  IconSend,
} from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import type { NotificationKind, NotificationResponse } from '@tawasul/contracts/chats';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../../lib/i18n/use-locale-path.ts';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useLiveNotifications, useMarkRead, useNotifications } from '../api/use-notifications.ts';
import classes from './notification-centre.module.css';
import { useNotificationText } from './notification-text.ts';

const LOOK: Record<NotificationKind, { icon: ReactNode; color: string }> = {
  chat_offered: { icon: <IconSend size={16} />, color: 'blue' },
  chat_reassigned: { icon: <IconArrowsExchange size={16} />, color: 'grape' },
  chat_transferred: { icon: <IconArrowsExchange size={16} />, color: 'indigo' },
  chat_reopened: { icon: <IconArrowBackUp size={16} />, color: 'teal' },
  critical_message: { icon: <IconAlertTriangle size={16} />, color: 'red' },
  agent_response_delay: { icon: <IconClockExclamation size={16} />, color: 'orange' },
  customer_message: { icon: <IconMessage size={16} />, color: 'violet' },
};

function Item({ item, onOpen }: { item: NotificationResponse; onOpen: (item: NotificationResponse) => void }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const text = useNotificationText();
  const look = LOOK[item.kind];
  const unread = item.readAt === null;
  return (
    <UnstyledButton
      className={classes.item}
      data-unread={unread || undefined}
      data-testid="notification-item"
      onClick={() => onOpen(item)}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" color={look.color} radius="xl" size="md">
          {look.icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={unread ? 600 : 400}>
            {text(item)}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDate(item.createdAt)}
          </Text>
        </Stack>
        {unread && <span className={classes.dot} role="img" aria-label={t('notifications.unread')} />}
      </Group>
    </UnstyledButton>
  );
}

/**
 * The header's bell (DESIGN.md section 4): the unread count, and in its popover the person's notifications in their
 * language, newest first and live; one opens its chat (`chatPath`) and is marked read, or all are marked read at once.
 */
export function NotificationCentre({ chatPath }: { chatPath: (chatId: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const errorMessage = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const list = useNotifications();
  useLiveNotifications();
  const markRead = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  const mark = (body: { ids: string[] } | { all: true }) =>
    markRead.mutate(body, {
      onError: (error) => toasts.show({ color: 'red', title: t('notifications.failed'), message: errorMessage(error) }),
    });
  const open = (item: NotificationResponse) => {
    if (item.readAt === null) mark({ ids: [item.id] });
    setOpened(false);
    if (item.chatId) void navigate(localePath(chatPath(item.chatId)));
  };

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      size={18}
      color="red"
      offset={6}
      disabled={unread === 0}
      data-testid="notification-count"
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={380}
        shadow="md"
        withArrow
        trapFocus
        returnFocus
        // The bell sits in the fixed header: its panel never has to hide for a target scrolled out of view.
        hideDetached={false}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={unread > 0 ? t('notifications.bellUnread', { total: unread }) : t('notifications.bell')}
            onClick={() => setOpened((current) => !current)}
            data-testid="notification-bell"
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} aria-labelledby={titleId}>
          <Group justify="space-between" px="md" py="sm" gap="xs">
            <Text fw={700} id={titleId}>
              {t('notifications.title')}
            </Text>
            <Button
              variant="subtle"
              size="compact-xs"
              disabled={unread === 0}
              loading={markRead.isPending}
              onClick={() => mark({ all: true })}
            >
              {t('notifications.markAllRead')}
            </Button>
          </Group>
          <Divider />
          {list.error ? (
            <Stack p="sm">
              <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />
            </Stack>
          ) : !list.data ? (
            <Center p="lg">
              <Loader size="sm" role="status" aria-label={t('common.loading')} />
            </Center>
          ) : items.length === 0 ? (
            <Text c="dimmed" ta="center" size="sm" p="lg">
              {t('notifications.empty')}
            </Text>
          ) : (
            <ScrollArea.Autosize mah={420} type="auto">
              <Stack gap={0} role="list">
                {items.map((item) => (
                  <div role="listitem" key={item.id}>
                    <Item item={item} onOpen={open} />
                  </div>
                ))}
              </Stack>
              {list.hasNextPage && (
                <Center p="xs">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    loading={list.isFetchingNextPage}
                    onClick={() => void list.fetchNextPage()}
                  >
                    {t('notifications.loadMore')}
                  </Button>
                </Center>
              )}
            </ScrollArea.Autosize>
          )}
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
