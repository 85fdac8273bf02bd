import { Alert, Badge, Button, Group, Modal, Radio, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange, IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { TRANSFER_NOTE_MAX_LENGTH, type ChatResponse, type TransferTarget } from '@tawasul/contracts/chats';
import { UserAvatar } from '../../../components/avatar/user-avatar.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useTransferChat, useTransferTargets } from './use-transfer.ts';

function TargetCard({ target, name }: { target: TransferTarget; name: string }) {
  const { t } = useTranslation();
  return (
    <Radio.Card value={target.id} radius="md" p="sm" aria-label={name} data-testid="transfer-target">
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        <UserAvatar name={name} src={target.image} size="sm" />
        <Text size="sm" fw={600} truncate style={{ flex: 1 }} dir="auto">
          {name}
        </Text>
        <Badge size="sm" variant="light" color="gray">
          {t('agentConsole.transfer.load', { load: target.load, count: target.maxLoad })}
        </Badge>
      </Group>
    </Radio.Card>
  );
}

/**
 * Transfer in the conversation's header (issue 21, decision 029): choose an online agent of the brand, write a note
 * only staff see, confirm. The receiver gets it as an offer; here the chat leaves the inbox and the console returns to
 * it, with a toast naming who has it now.
 */
export function TransferButton({ chat, onTransferred }: { chat: ChatResponse; onTransferred: () => void }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const errorMessage = useErrorMessage();
  const [opened, setOpened] = useState(false);
  const [agentId, setAgentId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const targets = useTransferTargets(chat.id, opened);
  const nameOf = (target: TransferTarget) => localized(target.name, target.nameAr);
  const transfer = useTransferChat(() => {
    const target = targets.data?.find((item) => item.id === agentId);
    notifications.show({
      color: 'green',
      message: t('agentConsole.transfer.done', { number: chat.number, name: target ? nameOf(target) : '' }),
    });
    onTransferred();
  });

  const close = () => {
    setOpened(false);
    setAgentId(null);
    setNote('');
    transfer.reset();
  };
  const submit = () => {
    const target = targets.data?.find((item) => item.id === agentId);
    if (!target) return;
    transfer.mutate(
      { chatId: chat.id, agentId: target.id, note: note.trim() },
      { onError: () => void targets.refetch() },
    );
  };

  return (
    <>
      <Button
        variant="default"
        leftSection={<IconArrowsExchange size={16} />}
        onClick={() => setOpened(true)}
        data-testid="transfer-chat"
      >
        {t('agentConsole.transfer.action')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('agentConsole.transfer.title', { number: chat.number })}
        closeButtonProps={{ 'aria-label': t('common.actions.close') }}
        size="md"
      >
        <Stack gap="sm" data-testid="transfer-dialog">
          <Text size="sm" c="dimmed">
            {t('agentConsole.transfer.intro')}
          </Text>
          {targets.isPending ? (
            <Stack gap="xs" role="status" aria-label={t('agentConsole.transfer.loading')}>
              <Skeleton height={44} />
              <Skeleton height={44} />
            </Stack>
          ) : targets.isError ? (
            <ErrorAlert error={targets.error} onRetry={() => void targets.refetch()} />
          ) : targets.data.length === 0 ? (
            <Alert color="gray" icon={<IconUsersGroup size={18} />} data-testid="transfer-no-targets">
              {t('agentConsole.transfer.noTargets')}
            </Alert>
          ) : (
            <Radio.Group value={agentId} onChange={setAgentId} label={t('agentConsole.transfer.agent')}>
              <Stack gap="xs" mt={6}>
                {targets.data.map((target) => (
                  <TargetCard key={target.id} target={target} name={nameOf(target)} />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label={t('agentConsole.transfer.note')}
            placeholder={t('agentConsole.transfer.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={TRANSFER_NOTE_MAX_LENGTH}
            autosize
            minRows={2}
            maxRows={5}
            description={`${note.length}/${TRANSFER_NOTE_MAX_LENGTH}`}
          />
          {transfer.isError && (
            <Alert color="red" title={t('agentConsole.transfer.failed')} role="alert" data-testid="transfer-error">
              {errorMessage(transfer.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              {t('common.actions.cancel')}
            </Button>
            <Button onClick={submit} disabled={!agentId} loading={transfer.isPending}>
              {t('agentConsole.transfer.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
