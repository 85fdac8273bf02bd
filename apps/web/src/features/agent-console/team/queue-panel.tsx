import { Alert, Badge, Button, Center, Group, Loader, ScrollArea, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertOctagon, IconCoffee, IconPlugConnectedX } from '@tabler/icons-react';
import type { ChatResponse, QueueEntry } from '@tawasul/contracts/chats';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useNow } from '../../../lib/time/use-now.ts';
import { useShortDuration } from '../components/console-texts.ts';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import classes from '../components/agent-console.module.css';
import { useTakeChat, type useQueue } from './use-queue.ts';

/** Why the agent may not take a chat now, or null when it may. */
function useTakeBlock(queue: { canTake: boolean; load: number; maxLoad: number }): string | null {
  const { t } = useTranslation();
  if (queue.canTake) return null;
  return queue.load >= queue.maxLoad
    ? t('agentConsole.queue.atCapacity', { load: queue.load, count: queue.maxLoad })
    : t('agentConsole.queue.offline');
}

function QueueItem({
  entry,
  now,
  agentId,
  blocked,
  taking,
  onTake,
}: {
  entry: QueueEntry;
  now: number;
  agentId: string;
  blocked: boolean;
  taking: string | null;
  onTake: (chat: ChatResponse) => void;
}) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const duration = useShortDuration();
  const localized = useLocalized();
  const { chat, position } = entry;
  const since = chat.waitingSince ?? chat.startedAt;
  const ringing = chat.status === 'pending_acceptance' && chat.agent;
  return (
    <div className={classes.item} data-kind="queue" data-testid="queue-item" data-chat-id={chat.id}>
      <Stack gap={2} p="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Badge size="sm" variant="filled" color="violet" data-testid="queue-position" aria-hidden>
              {position}
            </Badge>
            <Text fw={600} size="sm" truncate dir="auto">
              {shopperName(chat.shopper)}
            </Text>
          </Group>
          <Text size="xs" c="orange" fw={500} data-testid="queue-waiting">
            {t('agentConsole.inbox.waiting', { time: duration(now - Date.parse(since)) })}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('agentConsole.queue.position', { position })} · {chatNumber(chat)}
        </Text>
        <Text size="sm" c="dimmed" lineClamp={1}>
          <bdi>{chat.lastMessage || t('agentConsole.inbox.noMessageYet')}</bdi>
        </Text>
        {ringing && (
          <Text size="xs" c="orange" data-testid="queue-ringing">
            {chat.agent?.id === agentId
              ? t('agentConsole.queue.offeredToYou')
              : t('agentConsole.queue.ringing', { name: localized(chat.agent?.name, chat.agent?.nameAr) })}
          </Text>
        )}
        <Group justify="flex-end" mt={4}>
          <Button
            size="compact-sm"
            color="green"
            onClick={() => onTake(chat)}
            loading={taking === chat.id}
            disabled={blocked || (taking !== null && taking !== chat.id)}
            aria-label={t('agentConsole.queue.takeLabel', { name: shopperName(chat.shopper), number: chat.number })}
          >
            {t('agentConsole.queue.take')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}

/**
 * The brand's queue in the console (issue 21, decision 029): every chat nobody has accepted, oldest first, with its
 * place and how long it has waited (live on the app's clock), and Take for an agent with room — disabled, with the
 * reason, while the agent is offline or at its maximum. A taken chat opens in the conversation.
 */
export function QueuePanel({
  queue,
  agentId,
  onTaken,
}: {
  queue: ReturnType<typeof useQueue>;
  agentId: string;
  onTaken: (chat: ChatResponse) => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const take = useTakeChat();
  const now = useNow(1_000);
  const block = useTakeBlock(queue.data ?? { canTake: true, load: 0, maxLoad: 1 });

  const onTake = (chat: ChatResponse) =>
    take.mutate(chat.id, {
      onSuccess: (taken) => {
        notifications.show({ color: 'green', message: t('agentConsole.queue.taken', { number: taken.number }) });
        onTaken(taken);
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: t('agentConsole.queue.takeFailed'), message: errorMessage(error) }),
    });

  if (queue.isPending) {
    return (
      <Center p="xl" data-testid="queue-loading" role="status" aria-label={t('agentConsole.queue.loading')}>
        <Loader size="sm" />
      </Center>
    );
  }
  if (!queue.data) {
    return (
      <Stack p="sm">
        <ErrorAlert error={queue.error} onRetry={() => void queue.refetch()} />
      </Stack>
    );
  }
  const { items } = queue.data;
  return (
    <ScrollArea className={classes.inboxScroll} type="auto" offsetScrollbars="y">
      <section aria-label={t('agentConsole.queue.title')} data-testid="queue-panel">
        {block && items.length > 0 && (
          <Alert
            m="sm"
            color={queue.data.load >= queue.data.maxLoad ? 'orange' : 'gray'}
            icon={
              queue.data.load >= queue.data.maxLoad ? <IconAlertOctagon size={18} /> : <IconPlugConnectedX size={18} />
            }
            data-testid="take-blocked"
          >
            {block}
          </Alert>
        )}
        {items.length === 0 ? (
          <Stack align="center" gap={4} px="md" py="xl" data-testid="queue-empty">
            <IconCoffee size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
            <Text size="sm" fw={600}>
              {t('agentConsole.queue.empty')}
            </Text>
            <Text size="xs" c="dimmed" ta="center">
              {t('agentConsole.queue.emptyHint')}
            </Text>
          </Stack>
        ) : (
          <Stack gap={0} pt="xs">
            {items.map((entry) => (
              <QueueItem
                key={entry.chat.id}
                entry={entry}
                now={now}
                agentId={agentId}
                blocked={block !== null}
                taking={take.isPending ? (take.variables ?? null) : null}
                onTake={onTake}
              />
            ))}
          </Stack>
        )}
      </section>
    </ScrollArea>
  );
}
