import { ActionIcon, Anchor, Box, Group, Paper, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '../../components/icons/outline-icons.tsx';
import { useCallback, useMemo, useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { useDeleteMessage } from '../api/use-messages.ts';
import { widgetChatSurface } from './widget-chat-surface.ts';
import type { OutgoingMessage } from '../../lib/realtime/outbox.ts';
import { useWidget } from '../app/widget-context.tsx';
import { InlineConfirm } from './inline-confirm.tsx';
import { chatTexts } from '../../components/chat/chat-texts.ts';
import { MessageAttachments } from '../../components/chat/message-attachments.tsx';
import { MessageEditForm } from '../../components/chat/message-edit-form.tsx';
import { DeliveryMark, MessageContent, MessageStamp } from '../../components/chat/message-parts.tsx';
import { deliveryOf, useChangeWindows, type MessageWindows } from '../../components/chat/message-rules.ts';
import { useErrorText } from './use-error-text.ts';
import { useMessageTime } from './use-localized-text.ts';
import classes from './widget.module.css';
import { systemLine } from '../../lib/i18n/system-params.ts';

const CHAT_TEXT_KEYS = {
  downloadKey: 'widget.chat.attachments.download',
  videoKey: 'widget.chat.attachments.video',
  embeddedVideoKey: 'widget.chat.attachments.embeddedVideo',
  openImageKey: 'widget.chat.attachments.image',
  deletedKey: 'widget.chat.message.deleted',
  editedKey: 'widget.chat.message.edited',
};

/** A system line worded for the shopper in the widget, in the widget's language (contracts' `system-messages.ts`). */
function useSystemText(): (message: Pick<MessageResponse, 'systemKey' | 'systemParams'>) => string {
  const { isolateAll, language } = useWidgetText();
  return useCallback((message) => systemLine('widget', language, message, isolateAll), [isolateAll, language]);
}

/** A line between the messages: closed, transferred, reopened … */
export function SystemLine({ message }: { message: MessageResponse }) {
  const systemText = useSystemText();
  const time = useMessageTime();
  return (
    <Group justify="center" data-testid="system-message" data-key={message.systemKey}>
      <Paper className={classes.system} px="sm" py={4} radius="xl">
        <Text size="xs" c="dimmed" fw={500}>
          {systemText(message)}{' '}
          <Text span size="xs" c="dimmed" fw={400} component="time" dateTime={message.createdAt}>
            {time(message.createdAt)}
          </Text>
        </Text>
      </Paper>
    </Group>
  );
}

interface MessageBubbleProps {
  message: MessageResponse;
  chat: ChatResponse;
  /** The shopper wrote it: its side, delivery marks, and edit/delete while the windows allow. */
  mine: boolean;
  /** Who wrote it, as the shopper sees it; null under a message by the same author. */
  author: string | null;
  windows: MessageWindows;
  outgoing: OutgoingMessage | undefined;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

/** One message: author, text and files, time, its delivery state, and the shopper's edit and delete. */
export function MessageBubble({
  message,
  chat,
  mine,
  author,
  windows,
  outgoing,
  onRetry,
  onDiscard,
}: MessageBubbleProps) {
  const { t } = useWidgetText();
  const texts = useMemo(() => chatTexts(t, CHAT_TEXT_KEYS), [t]);
  const { toasts } = useWidget();
  const time = useMessageTime();
  const errorText = useErrorText();
  const remove = useDeleteMessage();
  const [editing, setEditing] = useState(false);
  const stopEditing = () => setEditing(false);
  const [confirming, setConfirming] = useState(false);
  const deleted = message.deletedAt !== null;
  const { canEdit, canDelete } = useChangeWindows(message, mine, windows);
  const failed = outgoing?.status === 'failed';
  const { agentReadSeq: readSeq, agentDeliveredSeq: deliveredSeq } = chat.receipts;
  const delivery = mine && !failed ? deliveryOf(message, { readSeq, deliveredSeq }) : null;

  return (
    <Box
      className={classes.row}
      data-mine={mine || undefined}
      data-failed={failed || undefined}
      data-testid="chat-message"
      data-message-id={message.id}
      data-deleted={deleted || undefined}
    >
      {!mine && author && (
        <Text size="xs" fw={600} c="dimmed" mb={2}>
          {author}
        </Text>
      )}
      <div className={classes.bubbleLine}>
        <Paper className={classes.bubble} px="sm" py={6} radius="lg">
          <MessageContent
            message={message}
            deletedText={texts.deleted}
            deletedProps={{ style: { opacity: 0.8 } }}
            editForm={editing && <MessageEditForm message={message} surface={widgetChatSurface} onDone={stopEditing} />}
            attachments={<MessageAttachments attachments={message.attachments} texts={texts} />}
          />
        </Paper>
        {(canEdit || canDelete) && !editing && !confirming && (
          <div className={classes.messageActions}>
            {canEdit && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => setEditing(true)}
                aria-label={t('widget.chat.message.edit')}
                title={t('widget.chat.message.edit')}
              >
                <IconPencil size={14} />
              </ActionIcon>
            )}
            {canDelete && (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                onClick={() => setConfirming(true)}
                aria-label={t('widget.chat.message.delete')}
                title={t('widget.chat.message.delete')}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </div>
        )}
      </div>
      <Group gap={6} mt={2} wrap="nowrap">
        <MessageStamp message={message} time={time(message.createdAt)} editedText={texts.edited} />
        {delivery && (
          <DeliveryMark
            delivery={delivery}
            label={t(`widget.chat.delivery.${delivery}`)}
            title={t(`widget.chat.delivery.${delivery}`)}
            c={delivery === 'read' ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
            style={{ display: 'inline-flex' }}
          />
        )}
        {failed && (
          <Group gap={6} wrap="nowrap" data-testid="not-sent">
            <Text size="xs" c="red" title={errorText(outgoing.error)}>
              {t('widget.chat.message.notSent')}
            </Text>
            <Anchor component="button" type="button" size="xs" onClick={() => onRetry(message.id)}>
              {t('widget.chat.message.retry')}
            </Anchor>
            <Anchor component="button" type="button" size="xs" c="dimmed" onClick={() => onDiscard(message.id)}>
              {t('widget.chat.message.discard')}
            </Anchor>
          </Group>
        )}
      </Group>
      {confirming && (
        <Paper className={classes.confirm} radius="md" mt={4} maw="88%">
          <InlineConfirm
            title={t('widget.chat.message.deleteTitle')}
            message={t('widget.chat.message.deleteMessage')}
            confirmLabel={t('widget.chat.message.delete')}
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              try {
                await remove.mutateAsync({ chatId: message.chatId, messageId: message.id });
              } catch (error) {
                toasts.show({ color: 'red', title: t('widget.chat.message.deleteFailed'), message: errorText(error) });
              }
            }}
          />
        </Paper>
      )}
    </Box>
  );
}
