import { Button, Group, Text } from '@mantine/core';
import { IconEye, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { ChatStatusBadge } from './chat-status-badge.tsx';
import { useBrandName } from './customer-texts.ts';
import classes from './chat-list.module.css';

interface ChatListProps {
  chats: readonly ChatResponse[];
  /** A live chat continues in the brand's widget. */
  onContinue: (chat: ChatResponse) => void;
  /** A closed chat opens its transcript. */
  onRead: (chat: ChatResponse) => void;
}

/**
 * The customer's chats: cards on a phone, rows of a list on a wider screen (one markup, laid out by CSS), each with
 * its brand, last message, status and last activity, and the way back into it.
 */
export function ChatList({ chats, onContinue, onRead }: ChatListProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const brandName = useBrandName();
  return (
    <ul className={classes.list} aria-label={t('customerArea.chats.list')}>
      {chats.map((chat) => {
        const brand = brandName(chat);
        const closed = chat.status === 'closed';
        return (
          <li key={chat.id} className={classes.item} data-testid="customer-chat" data-status={chat.status}>
            <Group className={classes.brand} gap={8} wrap="nowrap">
              <Text fw={600} truncate dir="auto">
                {brand}
              </Text>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t('customerArea.chats.number', { number: chat.number })}
              </Text>
            </Group>
            <Text
              className={classes.message}
              size="sm"
              c={chat.lastMessage ? undefined : 'dimmed'}
              lineClamp={2}
              dir="auto"
            >
              {/* A system line (the chat was closed, an agent joined) leaves no preview: only a chat without any
                  activity has no messages yet. */}
              {chat.lastMessage || (chat.lastMessageAt ? '' : t('customerArea.chats.noMessages'))}
            </Text>
            <div className={classes.status}>
              <ChatStatusBadge status={chat.status} />
            </div>
            <Text className={classes.time} size="xs" c="dimmed">
              {t('customerArea.chats.lastActivity', { date: formatDate(chat.lastMessageAt ?? chat.startedAt) })}
            </Text>
            <div className={classes.action}>
              {closed ? (
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconEye size={14} />}
                  aria-label={t('customerArea.chats.readLabel', { brand })}
                  onClick={() => onRead(chat)}
                >
                  {t('customerArea.chats.read')}
                </Button>
              ) : (
                <Button
                  size="compact-sm"
                  leftSection={<IconMessageCircle size={14} />}
                  aria-label={t('customerArea.chats.continueLabel', { brand })}
                  onClick={() => onContinue(chat)}
                >
                  {t('customerArea.chats.continue')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
