import { Badge, Box, Button, Card, Group, ScrollArea, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconCoffee, IconUserShare } from '@tabler/icons-react';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useNow } from '../../../lib/time/use-now.ts';
import { useChatQueue } from '../api/use-chat-queue.ts';

/** The queue's list: its head and three waiting chats, the rest a scroll away (a skeleton or a line until then). */
const QUEUE_HEIGHT = 190;

/** "45 s", "3 min", "1 h 5 min": how long a shopper has waited, in the reader's language. */
function useWaited(): (milliseconds: number) => string {
  const { t } = useTranslation();
  return (milliseconds) => {
    const seconds = Math.max(0, Math.floor(milliseconds / 1000));
    if (seconds < 60) return t('chats.queue.seconds', { count: seconds });
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60) return t('chats.queue.minutes', { count: minutes });
    return t('chats.queue.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  };
}

/**
 * Chat Management's queue (issue 21 item 1, decision 029): the chats nobody has accepted yet, oldest first, with
 * their place, how long each has waited (live on the app's clock) and whether it rings at an agent; Assign opens the
 * change of agent (which asks before giving a chat to an offline agent).
 */
export function ChatQueueCard({
  brandId,
  withBrand,
  brandName,
  agentName,
  onAssign,
}: {
  brandId: string | undefined;
  withBrand: boolean;
  brandName: (chat: ChatResponse) => string;
  agentName: (agent: NonNullable<ChatResponse['agent']>) => string;
  onAssign: (chat: ChatResponse) => void;
}) {
  const { t } = useTranslation();
  const queue = useChatQueue(brandId);
  const now = useNow(1_000);
  const waited = useWaited();
  const items = queue.data?.items ?? [];

  let body;
  if (queue.isPending) {
    body = (
      <Stack gap="xs" data-testid="chat-queue-loading" role="status" aria-label={t('chats.queue.loading')}>
        <Skeleton height={28} />
        <Skeleton height={28} />
        <Skeleton height={28} />
      </Stack>
    );
  } else if (!queue.data) {
    body = <ErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />;
  } else if (items.length === 0) {
    body = (
      <Group gap="xs" c="dimmed" justify="center" h="100%" data-testid="chat-queue-empty">
        <IconCoffee size={18} stroke={1.5} />
        <Text size="sm">{t('chats.queue.empty')}</Text>
      </Group>
    );
  } else {
    body = (
      <ScrollArea h={QUEUE_HEIGHT} type="auto">
        <Table verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>{t('chats.queue.position')}</Table.Th>
              <Table.Th>{t('chats.columns.customer')}</Table.Th>
              {withBrand && <Table.Th>{t('chats.columns.brand')}</Table.Th>}
              <Table.Th>{t('chats.queue.waited')}</Table.Th>
              <Table.Th>{t('chats.columns.status')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map(({ position, chat }) => (
              <Table.Tr key={chat.id} data-testid="chat-queue-row" data-chat-id={chat.id}>
                <Table.Td>
                  <Badge size="sm" variant="filled" color="violet">
                    {position}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" fw={600} dir="auto">
                    {chat.shopper.name || chat.shopper.phone || t('chats.guest')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('chats.number', { number: chat.number })}
                  </Text>
                </Table.Td>
                {withBrand && <Table.Td>{brandName(chat)}</Table.Td>}
                <Table.Td>
                  <Text size="sm" c="orange" fw={500} data-testid="chat-queue-waited">
                    {waited(now - Date.parse(chat.waitingSince ?? chat.startedAt))}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {chat.status === 'pending_acceptance' && chat.agent
                      ? t('chats.queue.ringing', { name: agentName(chat.agent) })
                      : t('chats.status.waiting_for_agent')}
                  </Text>
                </Table.Td>
                <Table.Td ta="end">
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconUserShare size={14} />}
                    onClick={() => onAssign(chat)}
                    aria-label={t('chats.queue.assignLabel', { number: chat.number })}
                  >
                    {t('chats.queue.assign')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    );
  }

  return (
    <Card withBorder padding="md" component="section" aria-label={t('chats.queue.title')} data-testid="chat-queue">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h5">
          {t('chats.queue.title')}
        </Title>
        <Badge variant="light" color={items.length > 0 ? 'orange' : 'gray'} data-testid="chat-queue-count">
          {t('chats.queue.count', { count: items.length })}
        </Badge>
      </Group>
      {/* One height whatever it holds, so that the screen below never jumps as the queue loads or changes. */}
      <Box h={QUEUE_HEIGHT}>{body}</Box>
    </Card>
  );
}
