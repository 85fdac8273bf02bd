import { Center, Group, Loader, Text } from '@mantine/core';
import { Fragment, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatFlag } from '@tawasul/contracts/chats';
import { MessageLog, type ConversationLog } from '../../../components/chat/message-log.tsx';
import { consoleChatSurface } from './console-chat-surface.ts';
import { layOutConversation } from './conversation-layout.ts';
import type { MessageWindows } from '../../../components/chat/message-rules.ts';
import { MessageBubble, SystemLine } from './message-bubble.tsx';
import { useDayLabel } from './message-time.ts';
import classes from './agent-console.module.css';

interface MessageListProps extends ConversationLog {
  shopperName: string;
  /** The signed-in agent (its own messages get delivery marks and actions). */
  agentId: string;
  flags?: readonly ChatFlag[];
  windows: MessageWindows | null;
}

const LOG_CLASSES = { root: classes.messages, lines: classes.conversationLines };

/**
 * The conversation, oldest first (`MessageLog`): system lines between the messages, the shopper's at the start of the
 * line and the team's at the end, a day's separator before its first message.
 */
export function MessageList({ shopperName, agentId, flags = [], windows, ...log }: MessageListProps) {
  const { chat, messages } = log;
  const flagsByMessage = useMemo(() => {
    const map = new Map<string, ChatFlag[]>();
    for (const flag of flags) map.set(flag.messageId, [...(map.get(flag.messageId) ?? []), flag]);
    return map;
  }, [flags]);

  const laidOut = useMemo(() => layOutConversation(messages), [messages]);
  const dayLabel = useDayLabel();
  const last = messages.at(-1);

  return (
    <MessageLog log={log} ownLast={last?.author.id === agentId} surface={consoleChatSurface} classNames={LOG_CLASSES}>
      {laidOut.map(({ message, newDay, continues }) => (
        <Fragment key={message.id}>
          {newDay && (
            <div className={classes.daySeparator} role="separator" data-testid="day-separator">
              <Text size="xs" c="dimmed" fw={600} component="span">
                {dayLabel(newDay)}
              </Text>
            </div>
          )}
          {message.kind === 'system' && message.systemKey ? (
            <SystemLine message={message} />
          ) : (
            <MessageBubble
              message={message}
              chat={chat}
              shopperName={shopperName}
              mine={message.author.id === agentId && message.author.kind === 'agent'}
              flags={flagsByMessage.get(message.id) ?? []}
              windows={windows}
              continues={continues}
            />
          )}
        </Fragment>
      ))}
    </MessageLog>
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
