import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  Progress,
  Radio,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse, EligibleAgent } from '@tawasul/contracts/chats';
import { UserAvatar } from '../../../components/avatar/user-avatar.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import type { OverlayProps } from '../../../lib/overlays/overlay-manager.tsx';
import { useAgentOptions } from '../api/use-agent-options.ts';
import { useChangeAgent } from '../api/use-chat-mutations.ts';
import { useEligibleAgents } from '../api/use-chats.ts';
import { canChangeAgent } from './chat-rules.ts';

export interface ChangeAgentOverlayProps {
  chat: ChatResponse;
}

const isFull = (agent: EligibleAgent) => !agent.current && agent.load >= agent.maxLoad;

function AgentCard({ agent, name }: { agent: EligibleAgent; name: string }) {
  const { t } = useTranslation();
  const full = isFull(agent);
  const percent = agent.maxLoad > 0 ? Math.min(100, (agent.load / agent.maxLoad) * 100) : 100;
  return (
    <Radio.Card
      value={agent.id}
      disabled={full || agent.current}
      radius="md"
      p="sm"
      data-testid="eligible-agent"
      aria-label={name}
      style={{ opacity: full ? 0.6 : 1 }}
    >
      <Group wrap="nowrap" gap="sm" align="center">
        <Radio.Indicator disabled={full || agent.current} />
        <UserAvatar name={name} src={agent.image} size="md" />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            <Badge
              size="xs"
              variant="light"
              color={agent.online ? 'green' : 'gray'}
              leftSection={<span aria-hidden>●</span>}
            >
              {agent.online ? t('common.status.online') : t('common.status.offline')}
            </Badge>
            {agent.current && (
              <Badge size="xs" variant="outline" color="violet">
                {t('chats.changeAgent.current')}
              </Badge>
            )}
            {full && (
              <Badge size="xs" variant="light" color="red">
                {t('chats.changeAgent.full')}
              </Badge>
            )}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Progress
              value={percent}
              color={full ? 'red' : percent >= 75 ? 'orange' : 'violet'}
              size="sm"
              style={{ flex: 1 }}
              aria-hidden
            />
            <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              {t('chats.changeAgent.load', { load: agent.load, count: agent.maxLoad })}
            </Text>
          </Group>
        </Stack>
      </Group>
    </Radio.Card>
  );
}

/**
 * Change agent (registered as `change-chat-agent`): the brand's agents with their presence and load, the full ones
 * unavailable; the server's refusal (the agent filled up meanwhile) is shown in the modal, which stays open.
 */
export function ChangeAgentOverlay({ opened, close, chat }: OverlayProps & ChangeAgentOverlayProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const agents = useEligibleAgents(chat.id);
  // The agents' names in the reader's language (the loads come in English).
  const { names } = useAgentOptions(chat.brandId);
  const { isolate } = useIsolate();
  const change = useChangeAgent();
  const [chosen, setChosen] = useState<string | null>(null);
  const allowed = canChangeAgent(chat);
  const target = agents.data?.find((agent) => agent.id === chosen);
  // An offline agent may be given a chat, but only once the manager confirms it knows the agent is away.
  const [offlineConfirmed, setOfflineConfirmed] = useState(false);
  const needsConfirmation = target !== undefined && !target.online && !offlineConfirmed;

  const assign = async () => {
    if (!target) return;
    try {
      await change.mutateAsync({ chatId: chat.id, agentId: target.id });
      notifications.show({
        color: 'green',
        message: t('chats.changeAgent.changed', {
          number: chat.number,
          name: isolate(names.get(target.id) ?? target.name),
        }),
      });
      close();
    } catch {
      // Shown in the modal below; the loads are read again, since the refusal usually means they changed.
      void agents.refetch();
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('chats.changeAgent.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          {t('chats.changeAgent.description', { number: chat.number })}
        </Text>
        {!allowed && (
          <Alert color="yellow" variant="light" icon={<IconAlertCircle size={18} />}>
            {t('chats.changeAgent.notAllowed')}
          </Alert>
        )}
        {change.error && (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('chats.changeAgent.failed')}
            role="alert"
            data-testid="change-agent-error"
          >
            {errorMessage(change.error)}
          </Alert>
        )}
        {agents.error ? (
          <ErrorAlert error={agents.error} onRetry={() => void agents.refetch()} />
        ) : !agents.data ? (
          <Stack gap="xs" role="status" aria-busy aria-label={t('common.loading')}>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={64} radius="md" />
            ))}
          </Stack>
        ) : agents.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            {t('chats.changeAgent.empty')}
          </Text>
        ) : (
          <Radio.Group
            value={chosen}
            onChange={(value) => {
              setChosen(value);
              setOfflineConfirmed(false);
              change.reset();
            }}
            label={t('chats.changeAgent.agents')}
          >
            <ScrollArea.Autosize mah={360} mt="xs" type="auto">
              <Stack gap="xs">
                {agents.data.map((agent) => (
                  <AgentCard key={agent.id} agent={agent} name={names.get(agent.id) ?? agent.name} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Radio.Group>
        )}
        {target && !target.online && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertCircle size={18} />}
            title={t('chats.changeAgent.offlineTitle', { name: isolate(names.get(target.id) ?? target.name) })}
            data-testid="offline-agent-warning"
          >
            <Stack gap="xs">
              <Text size="sm">{t('chats.changeAgent.offlineWarning')}</Text>
              <Checkbox
                checked={offlineConfirmed}
                onChange={(event) => setOfflineConfirmed(event.currentTarget.checked)}
                label={t('chats.changeAgent.offlineConfirm')}
              />
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={change.isPending}>
            {t('common.actions.cancel')}
          </Button>
          <Button
            onClick={() => void assign()}
            loading={change.isPending}
            disabled={!target || !allowed || needsConfirmation}
          >
            {t('chats.changeAgent.assign')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
