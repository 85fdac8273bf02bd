import { ActionIcon, Badge, Box, Button, Group, Menu, Paper, Stack, Text, Textarea, Tooltip } from '@mantine/core';
import { getHotkeyHandler } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconAlertTriangle,
  IconCheck,
  IconChecks,
  IconClock,
  IconDots,
  IconPencil,
  IconTrash,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_MAX_LENGTH, type ChatFlag, type ChatResponse, type MessageResponse } from '@tawasul/contracts/chats';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useDeleteMessage, useEditMessage } from '../api/use-chat-mutations.ts';
import { useFlagText, useSystemText } from './console-texts.ts';
import { OutgoingMessageStatus } from './composer/outgoing-message-status.tsx';
import { MessageAttachments } from './message-attachments.tsx';
import { useMessageTime } from './message-time.ts';
import classes from './agent-console.module.css';

export const isShopperMessage = (message: MessageResponse) =>
  message.author.kind === 'customer' || message.author.kind === 'guest';

/** The brand's windows for changing one's own messages, in minutes (null: the actions are never offered). */
export interface MessageWindows {
  editMinutes: number;
  deleteMinutes: number;
}

type Delivery = 'sending' | 'sent' | 'delivered' | 'read';

function deliveryOf(message: MessageResponse, receipts: ChatResponse['receipts']): Delivery {
  if (message.seq === 0) return 'sending';
  if (message.seq <= receipts.shopperReadSeq) return 'read';
  if (message.seq <= receipts.shopperDeliveredSeq) return 'delivered';
  return 'sent';
}

const DELIVERY_ICON: Record<Delivery, typeof IconCheck> = {
  sending: IconClock,
  sent: IconCheck,
  delivered: IconChecks,
  read: IconChecks,
};

/** The time, read again when the next of `deadlines` passes: an action disappears the moment its window closes. */
function useNowUntil(deadlines: readonly number[]): number {
  const [now, setNow] = useState(() => Date.now());
  const next = Math.min(...deadlines.filter((deadline) => deadline > now));
  useEffect(() => {
    if (!Number.isFinite(next)) return undefined;
    // setTimeout's longest wait is about 24.8 days; a window is minutes.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(next - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [next, now]);
  return now;
}

/** A line of the system between the messages (closed, transferred, reopened …) in the reader's language. */
export function SystemLine({ message }: { message: MessageResponse }) {
  const systemText = useSystemText();
  const time = useMessageTime();
  return (
    <Group justify="center" data-testid="system-message" data-key={message.systemKey}>
      <Paper className={classes.system} px="sm" py={4} radius="xl">
        <Group gap={8} justify="center" wrap="wrap">
          <Text size="xs" c="dimmed" fw={500}>
            {systemText(message)}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {time(message.createdAt)}
          </Text>
        </Group>
      </Paper>
    </Group>
  );
}

function EditForm({ message, onDone }: { message: MessageResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const edit = useEditMessage();
  const [body, setBody] = useState(message.body);
  const trimmed = body.trim();
  const save = async () => {
    if (!trimmed || trimmed === message.body) return onDone();
    try {
      await edit.mutateAsync({ chatId: message.chatId, messageId: message.id, body: trimmed });
      onDone();
    } catch (error) {
      notifications.show({ color: 'red', title: t('agentConsole.message.editFailed'), message: errorMessage(error) });
    }
  };
  return (
    <Stack gap={6} className={classes.editForm}>
      <Textarea
        value={body}
        onChange={(event) => setBody(event.currentTarget.value)}
        autosize
        minRows={1}
        maxRows={8}
        maxLength={MESSAGE_MAX_LENGTH}
        aria-label={t('agentConsole.message.editLabel')}
        data-autofocus
        autoFocus
        dir="auto"
        onKeyDown={getHotkeyHandler([
          ['Enter', () => void save()],
          ['Escape', onDone],
        ])}
      />
      <Group gap="xs" justify="flex-end">
        <Button size="compact-sm" variant="default" onClick={onDone} disabled={edit.isPending}>
          {t('common.actions.cancel')}
        </Button>
        <Button size="compact-sm" onClick={() => void save()} loading={edit.isPending} disabled={!trimmed}>
          {t('agentConsole.message.save')}
        </Button>
      </Group>
    </Stack>
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
}

/** One message: author, time, text and files, its delivery state, a critical word's title, edit and delete. */
export function MessageBubble({ message, chat, shopperName, mine, flags, windows }: MessageBubbleProps) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const time = useMessageTime();
  const flagText = useFlagText();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const remove = useDeleteMessage();
  const [editing, setEditing] = useState(false);
  const shopper = isShopperMessage(message);
  const deleted = message.deletedAt !== null;
  const created = Date.parse(message.createdAt);
  const editUntil = windows ? created + windows.editMinutes * 60_000 : 0;
  const deleteUntil = windows ? created + windows.deleteMinutes * 60_000 : 0;
  const now = useNowUntil(mine && !deleted ? [editUntil, deleteUntil] : []);
  const stored = message.seq > 0;
  const canEdit = mine && !deleted && stored && windows !== null && message.body !== '' && now < editUntil;
  const canDelete = mine && !deleted && stored && windows !== null && now < deleteUntil;
  const author = shopper
    ? message.author.name || shopperName
    : localized(message.author.name, message.author.nameAr) || t(`chats.authors.${message.author.kind}`);
  const delivery = mine ? deliveryOf(message, chat.receipts) : null;
  const DeliveryIcon = delivery ? DELIVERY_ICON[delivery] : null;
  const flagged = flags.length > 0 && !deleted;

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
    >
      <Stack gap={2} className={classes.column}>
        <Group gap={6} className={classes.meta} wrap="wrap">
          <Text size="xs" fw={600}>
            {author}
          </Text>
          {message.kind === 'canned' && !deleted && (
            <Badge size="xs" variant="light" color="grape">
              {t('agentConsole.message.canned')}
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
        <Group gap={4} wrap="nowrap" align="flex-start" className={classes.bubbleLine}>
          <Paper
            className={classes.bubble}
            data-side={shopper ? 'shopper' : 'team'}
            data-flagged={flagged || undefined}
            px="sm"
            py={6}
            radius="lg"
          >
            {deleted ? (
              <Text size="sm" fs="italic" c="dimmed">
                {t('chats.history.deleted')}
              </Text>
            ) : editing ? (
              <EditForm message={message} onDone={() => setEditing(false)} />
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
        <Group gap={6} className={classes.meta} wrap="nowrap">
          <Text size="xs" c="dimmed" component="time" dateTime={message.createdAt}>
            {time(message.createdAt)}
          </Text>
          {message.editedAt && !deleted && (
            <Text size="xs" c="dimmed">
              {t('agentConsole.message.edited')}
            </Text>
          )}
          {delivery === 'sending' && <OutgoingMessageStatus chatId={message.chatId} messageId={message.id} />}
          {delivery && delivery !== 'sending' && DeliveryIcon && (
            <Tooltip label={t(`agentConsole.delivery.${delivery}`)} withArrow>
              <Box
                component="span"
                className={classes.delivery}
                data-state={delivery}
                data-testid="delivery-state"
                role="img"
                aria-label={t(`agentConsole.delivery.${delivery}`)}
              >
                <DeliveryIcon size={14} />
              </Box>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Box>
  );
}
