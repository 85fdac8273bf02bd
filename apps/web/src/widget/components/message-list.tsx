import { useWidgetText } from '../app/widget-i18n.ts';
import type { MessageResponse } from '@tawasul/contracts/chats';
import { MessageLog, type ConversationLog } from '../../components/chat/message-log.tsx';
import { widgetChatSurface } from './widget-chat-surface.ts';
import { isShopperMessage, type MessageWindows } from '../../components/chat/message-rules.ts';
import type { OutgoingMessage } from '../../lib/realtime/outbox.ts';
import { MessageBubble, SystemLine } from './message-bubble.tsx';
import { usePersonName } from './use-localized-text.ts';
import classes from './widget.module.css';

const isSystemLine = (message: MessageResponse) => message.kind === 'system' && message.systemKey !== null;

/** A run of messages by one author names it once, above the first. */
const sameAuthor = (previous: MessageResponse | undefined, message: MessageResponse) =>
  previous !== undefined &&
  !isSystemLine(previous) &&
  previous.author.kind === message.author.kind &&
  previous.author.id === message.author.id;

interface MessageListProps extends ConversationLog {
  brandName: string;
  windows: MessageWindows;
  outbox: Readonly<Record<string, OutgoingMessage>>;
  onRetry: (id: string) => void;
  onDiscard: (id: string) => void;
}

const LOG_CLASSES = { root: classes.content, lines: classes.messages };

/**
 * The conversation, oldest first (`MessageLog`): the shopper's messages at the end of the line, the team's at the
 * start, system lines between.
 */
export function MessageList({ brandName, windows, outbox, onRetry, onDiscard, ...log }: MessageListProps) {
  const { chat, messages } = log;
  const { t } = useWidgetText();
  const personName = usePersonName();
  const last = messages.at(-1);
  const ownLast = last !== undefined && isShopperMessage(last);

  const authorOf = (message: MessageResponse) => {
    if (message.author.kind === 'system') return brandName;
    if (message.author.kind === 'staff') return personName(message.author) || t('widget.chat.supportTeam');
    return personName(message.author) || t('widget.chat.agent');
  };

  return (
    <MessageLog log={log} ownLast={ownLast} surface={widgetChatSurface} classNames={LOG_CLASSES}>
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
    </MessageLog>
  );
}
