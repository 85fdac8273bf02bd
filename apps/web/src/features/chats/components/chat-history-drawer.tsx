import { Alert, Button, Center, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useChat, useChatMessages } from '../api/use-chats.ts';
import { ChatStatusBadge } from './chat-status-badge.tsx';
import { useShopperName } from './chat-texts.ts';
import { ChatTranscript } from './chat-transcript.tsx';

interface ChatHistoryDrawerProps {
  id: string | null;
  onClose: () => void;
  onDetails: (chat: ChatResponse) => void;
  brandName: (chat: ChatResponse) => string;
}

/** `?history=ID`: the chat's transcript with its files and system events, read-only, growing live. */
export function ChatHistoryDrawer({ id, onClose, onDetails, brandName }: ChatHistoryDrawerProps) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const shown = useLastId(id);
  const chat = useChat(shown);
  const messages = useChatMessages(shown);
  const items = [...(messages.data?.pages ?? [])].reverse().flatMap((page) => page.items);
  const end = useRef<HTMLDivElement>(null);
  const latest = items.at(-1)?.id;
  // The newest message is in view when the drawer opens and when one arrives, not when earlier ones are loaded.
  useEffect(() => {
    if (latest) end.current?.scrollIntoView({ block: 'end' });
  }, [latest]);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      size="xl"
      title={chat.data ? t('chats.history.title', { number: chat.data.number }) : t('chats.actions.history')}
      loading={chat.isPending || messages.isPending}
      error={chat.error}
    >
      {chat.data && (
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Group gap="xs">
              <Text fw={600} dir="auto">
                {shopperName(chat.data.shopper)}
              </Text>
              <ChatStatusBadge status={chat.data.status} />
              <Text size="sm" c="dimmed">
                {brandName(chat.data)}
              </Text>
            </Group>
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconEye size={14} />}
              onClick={() => chat.data && onDetails(chat.data)}
            >
              {t('chats.actions.details')}
            </Button>
          </Group>
          <Alert variant="light" color="gray" icon={<IconLock size={16} />} p="xs">
            <Text size="xs">{t('chats.history.readOnly')}</Text>
          </Alert>
          {messages.error && <ErrorAlert error={messages.error} onRetry={() => void messages.refetch()} />}
          {messages.hasNextPage && (
            <Center>
              <Button
                variant="default"
                size="xs"
                onClick={() => void messages.fetchNextPage()}
                loading={messages.isFetchingNextPage}
              >
                {t('chats.history.loadEarlier')}
              </Button>
            </Center>
          )}
          <section aria-label={t('chats.history.transcript', { number: chat.data.number })}>
            {items.length === 0 && !messages.isPending ? (
              <Text c="dimmed" ta="center" py="xl">
                {t('chats.history.empty')}
              </Text>
            ) : (
              <ChatTranscript messages={items} shopperName={shopperName(chat.data.shopper)} />
            )}
            <div ref={end} />
          </section>
        </Stack>
      )}
    </DetailDrawer>
  );
}
