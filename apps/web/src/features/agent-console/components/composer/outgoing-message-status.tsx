import { Button, Group, Loader, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh, IconTrash } from '@tabler/icons-react';
import { useTranslation } from '../../../../lib/i18n/use-translation.tsx';
import { useErrorMessage } from '../../../../lib/forms/use-error-message.ts';
import { useOutgoingActions, useOutgoingMessage } from '../../api/use-send-message.ts';
import { addComposerTexts } from './composer-texts.ts';

/**
 * Under a message of the list: "Sending…" while the server has not stored it, "Not sent" with the reason, Retry
 * (the same id: stored once) and Discard when it failed; nothing once stored. For messages with `seq` 0.
 */
export function OutgoingMessageStatus({ chatId, messageId }: { chatId: string; messageId: string }) {
  const { t, i18n } = useTranslation();
  addComposerTexts(i18n);
  const errorMessage = useErrorMessage();
  const outgoing = useOutgoingMessage(chatId, messageId);
  const { retry, discard } = useOutgoingActions(chatId);
  if (!outgoing) return null;

  if (outgoing.status === 'sending') {
    return (
      <Group gap={6} wrap="nowrap" data-testid="message-sending">
        <Loader size={12} type="dots" />
        <Text size="xs" c="dimmed">
          {t('agentConsole.composer.sending')}
        </Text>
      </Group>
    );
  }

  return (
    <Group gap={6} wrap="wrap" role="alert" data-testid="message-not-sent">
      <IconAlertCircle size={14} color="var(--mantine-color-red-6)" aria-hidden />
      <Text size="xs" c="red" fw={500}>
        {t('agentConsole.composer.notSent')}
      </Text>
      <Text size="xs" c="dimmed">
        {errorMessage(outgoing.error)}
      </Text>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        leftSection={<IconRefresh size={12} />}
        onClick={() => retry(messageId)}
      >
        {t('agentConsole.composer.retry')}
      </Button>
      <Button
        size="compact-xs"
        variant="subtle"
        color="gray"
        leftSection={<IconTrash size={12} />}
        onClick={() => discard(messageId)}
      >
        {t('agentConsole.composer.discard')}
      </Button>
    </Group>
  );
}
