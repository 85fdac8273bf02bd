import { Alert, Button, ScrollArea, Stack, Text } from '@mantine/core';
import { IconAlertOctagon, IconInbox, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { AgentInboxResponse, ChatResponse } from '@tawasul/contracts/chats';
import { ClosedItem, OfferItem, OpenItem, SectionTitle } from './inbox-items.tsx';
import classes from './agent-console.module.css';

interface InboxColumnProps {
  inbox: AgentInboxResponse;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
  onAccept: (chat: ChatResponse) => void;
  onDecline: (chat: ChatResponse) => void;
  /** The offer being answered, and how. */
  pending: { chatId: string; action: 'accept' | 'decline' } | null;
  /** The server refused an acceptance: the agent already holds its maximum. */
  maxReached: boolean;
  onDismissMaxReached: () => void;
  onGoOnline: () => void;
  goingOnline: boolean;
}

/** The inbox: offers with their countdowns, open chats with unread counts and waiting times, recently closed. */
export function InboxColumn({
  inbox,
  selectedId,
  onSelect,
  onAccept,
  onDecline,
  pending,
  maxReached,
  onDismissMaxReached,
  onGoOnline,
  goingOnline,
}: InboxColumnProps) {
  const { t } = useTranslation();
  const full = inbox.load >= inbox.maxLoad;
  return (
    <nav className={classes.inbox} aria-label={t('agentConsole.inbox.title')} data-testid="inbox">
      <ScrollArea className={classes.inboxScroll} type="auto" offsetScrollbars="y">
        <Stack gap="xs" p="sm" pb={0}>
          {!inbox.online && (
            <Alert color="gray" icon={<IconPlugConnectedX size={18} />} data-testid="offline-notice">
              <Text size="sm">{t('agentConsole.inbox.offline')}</Text>
              <Button size="compact-sm" mt="xs" onClick={onGoOnline} loading={goingOnline}>
                {t('agentConsole.presence.goOnline')}
              </Button>
            </Alert>
          )}
          {maxReached && (
            <Alert
              color="red"
              icon={<IconAlertOctagon size={18} />}
              title={t('errors.CHAT_MAX_CONVERSATIONS_REACHED')}
              withCloseButton
              closeButtonLabel={t('common.actions.close')}
              onClose={onDismissMaxReached}
              role="alert"
              data-testid="max-reached"
            >
              {t('agentConsole.inbox.maxReachedHint', { count: inbox.maxLoad })}
            </Alert>
          )}
          {!maxReached && inbox.online && full && (
            <Alert color="orange" icon={<IconAlertOctagon size={18} />} data-testid="at-capacity">
              {t('agentConsole.inbox.atCapacity', { count: inbox.maxLoad })}
            </Alert>
          )}
        </Stack>

        <section aria-label={t('agentConsole.inbox.offers')}>
          <SectionTitle count={inbox.offered.length}>{t('agentConsole.inbox.offers')}</SectionTitle>
          {inbox.offered.length === 0 ? (
            <Text size="sm" c="dimmed" px="md" pb="xs">
              {inbox.online ? t('agentConsole.inbox.noOffers') : t('agentConsole.inbox.noOffersOffline')}
            </Text>
          ) : (
            inbox.offered.map((chat) => (
              <OfferItem
                key={chat.id}
                chat={chat}
                selected={chat.id === selectedId}
                onSelect={onSelect}
                waitingTimeoutMinutes={inbox.waitingTimeoutMinutes}
                onAccept={onAccept}
                onDecline={onDecline}
                busy={pending?.chatId === chat.id ? pending.action : null}
              />
            ))
          )}
        </section>

        <section aria-label={t('agentConsole.inbox.open')}>
          <SectionTitle count={inbox.open.length}>{t('agentConsole.inbox.open')}</SectionTitle>
          {inbox.open.length === 0 ? (
            <Stack align="center" gap={4} px="md" py="sm">
              <IconInbox size={28} stroke={1.5} color="var(--mantine-color-dimmed)" />
              <Text size="sm" c="dimmed" ta="center">
                {t('agentConsole.inbox.noOpen')}
              </Text>
            </Stack>
          ) : (
            inbox.open.map((chat) => (
              <OpenItem key={chat.id} chat={chat} selected={chat.id === selectedId} onSelect={onSelect} />
            ))
          )}
        </section>

        {inbox.closed.length > 0 && (
          <section aria-label={t('agentConsole.inbox.closed')}>
            <SectionTitle count={inbox.closed.length}>{t('agentConsole.inbox.closed')}</SectionTitle>
            {inbox.closed.map((chat) => (
              <ClosedItem key={chat.id} chat={chat} selected={chat.id === selectedId} onSelect={onSelect} />
            ))}
          </section>
        )}
      </ScrollArea>
    </nav>
  );
}
