import { ActionIcon, Badge, Box, Group, Menu, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconDots, IconNote, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatFlag, ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useDeleteMessage } from '../api/use-chat-mutations.ts';
import { consoleChatSurface } from './console-chat-surface.ts';
import { useFlagText } from './console-texts.ts';
import { MessageEditForm } from '../../../components/chat/message-edit-form.tsx';
import {
  DeliveryMark,
  MessageContent,
  MessageStamp,
  SystemLine as SharedSystemLine,
} from '../../../components/chat/message-parts.tsx';
import {
  deliveryOf,
  isShopperMessage,
  useChangeWindows,
  type MessageWindows,
} from '../../../components/chat/message-rules.ts';
import { useSystemText } from '../../../components/chat/use-chat-words.ts';
import { OutgoingMessageStatus } from './composer/outgoing-message-status.tsx';
import { ConsoleAttachments } from './console-attachments.tsx';
import { useMessageTime, useTimeOfDay } from './message-time.ts';
import classes from './agent-console.module.css';

/** A line of the system between the messages (closed, transferred, reopened …) in the reader's language. */
export function SystemLine({ message }: { message: MessageResponse }) {
  const systemText = useSystemText();
  const time = useMessageTime();
  return (
    <SharedSystemLine
      message={message}
      text={systemText(message)}
      time={time(message.createdAt)}
      className={classes.system}
    />
  );
}

interface MessageBubbleProps {
  message: MessageResponse;
  chat: ChatResponse;
  shopperName: string;
  /** The signed-in agent wrote it: delivery marks, and edit/delete while the windows allow. */
  mine: boolean;
  flags: readonly ChatFlag[];
  /** Null when the chat is read-only (closed, or someone else's transcript). */
  windows: MessageWindows | null;
  /** It continues the previous message's group (conversation-layout.ts): no name above it. */
  continues?: boolean;
}

/** One message: author, time, text and files, its delivery state, a critical word's title, edit and delete. */
export function MessageBubble({ message, chat, shopperName, mine, flags, windows, continues }: MessageBubbleProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const time = useTimeOfDay();
  const flagText = useFlagText();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const remove = useDeleteMessage();
  const [editing, setEditing] = useState(false);
  const stopEditing = () => setEditing(false);
  const shopper = isShopperMessage(message);
  const deleted = message.deletedAt !== null;
  const { canEdit, canDelete } = useChangeWindows(message, mine, windows);
  const author = shopper
    ? message.author.name || shopperName
    : localized(message.author.name, message.author.nameAr) || t(`chats.authors.${message.author.kind}`);
  const { shopperReadSeq: readSeq, shopperDeliveredSeq: deliveredSeq } = chat.receipts;
  // A note never reaches the shopper: it has no delivery marks.
  const delivery = mine && !message.internal ? deliveryOf(message, { readSeq, deliveredSeq }) : null;
  const note = message.internal;
  const flagged = flags.length > 0 && !deleted;
  const canned = message.kind === 'canned' && !deleted;
  // A group shows its author once; a message of it with a badge (canned, note, critical word) keeps its line.
  const headed = !continues || canned || note || flagged;

  const confirmDelete = () =>
    overlays.open('confirm', {
      title: t('agentConsole.message.deleteTitle'),
      message: t('agentConsole.message.deleteMessage'),
      confirmLabel: t('agentConsole.message.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync({ chatId: message.chatId, messageId: message.id });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('agentConsole.message.deleteFailed'),
            message: errorMessage(error),
          });
        }
      },
    });

  return (
    <Box
      className={classes.row}
      data-side={shopper ? 'shopper' : 'team'}
      data-testid="chat-message"
      data-message-id={message.id}
      data-deleted={deleted || undefined}
      data-flagged={flagged || undefined}
      data-note={note || undefined}
      data-continues={continues || undefined}
    >
      <Stack gap={2} className={classes.column}>
        {headed && (
          <Group gap={6} className={classes.meta} wrap="wrap">
            {!continues && (
              <Text size="xs" fw={600} data-testid="message-author">
                {author}
              </Text>
            )}
            {canned && (
              <Badge size="xs" variant="light" color="grape">
                {t('agentConsole.message.canned')}
              </Badge>
            )}
            {note && (
              <Badge
                size="xs"
                variant="light"
                color="yellow"
                leftSection={<IconNote size={11} />}
                data-testid="note-badge"
              >
                {t('chats.history.internalNote')}
              </Badge>
            )}
            {flagged &&
              flags.map((flag) => {
                const text = flagText(flag);
                return (
                  <Tooltip key={flag.id} label={text.description || text.title} withArrow multiline maw={280}>
                    <Badge
                      size="xs"
                      color="red"
                      variant="filled"
                      leftSection={<IconAlertTriangle size={11} />}
                      data-testid="critical-flag"
                    >
                      {text.title}
                    </Badge>
                  </Tooltip>
                );
              })}
          </Group>
        )}
        <Group gap={6} wrap="nowrap" align="flex-end" className={classes.bubbleLine}>
          <Paper
            className={classes.bubble}
            data-side={shopper ? 'shopper' : 'team'}
            data-flagged={flagged || undefined}
            data-note={note || undefined}
            px="sm"
            py={4}
            radius="lg"
          >
            <MessageContent
              message={message}
              deletedText={t('chats.history.deleted')}
              deletedProps={{ c: 'dimmed' }}
              editForm={
                editing && <MessageEditForm message={message} surface={consoleChatSurface} onDone={stopEditing} />
              }
              bodyClassName={classes.body}
              attachments={<ConsoleAttachments attachments={message.attachments} />}
            />
          </Paper>
          <Group gap={4} className={classes.meta} wrap="nowrap" data-testid="message-meta">
            <MessageStamp
              message={message}
              time={time(message.createdAt)}
              editedText={t('agentConsole.message.edited')}
            />
            {delivery === 'sending' && <OutgoingMessageStatus chatId={message.chatId} messageId={message.id} />}
            {delivery && delivery !== 'sending' && (
              <Tooltip label={t(`agentConsole.delivery.${delivery}`)} withArrow>
                <DeliveryMark
                  delivery={delivery}
                  label={t(`agentConsole.delivery.${delivery}`)}
                  className={classes.delivery}
                />
              </Tooltip>
            )}
          </Group>
          {(canEdit || canDelete) && !editing && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  className={classes.messageMenu}
                  aria-label={t('agentConsole.message.actions')}
                >
                  <IconDots size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {canEdit && (
                  <Menu.Item leftSection={<IconPencil size={14} />} onClick={() => setEditing(true)}>
                    {t('agentConsole.message.edit')}
                  </Menu.Item>
                )}
                {canDelete && (
                  <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={confirmDelete}>
                    {t('agentConsole.message.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Stack>
    </Box>
  );
}
