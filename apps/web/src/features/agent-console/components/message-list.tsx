import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatFlag, ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { MessageBubble, SystemLine, type MessageWindows } from './message-bubble.tsx';
import classes from './agent-console.module.css';

interface MessageListProps {
  chat: ChatResponse;
  messages: readonly MessageResponse[];
  shopperName: string;
  /** The signed-in agent (its own messages get delivery marks and actions). */
  agentId: string;
  flags?: readonly ChatFlag[];
  windows: MessageWindows | null;
  earlier?: { hasMore: boolean; loading: boolean; load: () => void };
  /** Shown under the last message (the shopper is typing …). */
  footer?: React.ReactNode;
}

/** Close enough to the end that a new message should bring the view along. */
const NEAR_END_PX = 120;

/**
 * The conversation, oldest first: system lines between the messages, the shopper's at the start of the line and
 * the team's at the end. It stays at the latest message as messages arrive, unless the agent has scrolled up to
 * read, and keeps its place when earlier messages are put in front.
 */
export function MessageList({
  chat,
  messages,
  shopperName,
  agentId,
  flags = [],
  windows,
  earlier,
  footer,
}: MessageListProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  const previous = useRef<{ first: string | undefined; height: number }>({ first: undefined, height: 0 });
  const flagsByMessage = useMemo(() => {
    const map = new Map<string, ChatFlag[]>();
    for (const flag of flags) map.set(flag.messageId, [...(map.get(flag.messageId) ?? []), flag]);
    return map;
  }, [flags]);

  const last = messages.at(-1);
  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const first = messages[0]?.id;
    if (previous.current.first && first !== previous.current.first && previous.current.height) {
      // Earlier messages went in front: keep what the agent was reading where it was.
      element.scrollTop += element.scrollHeight - previous.current.height;
    } else if (nearEnd.current || (last && last.author.id === agentId)) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { first, height: element.scrollHeight };
  }, [messages, last, agentId, footer]);

  // A new chat on screen starts at its latest message.
  useEffect(() => {
    nearEnd.current = true;
    previous.current = { first: undefined, height: 0 };
    const element = viewport.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [chat.id]);

  const onScroll = () => {
    const element = viewport.current;
    if (!element) return;
    nearEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < NEAR_END_PX;
  };

  return (
    <div
      ref={viewport}
      className={classes.messages}
      onScroll={onScroll}
      role="log"
      aria-live="polite"
      aria-label={t('agentConsole.conversation.messages')}
      tabIndex={0}
      data-testid="message-list"
    >
      <Stack gap="sm" p="md">
        {earlier?.hasMore && (
          <Center>
            <Button variant="subtle" size="compact-sm" onClick={earlier.load} loading={earlier.loading}>
              {t('agentConsole.conversation.loadEarlier')}
            </Button>
          </Center>
        )}
        {messages.length === 0 && (
          <Text c="dimmed" ta="center" size="sm" py="xl">
            {t('agentConsole.conversation.noMessages')}
          </Text>
        )}
        {messages.map((message) =>
          message.kind === 'system' && message.systemKey ? (
            <SystemLine key={message.id} message={message} />
          ) : (
            <MessageBubble
              key={message.id}
              message={message}
              chat={chat}
              shopperName={shopperName}
              mine={message.author.id === agentId && message.author.kind === 'agent'}
              flags={flagsByMessage.get(message.id) ?? []}
              windows={windows}
            />
          ),
        )}
        {footer}
      </Stack>
    </div>
  );
}

/** While a chat's messages load. */
export function MessageListLoading() {
  const { t } = useTranslation();
  return (
    <Center className={classes.messages} aria-busy>
      <Group gap="xs">
        <Loader size="sm" />
        <Text size="sm" c="dimmed">
          {t('common.loading')}
        </Text>
      </Group>
    </Center>
  );
}
