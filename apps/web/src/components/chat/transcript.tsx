import { Box, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { useFormatDate } from '../../lib/i18n/use-localized.ts';
import type { ChatTexts } from './chat-texts.ts';
import { MessageAttachments } from './message-attachments.tsx';
import { MessageContent, SystemLine } from './message-parts.tsx';
import { optimizedPicture } from './optimized-picture.tsx';
import classes from './transcript.module.css';

/** What one surface makes of a chat's messages: whose side each is on, who wrote it, and the system's lines. */
export interface TranscriptReader {
  texts: ChatTexts;
  /** The reader's own side, shown at the end of the line: the team in the back office, the customer in their area. */
  isMine(message: MessageResponse): boolean;
  /** Who wrote a message, as the reader names them. */
  authorOf(message: MessageResponse): string;
  /** Marks beside the author (the back office's "Canned response" and "Internal note"). */
  badgesOf?(message: MessageResponse): ReactNode;
  /** A system message (closed, transferred, reopened …) in the reader's words. */
  systemText(message: Pick<MessageResponse, 'systemKey' | 'systemParams'>): string;
}

function Bubble({ message, reader }: { message: MessageResponse; reader: TranscriptReader }) {
  const formatDate = useFormatDate();
  const side = reader.isMine(message) ? 'mine' : 'theirs';
  const deleted = message.deletedAt !== null;
  return (
    <Box
      className={classes.row}
      data-side={side}
      data-testid="chat-message"
      data-deleted={deleted || undefined}
      data-note={message.internal || undefined}
    >
      <Stack gap={2} className={classes.column}>
        <Group gap={6} className={classes.meta}>
          <Text size="xs" fw={600} dir="auto">
            {reader.authorOf(message)}
          </Text>
          {reader.badgesOf?.(message)}
        </Group>
        <Paper
          className={classes.bubble}
          data-side={side}
          data-note={message.internal || undefined}
          px="sm"
          py={6}
          radius="lg"
        >
          <MessageContent
            message={message}
            deletedText={reader.texts.deleted}
            deletedProps={{ c: 'dimmed' }}
            bodyClassName={classes.body}
            attachments={
              <MessageAttachments
                attachments={message.attachments}
                texts={reader.texts}
                renderPicture={optimizedPicture}
              />
            }
          />
        </Paper>
        <Text size="xs" c="dimmed" className={classes.meta}>
          <time dateTime={message.createdAt}>{formatDate(message.createdAt)}</time>
          {message.editedAt && !deleted && ` · ${reader.texts.edited}`}
        </Text>
      </Stack>
    </Box>
  );
}

/**
 * A past chat, read-only, as Chat Management and the customer area show it: the reader's side at the end of the
 * line, the other at the start, the system's lines between them, files, and "This message was deleted" where a
 * message was removed. Unlike `message-attachments.tsx`, not for the widget: it formats dates with the app's
 * translator.
 */
export function Transcript({ messages, reader }: { messages: readonly MessageResponse[]; reader: TranscriptReader }) {
  const formatDate = useFormatDate();
  return (
    <Stack gap="sm">
      {messages.map((message) =>
        message.kind === 'system' && message.systemKey ? (
          <SystemLine
            key={message.id}
            message={message}
            text={reader.systemText(message)}
            time={formatDate(message.createdAt)}
            className={classes.system}
          />
        ) : (
          <Bubble key={message.id} message={message} reader={reader} />
        ),
      )}
    </Stack>
  );
}
