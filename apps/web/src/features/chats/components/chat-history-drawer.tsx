import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconEye, IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { PagedTranscript } from '../../../components/chat/paged-transcript.tsx';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useChat, useChatMessages } from '../api/use-chats.ts';
import { ChatStatusBadge } from './chat-status-badge.tsx';
import { useShopperName } from '../../../components/chat/use-chat-words.ts';
import { useChatReader } from './chat-transcript.tsx';

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
  const reader = useChatReader(chat.data ? shopperName(chat.data.shopper) : '');
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
          <PagedTranscript
            messages={messages}
            reader={reader}
            labels={{
              region: t('chats.history.transcript', { number: chat.data.number }),
              loadEarlier: t('chats.history.loadEarlier'),
              empty: t('chats.history.empty'),
            }}
          />
        </Stack>
      )}
    </DetailDrawer>
  );
}
