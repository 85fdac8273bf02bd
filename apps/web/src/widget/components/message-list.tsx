import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { isShopperMessage } from '../api/widget-keys.ts';
import type { OutgoingMessage } from '../api/use-send-message.ts';
import { MessageBubble, SystemLine, type MessageWindows } from './message-bubble.tsx';
import { usePersonName } from './use-localized-text.ts';
import classes from './widget.module.css';

const NEAR_END_PX = 120;

const isSystemLine = (message: MessageResponse) => message.kind === 'system' && message.systemKey !== null;

/** A run of messages by one author names it once, above the first. */
const sameAuthor = (previous: MessageResponse | undefined, message: MessageResponse) =>
  previous !== undefined &&
  !isSystemLine(previous) &&
  previous.author.kind === message.author.kind &&
  previous.author.id === message.author.id;

interface MessageListProps {
  chat: ChatResponse;
  messages: readonly MessageResponse[];
  brandName: string;
  windows: MessageWindows;
  outbox: Readonly<Record<string, OutgoingMessage>>;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
  earlier: { hasMore: boolean; loading: boolean; load: () => void };
  footer?: ReactNode;
}

/**
 * The conversation, oldest first: the shopper's messages at the end of the line, the team's at the start, system
 * lines between. It follows new messages unless the shopper scrolled up to read, and keeps its place when earlier
 * ones are put in front.
 */
export function MessageList({
  chat,
  messages,
  brandName,
  windows,
  outbox,
  onRetry,
  onDiscard,
  earlier,
  footer,
}: MessageListProps) {
  const { t } = useWidgetText();
  const personName = usePersonName();
  const viewport = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  const previous = useRef<{ first: string | undefined; height: number }>({ first: undefined, height: 0 });
  const last = messages.at(-1);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const first = messages[0]?.id;
    if (previous.current.first && first !== previous.current.first && previous.current.height) {
      element.scrollTop += element.scrollHeight - previous.current.height;
    } else if (nearEnd.current || (last && isShopperMessage(last))) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, height: element.scrollHeight };
  }, [messages, last, footer]);

  useEffect(() => {
    nearEnd.current = true;
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.id]);

  const authorOf = (message: MessageResponse) => {
    if (message.author.kind === 'system') return brandName;
    if (message.author.kind === 'staff') return personName(message.author) || t('widget.chat.supportTeam');
    return personName(message.author) || t('widget.chat.agent');
  };

  return (
    <div
      ref={viewport}
      className={classes.content}
      onScroll={() => {
        const element = viewport.current;
        if (element) nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
      }}
      role="log"
      aria-live="polite"
      aria-label={t('widget.chat.messages')}
      tabIndex={0}
      data-testid="message-list"
    >
      <Stack gap="sm" className={classes.messages}>
        {earlier.hasMore && (
          <Center>
            <Button variant="subtle" size="compact-sm" onClick={earlier.load} loading={earlier.loading}>
              {t('widget.chat.loadEarlier')}
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" py="xl">
            {t('widget.chat.empty')}
          </Text>
        )}
        {messages.map((message, index) =>
          isSystemLine(message) ? (
            <SystemLine key={message.id} message={message} />
          ) : (
            <MessageBubble
              key={message.id}
              message={message}
              chat={chat}
              mine={isShopperMessage(message)}
              author={sameAuthor(messages[index - 1], message) ? null : authorOf(message)}
              windows={windows}
              outgoing={outbox[message.id]}
              onRetry={onRetry}
              onDiscard={onDiscard}
            />
          ),
        )}
        {footer}
      </Stack>
    </div>
  );
}
