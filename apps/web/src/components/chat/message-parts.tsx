import { Box, Group, Paper, Stack, Text, type BoxProps, type ElementProps, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { IconCheck, IconChecks, IconClock } from '../icons/outline-icons.tsx';
import type { Delivery } from './message-rules.ts';

/**
 * The pieces of a message that every chat surface draws alike: the agent console, the widget and the read-only
 * transcripts. Mantine and the outline icons only, and no translator: the widget's page imports this file too.
 */

/** A line of the system between the messages (closed, transferred, reopened …), already in the reader's words. */
export function SystemLine({
  message,
  text,
  time,
  className,
}: {
  message: MessageResponse;
  text: string;
  time: string;
  className?: string;
}) {
  return (
    <Group justify="center" data-testid="system-message" data-key={message.systemKey}>
      <Paper className={className} px="sm" py={4} radius="xl">
        <Group gap={8} justify="center" wrap="wrap">
          <Text size="xs" c="dimmed" fw={500}>
            {text}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {time}
          </Text>
        </Group>
      </Paper>
    </Group>
  );
}

interface MessageContentProps {
  message: MessageResponse;
  /** "This message was deleted", in place of a removed message's text and files. */
  deletedText: string;
  /** The message's files as the surface shows them (`MessageAttachments` with its texts). */
  attachments: ReactNode;
  /** The surface's form to change the text, while its writer edits it. */
  editForm?: ReactNode;
  /** How the surface sets the text and the deleted line apart (its class, its colours). */
  bodyClassName?: string;
  deletedProps?: TextProps;
}

/** What a bubble holds: the text and the files, the edit form in their place, or the deleted line. */
export function MessageContent({
  message,
  deletedText,
  attachments,
  editForm,
  bodyClassName,
  deletedProps,
}: MessageContentProps) {
  if (message.deletedAt !== null)
    return (
      <Text size="sm" fs="italic" {...deletedProps}>
        {deletedText}
      </Text>
    );
  if (editForm) return editForm;
  return (
    <Stack gap={6}>
      {message.body && (
        <Text size="sm" dir="auto" className={bodyClassName}>
          {message.body}
        </Text>
      )}
      {attachments}
    </Stack>
  );
}

/** A message's time, and "Edited" after it while the message stands. */
export function MessageStamp({
  message,
  time,
  editedText,
}: {
  message: MessageResponse;
  time: string;
  editedText: string;
}) {
  return (
    <>
      <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
        {time}
      </Text>
      {message.editedAt && message.deletedAt === null && (
        <Text size="xs" c="dimmed">
          {editedText}
        </Text>
      )}
    </>
  );
}

const DELIVERY_ICON: Record<Delivery, typeof IconCheck> = {
  sending: IconClock,
  sent: IconCheck,
  delivered: IconChecks,
  read: IconChecks,
};

type DeliveryMarkProps = { delivery: Delivery; label: string } & BoxProps & ElementProps<'span'>;

/** One's own message's tick marks, named for a screen reader ("Read"). */
export function DeliveryMark({ delivery, label, ...props }: DeliveryMarkProps) {
  const Icon = DELIVERY_ICON[delivery];
  return (
    <Box component="span" role="img" aria-label={label} data-testid="delivery-state" data-state={delivery} {...props}>
      <Icon size={14} />
    </Box>
  );
}
