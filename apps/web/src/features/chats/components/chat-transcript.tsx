import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useSystemText } from './chat-texts.ts';
import { MessageAttachments } from './message-attachments.tsx';
import classes from './chat-transcript.module.css';

const isShopper = (message: MessageResponse) => message.author.kind === 'customer' || message.author.kind === 'guest';

/** A line of the system between the messages: closed, transferred, reopened … in the reader's language. */
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

function Bubble({ message, shopperName }: { message: MessageResponse; shopperName: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const shopper = isShopper(message);
  const deleted = message.deletedAt !== null;
  const author = shopper
    ? message.author.name || shopperName
    : localized(message.author.name, message.author.nameAr) || t(`chats.authors.${message.author.kind}`);
  return (
    <Box
      className={classes.row}
      data-side={shopper ? 'shopper' : 'team'}
      data-testid="chat-message"
      data-deleted={deleted || undefined}
    >
      <Stack gap={2} className={classes.column}>
        <Group gap={6} className={classes.meta}>
          <Text size="xs" fw={600}>
            {author}
          </Text>
          {message.kind === 'canned' && !deleted && (
            <Badge size="xs" variant="light" color="grape">
              {t('chats.history.canned')}
            </Badge>
          )}
        </Group>
        <Paper className={classes.bubble} data-side={shopper ? 'shopper' : 'team'} px="sm" py={6} radius="lg">
          {deleted ? (
            <Text size="sm" fs="italic" c="dimmed">
              {t('chats.history.deleted')}
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
          {message.editedAt && !deleted && ` · ${t('chats.history.edited')}`}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * The conversation as it happened, read-only: the shopper's messages at the start of the line, the team's at the
 * end, the system's lines between them, and "This message was deleted" where a message was removed.
 */
export function ChatTranscript({
  messages,
  shopperName,
}: {
  messages: readonly MessageResponse[];
  shopperName: string;
}) {
  return (
    <Stack gap="sm">
      {messages.map((message) =>
        message.kind === 'system' && message.systemKey ? (
          <SystemLine key={message.id} message={message} />
        ) : (
          <Bubble key={message.id} message={message} shopperName={shopperName} />
        ),
      )}
    </Stack>
  );
}
