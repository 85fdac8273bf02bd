import { ActionIcon, Anchor, Box, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { IconCheck, IconChecks, IconClock, IconPencil, IconTrash } from './icons.tsx';
import { useCallback, useEffect, useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { MESSAGE_MAX_LENGTH } from '../api/limits.ts';
import { useDeleteMessage, useEditMessage } from '../api/use-messages.ts';
import type { OutgoingMessage } from '../api/use-send-message.ts';
import { useWidget } from '../app/widget-context.tsx';
import { InlineConfirm } from './inline-confirm.tsx';
import { MessageAttachments } from './message-attachments.tsx';
import { useErrorText } from './use-error-text.ts';
import { useMessageTime } from './use-localized-text.ts';
import classes from './widget.module.css';
import { systemParamsIn } from '../../lib/i18n/system-params.ts';

/** The brand's windows for changing one's own messages, in minutes. */
export interface MessageWindows {
  editMinutes: number;
  deleteMinutes: number;
}

type Delivery = 'sending' | 'sent' | 'delivered' | 'read';
const DELIVERY_ICON = { sending: IconClock, sent: IconCheck, delivered: IconChecks, read: IconChecks };

function deliveryOf(message: MessageResponse, receipts: ChatResponse['receipts']): Delivery {
  if (message.seq === 0) return 'sending';
  if (message.seq <= receipts.agentReadSeq) return 'read';
  if (message.seq <= receipts.agentDeliveredSeq) return 'delivered';
  return 'sent';
}

/**
 * A system message from its key and parameters in the widget's own texts (`widget.system.*`), names isolated in the
 * other direction; an unknown key still reads sensibly.
 */
export function useSystemText(): (message: Pick<MessageResponse, 'systemKey' | 'systemParams'>) => string {
  const { t, exists, isolateAll, language } = useWidgetText();
  return useCallback(
    ({ systemKey, systemParams }) => {
      // On an Arabic screen, a person's Arabic name where the line carries one (`nameAr` beside `name` …).
      const params = isolateAll(systemParamsIn(language, systemParams));
      if (systemKey === 'transferred' && !systemParams?.from) return t('widget.system.transferredTo', params);
      const key = `widget.system.${systemKey ?? ''}`;
      return systemKey && exists(key) ? t(key, params) : t('widget.system.unknown');
    },
    [t, exists, isolateAll, language],
  );
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

/** The time, read again when the next deadline passes: an action disappears the moment its window closes. */
function useNowUntil(deadlines: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...deadlines.filter((deadline) => deadline > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}

function EditForm({ message, onDone }: { message: MessageResponse; onDone: () => void }) {
  const { t } = useWidgetText();
  const { toasts } = useWidget();
  const errorText = useErrorText();
  const edit = useEditMessage();
  const [body, setBody] = useState(message.body);
  const trimmed = body.trim();
  const save = async () => {
    if (!trimmed || trimmed === message.body) return onDone();
    try {
      await edit.mutateAsync({ chatId: message.chatId, messageId: message.id, body: trimmed });
      onDone();
    } catch (error) {
      toasts.show({ color: 'red', title: t('widget.chat.message.editFailed'), message: errorText(error) });
    }
  };
  return (
    <Stack gap={6} miw={200}>
      <Textarea
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-label={t('widget.chat.message.editLabel')}
        autoFocus
        classNames={{ input: classes.followsText }}
        onKeyDown={getHotkeyHandler([
          ['Enter', () => void save()],
          ['Escape', onDone],
        ])}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onDone} disabled={edit.isPending}>
          {t('widget.actions.cancel')}
        </Button>
        <Button size="compact-sm" onClick={() => void save()} loading={edit.isPending} disabled={!trimmed}>
          {t('widget.chat.message.save')}
        </Button>
      </Group>
    </Stack>
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
  const { toasts } = useWidget();
  const time = useMessageTime();
  const errorText = useErrorText();
  const remove = useDeleteMessage();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const deleted = message.deletedAt !== null;
  const stored = message.seq > 0;
  const created = Date.parse(message.createdAt);
  const editUntil = created + windows.editMinutes * 60_000;
  const deleteUntil = created + windows.deleteMinutes * 60_000;
  const now = useNowUntil(mine && stored && !deleted ? [editUntil, deleteUntil] : []);
  const canEdit = mine && stored && !deleted && message.body !== '' && now < editUntil;
  const canDelete = mine && stored && !deleted && now < deleteUntil;
  const failed = outgoing?.status === 'failed';
  const delivery = mine && !failed ? deliveryOf(message, chat.receipts) : null;
  const DeliveryIcon = delivery ? DELIVERY_ICON[delivery] : null;

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
          {deleted ? (
            <Text size="sm" fs="italic" style={{ opacity: 0.8 }}>
              {t('widget.chat.message.deleted')}
            </Text>
          ) : editing ? (
            <EditForm message={message} onDone={() => setEditing(false)} />
          ) : (
            <Stack gap={6}>
              {message.body && (
                <Text size="sm" dir="auto">
                  {message.body}
                </Text>
              )}
              <MessageAttachments attachments={message.attachments} />
            </Stack>
          )}
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
        <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
          {time(message.createdAt)}
        </Text>
        {message.editedAt && !deleted && (
          <Text size="xs" c="dimmed">
            {t('widget.chat.message.edited')}
          </Text>
        )}
        {delivery && DeliveryIcon && (
          <Box
            component="span"
            c={delivery === 'read' ? 'var(--mantine-primary-color-filled)' : 'dimmed'}
            role="img"
            aria-label={t(`widget.chat.delivery.${delivery}`)}
            title={t(`widget.chat.delivery.${delivery}`)}
            data-testid="delivery-state"
            data-state={delivery}
            style={{ display: 'inline-flex' }}
          >
            <DeliveryIcon size={14} />
          </Box>
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
