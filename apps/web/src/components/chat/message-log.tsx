import { Button, Center, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ChatSurface } from './chat-surface.ts';

/** Close enough to the end that a new message should bring the view along. */
const NEAR_END_PX = 120;

/**
 * Keeps a live conversation's scroll where a reader wants it: at the latest message as messages arrive (and always
 * after one's own), unless the reader has scrolled up to read; in place when earlier messages are put in front; at
 * the latest message when another chat comes on screen.
 */
function useFollowLatest(chatId: string, messages: readonly MessageResponse[], ownLast: boolean, footer: ReactNode) {
  const viewport = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  const previous = useRef<{ first: string | undefined; height: number }>({ first: undefined, height: 0 });

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const first = messages[0]?.id;
    if (previous.current.first && first !== previous.current.first && previous.current.height) {
      // Earlier messages went in front: keep what the reader was reading where it was.
      element.scrollTop += element.scrollHeight - previous.current.height;
    } else if (nearEnd.current || ownLast) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, height: element.scrollHeight };
  }, [messages, ownLast, footer]);

  useEffect(() => {
    nearEnd.current = true;
    previous.current = { first: undefined, height: 0 };
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chatId]);

  const onScroll = () => {
    const element = viewport.current;
    if (element) nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
  };
  return { viewport, onScroll };
}

/** A conversation as a surface holds it: its chat, the messages loaded, how to load earlier ones, what goes under. */
export interface ConversationLog {
  chat: ChatResponse;
  messages: readonly MessageResponse[];
  earlier?: { hasMore: boolean; loading: boolean; load: () => void };
  /** Shown under the last message (someone is typing …). */
  footer?: ReactNode;
}

interface MessageLogProps {
  log: ConversationLog;
  /** The reader wrote the latest message (the agent in the console, the shopper in the widget): the view follows. */
  ownLast: boolean;
  /** Where the log's name and its other words come from (the console's or the widget's translator). */
  surface: ChatSurface;
  /** The surface's scrolling frame, and its lines (their spacing). */
  classNames: { root?: string; lines?: string };
  /** The messages and system lines, as the surface draws them. */
  children: ReactNode;
}

/**
 * A live conversation as the agent console and the widget show it, oldest first: a log that screen readers follow,
 * earlier messages a click away, and the scroll that follows the latest message (`useFollowLatest`).
 */
export function MessageLog({ log, ownLast, surface, classNames, children }: MessageLogProps) {
  const { chat, messages, earlier, footer } = log;
  const texts = surface.useTexts();
  const { viewport, onScroll } = useFollowLatest(chat.id, messages, ownLast, footer);
  return (
    <div
      ref={viewport}
      className={classNames.root}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={texts.messages}
      tabIndex={0}
      data-testid="message-list"
    >
      <Stack gap={0} className={classNames.lines}>
        {earlier?.hasMore && (
          <Center>
            <Button variant="subtle" size="compact-sm" onClick={earlier.load} loading={earlier.loading}>
              {texts.loadEarlier}
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" py="xl">
            {texts.empty}
          </Text>
        )}
        {children}
        {footer}
      </Stack>
    </div>
  );
}
