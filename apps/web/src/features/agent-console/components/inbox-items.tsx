import { Badge, Button, Group, Text, UnstyledButton, VisuallyHidden, type TextProps } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { useCountdown } from '../../../lib/time/use-countdown.ts';
import { useChatMessages } from '../api/use-chat-messages.ts';
import { clock, useChatBrand, useShortDuration } from './console-texts.ts';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import { isShopperMessage } from '../../../components/chat/message-rules.ts';
import { useMessageTime } from './message-time.ts';
import { useNow } from '../../../lib/time/use-now.ts';
import classes from './agent-console.module.css';

/** Shopper messages after the agent's read mark. */
export function unreadCount(chat: ChatResponse, messages: readonly MessageResponse[] | undefined): number {
  if (!messages) return 0;
  return messages.filter(
    (message) => isShopperMessage(message) && message.seq > chat.receipts.agentReadSeq && !message.deletedAt,
  ).length;
}

/**
 * Since when the shopper has been waiting for an answer: its first message after the team's last one, if any (a
 * note is no answer).
 */
function waitingSince(messages: readonly MessageResponse[] | undefined): string | null {
  if (!messages) return null;
  let since: string | null = null;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index]!;
    if (message.kind === 'system' || message.internal) continue;
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

/**
 * The message an inbox item previews: a person's words to the other side that reached the server — not the automatic
 * messages (welcome, "all our agents are busy"), nor notes, nor a reply still sending or "Not sent" (seq 0: the
 * shopper never got it, so the preview stays on the last delivered one).
 */
export function previewMessage(
  messages: readonly MessageResponse[] | undefined,
  previewOf: (message: MessageResponse) => string,
): MessageResponse | undefined {
  return messages?.findLast(
    (message) => message.seq > 0 && message.author.kind !== 'system' && !message.internal && previewOf(message) !== '',
  );
}

/** The last message from the chat's messages when the console holds them, else the server's preview. */
function Preview({ chat, messages }: { chat: ChatResponse; messages?: readonly MessageResponse[] | undefined }) {
  const { t } = useTranslation();
  const previewOf = useMessagePreview();
  const last = previewMessage(messages, previewOf);
  const text = (last ? previewOf(last) : chat.lastMessage) || t('agentConsole.inbox.noMessageYet');
  return (
    <Text size="sm" c="dimmed" lineClamp={1} className={classes.preview}>
      {/* Isolated: a message in the other language keeps its own direction but the line stays aligned. */}
      <bdi>{text}</bdi>
    </Text>
  );
}

/**
 * What every inbox item is: a card whose button opens the chat, the shopper's name first with what stands beside it
 * (time left, last time, unread), then the item's lines; `after` the button, its own actions.
 */
function ItemFrame({
  kind,
  chat,
  selected,
  onSelect,
  name,
  aside,
  unread,
  after,
  children,
}: ItemProps & {
  kind: 'offer' | 'open' | 'closed';
  name: { text: string } & TextProps;
  aside: ReactNode;
  unread?: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { text, ...nameProps } = name;
  return (
    <div
      className={classes.item}
      data-kind={kind}
      data-selected={selected || undefined}
      data-unread={unread || undefined}
      data-testid={`${kind}-item`}
      data-chat-id={chat.id}
    >
      <UnstyledButton
        className={classes.itemButton}
        onClick={() => onSelect(chat.id)}
        aria-current={selected || undefined}
      >
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="sm" truncate dir="auto" {...nameProps}>
            {text}
          </Text>
          {aside}
        </Group>
        {children}
      </UnstyledButton>
      {after}
    </div>
  );
}

/** An offer's two answers, Accept first. */
const OFFER_ANSWERS = [
  { answer: 'accept', color: 'green', variant: undefined },
  { answer: 'decline', color: undefined, variant: 'default' },
] as const;

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
  const brandOf = useChatBrand();
  const deadline = chat.offeredAt ? Date.parse(chat.offeredAt) + waitingTimeoutMinutes * 60_000 : 0;
  const left = useCountdown(deadline);
  const { data: messages } = useChatMessages(chat.id);
  const name = shopperName(chat.shopper);
  return (
    <ItemFrame
      kind="offer"
      chat={chat}
      selected={selected}
      onSelect={onSelect}
      name={{ text: name, fw: 600 }}
      aside={
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
      }
      after={
        <Group gap="xs" grow px="sm" pb="sm">
          {OFFER_ANSWERS.map(({ answer, color, variant }) => (
            <Button
              key={answer}
              size="compact-sm"
              color={color}
              variant={variant}
              onClick={() => (answer === 'accept' ? onAccept : onDecline)(chat)}
              loading={busy === answer}
              disabled={busy !== null}
            >
              {t(`agentConsole.inbox.${answer}`)}
            </Button>
          ))}
        </Group>
      }
    >
      <Text size="xs" c="dimmed">
        {chatNumber(chat)} · {brandOf(chat)}
      </Text>
      <Preview chat={chat} messages={messages} />
    </ItemFrame>
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
    <ItemFrame
      kind="open"
      chat={chat}
      selected={selected}
      onSelect={onSelect}
      unread={unread > 0}
      name={{ text: name, fw: unread > 0 ? 700 : 600 }}
      aside={
        <Group gap={6} wrap="nowrap">
          {chat.lastMessageAt && (
            <Text size="xs" c="dimmed" component="time" dateTime={chat.lastMessageAt}>
              {time(chat.lastMessageAt)}
            </Text>
          )}
          {unread > 0 && (
            <>
              <Badge size="sm" circle color="violet" data-testid="unread-count" aria-hidden>
                {unread}
              </Badge>
              <VisuallyHidden>{t('agentConsole.inbox.unreadCount', { count: unread })}</VisuallyHidden>
            </>
          )}
        </Group>
      }
    >
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
    </ItemFrame>
  );
}

/** A closed chat, to read again. */
export function ClosedItem({ chat, selected, onSelect }: ItemProps) {
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const time = useMessageTime();
  const name = shopperName(chat.shopper);
  return (
    <ItemFrame
      kind="closed"
      chat={chat}
      selected={selected}
      onSelect={onSelect}
      name={{ text: name, c: 'dimmed', fw: 500 }}
      aside={
        chat.closedAt && (
          <Text size="xs" c="dimmed" component="time" dateTime={chat.closedAt}>
            {time(chat.closedAt)}
          </Text>
        )
      }
    >
      <Text size="xs" c="dimmed">
        {chatNumber(chat)}
      </Text>
    </ItemFrame>
  );
}

export function SectionTitle({ children, count }: { children: React.ReactNode; count: number }) {
  return (
    <Group justify="space-between" px="md" pt="md" pb={6}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" component="h2" m={0}>
        {children}
      </Text>
      <Badge size="sm" variant="light" color="gray">
        {count}
      </Badge>
    </Group>
  );
}
