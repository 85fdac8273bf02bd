import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useSystemText } from './customer-texts.ts';
import { MessageAttachments } from './message-attachments.tsx';
import classes from './transcript.module.css';

const isMine = (message: MessageResponse) => message.author.kind === 'customer' || message.author.kind === 'guest';

/** A line of the system between the messages (closed, transferred, reopened …), in the reader's language. */
function SystemLine({ message }: { message: MessageResponse }) {
  const formatDate = useFormatDate();
  const systemText = useSystemText();
  return (
    <Group justify="center" data-testid="system-message" data-key={message.systemKey}>
      <Paper className={classes.system} px="sm" py={4} radius="xl">
        <Group gap={8} justify="center" wrap="wrap">
          <Text size="xs" c="dimmed" fw={500}>
            {systemText(message)}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {formatDate(message.createdAt)}
          </Text>
        </Group>
      </Paper>
    </Group>
  );
}

function Bubble({ message, brandName }: { message: MessageResponse; brandName: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const mine = isMine(message);
  const side = mine ? 'mine' : 'theirs';
  const deleted = message.deletedAt !== null;
  const author = mine
    ? t('customerArea.transcript.you')
    : message.author.kind === 'system'
      ? // The brand's own words (welcome and waiting messages) carry no person.
        brandName
      : // The agent's Arabic name in Arabic, when it has one.
        localized(message.author.name, message.author.nameAr) ||
        (message.author.kind === 'agent' ? t('customerArea.transcript.agent') : t('customerArea.transcript.team'));
  return (
    <Box className={classes.row} data-side={side} data-testid="chat-message" data-deleted={deleted || undefined}>
      <Stack gap={2} className={classes.column}>
        <Text size="xs" fw={600} className={classes.meta} dir="auto">
          {author}
        </Text>
        <Paper className={classes.bubble} data-side={side} px="sm" py={6} radius="lg">
          {deleted ? (
            <Text size="sm" fs="italic" c="dimmed">
              {t('customerArea.transcript.deleted')}
            </Text>
          ) : (
            <Stack gap={6}>
              {message.body && (
                <Text size="sm" dir="auto" className={classes.body}>
                  {message.body}
                </Text>
              )}
              <MessageAttachments attachments={message.attachments} />
            </Stack>
          )}
        </Paper>
        <Text size="xs" c="dimmed" className={classes.meta}>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
          {message.editedAt && !deleted && ` · ${t('customerArea.transcript.edited')}`}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * A chat as the customer lived it, read-only: its own messages at the end of the line, the brand's at the start, the
 * system's lines between them (worded for the customer), files and canned responses with their media, and "This
 * message was deleted" where a message was removed.
 */
export function Transcript({ messages, brandName }: { messages: readonly MessageResponse[]; brandName: string }) {
  return (
    <Stack gap="sm">
      {messages.map((message) =>
        message.kind === 'system' && message.systemKey ? (
          <SystemLine key={message.id} message={message} />
        ) : (
          <Bubble key={message.id} message={message} brandName={brandName} />
        ),
      )}
    </Stack>
  );
}
