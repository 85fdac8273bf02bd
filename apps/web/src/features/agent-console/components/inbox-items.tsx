import { Badge, Button, Group, Text, UnstyledButton } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { useChatMessages } from '../api/use-chat-messages.ts';
import { clock, useChatNumber, useShopperName, useShortDuration } from './console-texts.ts';
import { isShopperMessage } from './message-bubble.tsx';
import { useMessageTime } from './message-time.ts';
import { useNow } from './use-now.ts';
import classes from './agent-console.module.css';

/** Shopper messages after the agent's read mark. */
export function unreadCount(chat: ChatResponse, messages: readonly MessageResponse[] | undefined): number {
  if (!messages) return 0;
  return messages.filter(
    (message) => isShopperMessage(message) && message.seq > chat.receipts.agentReadSeq && !message.deletedAt,
  ).length;
}

/** Since when the shopper has been waiting for an answer: its first message after the team's last one, if any. */
export function waitingSince(messages: readonly MessageResponse[] | undefined): string | null {
  if (!messages) return null;
  let since: string | null = null;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.kind === 'system') continue;
    if (!isShopperMessage(message)) break;
    since = message.createdAt;
  }
  return since;
}

interface ItemProps {
  chat: ChatResponse;
  selected: boolean;
  onSelect: (chatId: string) => void;
}

/** What the inbox shows of a message: its text, else that it holds files, else that it was deleted. */
function useMessagePreview(): (message: MessageResponse) => string {
  const { t } = useTranslation();
  return (message) =>
    message.deletedAt
      ? t('chats.history.deleted')
      : message.body || (message.attachments.length > 0 ? t('agentConsole.inbox.attachment') : '');
}

/** The last message from the chat's messages when the console holds them, else the server's preview. */
function Preview({ chat, messages }: { chat: ChatResponse; messages?: readonly MessageResponse[] | undefined }) {
  const { t } = useTranslation();
  const previewOf = useMessagePreview();
  // A person's words, not the automatic messages (welcome, "all our agents are busy").
  const last = messages?.findLast((message) => message.author.kind !== 'system' && previewOf(message) !== '');
  const text = (last ? previewOf(last) : chat.lastMessage) || t('agentConsole.inbox.noMessageYet');
  return (
    <Text size="sm" c="dimmed" lineClamp={1} className={classes.preview}>
      {/* Isolated: a message in the other language keeps its own direction but the line stays aligned. */}
      <bdi>{text}</bdi>
    </Text>
  );
}

/** An offer: who, what they wrote, the time left before it lapses, Accept and Decline. */
export function OfferItem({
  chat,
  selected,
  onSelect,
  waitingTimeoutMinutes,
  onAccept,
  onDecline,
  busy,
}: ItemProps & {
  waitingTimeoutMinutes: number;
  onAccept: (chat: ChatResponse) => void;
  onDecline: (chat: ChatResponse) => void;
  busy: 'accept' | 'decline' | null;
}) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const deadline = chat.offeredAt ? Date.parse(chat.offeredAt) + waitingTimeoutMinutes * 60_000 : 0;
  const left = useCountdown(deadline);
  const { data: messages } = useChatMessages(chat.id);
  const name = shopperName(chat.shopper);
  return (
    <div
      className={classes.item}
      data-kind="offer"
      data-selected={selected || undefined}
      data-testid="offer-item"
      data-chat-id={chat.id}
    >
      <UnstyledButton
        className={classes.itemButton}
        onClick={() => onSelect(chat.id)}
        aria-current={selected || undefined}
        aria-label={t('agentConsole.inbox.offerLabel', { name, number: chatNumber(chat) })}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} size="sm" truncate dir="auto">
            {name}
          </Text>
          <Badge
            size="sm"
            variant="light"
            color={left <= 30 ? 'red' : 'orange'}
            leftSection={<IconClockHour4 size={12} />}
            data-testid="offer-countdown"
            aria-label={t('agentConsole.inbox.lapsesIn', { time: clock(left) })}
          >
            <span dir="ltr">{left > 0 ? clock(left) : t('agentConsole.inbox.lapsing')}</span>
          </Badge>
        </Group>
        <Text size="xs" c="dimmed">
          {chatNumber(chat)} · {chat.brandName}
        </Text>
        <Preview chat={chat} messages={messages} />
      </UnstyledButton>
      <Group gap="xs" grow px="sm" pb="sm">
        <Button
          size="compact-sm"
          color="green"
          onClick={() => onAccept(chat)}
          loading={busy === 'accept'}
          disabled={busy !== null}
        >
          {t('agentConsole.inbox.accept')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => onDecline(chat)}
          loading={busy === 'decline'}
          disabled={busy !== null}
        >
          {t('agentConsole.inbox.decline')}
        </Button>
      </Group>
    </div>
  );
}

/** An open chat: who, the last message, unread messages and how long the shopper has been waiting for an answer. */
export function OpenItem({ chat, selected, onSelect }: ItemProps) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const duration = useShortDuration();
  const time = useMessageTime();
  const now = useNow(15_000);
  const { data: messages } = useChatMessages(chat.id);
  const unread = selected ? 0 : unreadCount(chat, messages);
  const since = waitingSince(messages);
  const name = shopperName(chat.shopper);
  return (
    <div
      className={classes.item}
      data-kind="open"
      data-selected={selected || undefined}
      data-unread={unread > 0 || undefined}
      data-testid="open-item"
      data-chat-id={chat.id}
    >
      <UnstyledButton
        className={classes.itemButton}
        onClick={() => onSelect(chat.id)}
        aria-current={selected || undefined}
        aria-label={
          unread > 0
            ? t('agentConsole.inbox.openLabelUnread', { name, number: chatNumber(chat), count: unread })
            : t('agentConsole.inbox.openLabel', { name, number: chatNumber(chat) })
        }
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={unread > 0 ? 700 : 600} size="sm" truncate dir="auto">
            {name}
          </Text>
          <Group gap={6} wrap="nowrap">
            {chat.lastMessageAt && (
              <Text size="xs" c="dimmed" component="time" dateTime={chat.lastMessageAt}>
                {time(chat.lastMessageAt)}
              </Text>
            )}
            {unread > 0 && (
              <Badge size="sm" circle color="violet" data-testid="unread-count">
                {unread}
              </Badge>
            )}
          </Group>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed">
            {chatNumber(chat)}
          </Text>
          {since && (
            <Text size="xs" c="orange.7" fw={500} data-testid="waiting-time">
              {t('agentConsole.inbox.waiting', { time: duration(now - Date.parse(since)) })}
            </Text>
          )}
        </Group>
        <Preview chat={chat} messages={messages} />
      </UnstyledButton>
    </div>
  );
}

/** A closed chat, to read again. */
export function ClosedItem({ chat, selected, onSelect }: ItemProps) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const time = useMessageTime();
  const name = shopperName(chat.shopper);
  return (
    <div className={classes.item} data-kind="closed" data-selected={selected || undefined} data-testid="closed-item">
      <UnstyledButton
        className={classes.itemButton}
        onClick={() => onSelect(chat.id)}
        aria-current={selected || undefined}
        aria-label={t('agentConsole.inbox.closedLabel', { name, number: chatNumber(chat) })}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate dir="auto" c="dimmed" fw={500}>
            {name}
          </Text>
          {chat.closedAt && (
            <Text size="xs" c="dimmed" component="time" dateTime={chat.closedAt}>
              {time(chat.closedAt)}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {chatNumber(chat)}
        </Text>
      </UnstyledButton>
    </div>
  );
}

export function SectionTitle({ children, count }: { children: React.ReactNode; count: number }) {
  return (
    <Group justify="space-between" px="md" pt="md" pb={6}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="h3" m={0}>
        {children}
      </Text>
      <Badge size="sm" variant="light" color="gray">
        {count}
      </Badge>
    </Group>
  );
}
