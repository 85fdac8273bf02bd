import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconLock, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { PagedTranscript } from '../../../components/chat/paged-transcript.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useChatTranscript, useShopperChat } from '../api/use-shopper-chats.ts';
import { ChatStatusBadge } from './chat-status-badge.tsx';
import { useBrandName } from './customer-texts.ts';
import { useCustomerReader } from './transcript.tsx';

interface TranscriptDrawerProps {
  id: string | null;
  onClose: () => void;
  /** Writing again reopens a closed chat: it continues in the brand's widget. */
  onWriteAgain: (chat: ChatResponse) => void;
}

/** `?view=ID`: a chat's transcript, read-only, latest messages first in view and earlier ones a click away. */
export function TranscriptDrawer({ id, onClose, onWriteAgain }: TranscriptDrawerProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const brandName = useBrandName();
  const shown = useLastId(id);
  const chat = useShopperChat(shown);
  const messages = useChatTranscript(shown);
  const data = chat.data;
  const brand = data ? brandName(data) : '';
  const reader = useCustomerReader(brand);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      size="lg"
      title={data ? t('customerArea.transcript.title', { number: data.number, brand }) : t('customerArea.chats.read')}
      loading={chat.isPending || messages.isPending}
      error={chat.error}
    >
      {data && (
        <Stack gap="md">
          <Group gap="xs">
            <ChatStatusBadge status={data.status} />
            <Text size="sm" c="dimmed">
              {t('customerArea.transcript.startedAt', { date: formatDate(data.startedAt) })}
            </Text>
            {data.closedAt && (
              <Text size="sm" c="dimmed">
                {t('customerArea.transcript.closedAt', { date: formatDate(data.closedAt) })}
              </Text>
            )}
          </Group>
          {data.status === 'closed' && (
            <Alert variant="light" color="gray" icon={<IconLock size={16} />} p="xs">
              <Group justify="space-between" gap="xs">
                <Text size="xs" style={{ flex: 1, minWidth: 200 }}>
                  {t('customerArea.transcript.readOnly')}
                </Text>
                <Button
                  size="compact-sm"
                  leftSection={<IconMessageCircle size={14} />}
                  onClick={() => onWriteAgain(data)}
                >
                  {t('customerArea.transcript.writeAgain')}
                </Button>
              </Group>
            </Alert>
          )}
          <PagedTranscript
            messages={messages}
            reader={reader}
            labels={{
              region: t('customerArea.transcript.messages', { number: data.number }),
              loadEarlier: t('customerArea.transcript.loadEarlier'),
              empty: t('customerArea.transcript.empty'),
            }}
          />
        </Stack>
      )}
    </DetailDrawer>
  );
}
