import type { ReactNode } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { MessageLog } from '../../components/chat/message-log.tsx';
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
 * The conversation, oldest first (`MessageLog`): the shopper's messages at the end of the line, the team's at the
 * start, system lines between.
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
  const last = messages.at(-1);

  const authorOf = (message: MessageResponse) => {
    if (message.author.kind === 'system') return brandName;
    if (message.author.kind === 'staff') return personName(message.author) || t('widget.chat.supportTeam');
    return personName(message.author) || t('widget.chat.agent');
  };

  return (
    <MessageLog
      chatId={chat.id}
      messages={messages}
      ownLast={last !== undefined && isShopperMessage(last)}
      texts={{
        label: t('widget.chat.messages'),
        loadEarlier: t('widget.chat.loadEarlier'),
        empty: t('widget.chat.empty'),
      }}
      earlier={earlier}
      footer={footer}
      className={classes.content}
      stackProps={{ gap: 'sm', className: classes.messages }}
    >
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
