import { ActionIcon, Alert, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLock, IconMessageCircleOff, IconUserCircle, IconX } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useChatFlags } from '../api/use-chat-context.ts';
import { useChatMessages, useEarlierMessages } from '../api/use-chat-messages.ts';
import { useCloseChat, useMarkRead } from '../api/use-chat-mutations.ts';
import { useShopperTyping } from '../api/use-console-live.ts';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import { useChatBrand } from './console-texts.ts';
import { isShopperMessage, type MessageWindows } from '../../../components/chat/message-rules.ts';
import { MessageList, MessageListLoading } from './message-list.tsx';
import classes from './agent-console.module.css';

const STATUS_COLOR: Record<ChatResponse['status'], string> = {
  new: 'gray',
  waiting_for_agent: 'yellow',
  pending_acceptance: 'orange',
  open: 'green',
  closed: 'gray',
};

function TypingLine({ chat, shopperName }: { chat: ChatResponse; shopperName: string }) {
  const { t } = useTranslation();
  const typing = useShopperTyping(chat.id);
  if (typing === false) return null;
  return (
    <Group gap={6} className={classes.typing} data-testid="shopper-typing" aria-live="polite">
      <span className={classes.typingDots} aria-hidden>
        <span />
        <span />
        <span />
      </span>
      <Text size="xs" c="dimmed">
        {t('agentConsole.conversation.typing', { name: typing || shopperName })}
      </Text>
    </Group>
  );
}

/** Reads what is on screen: the shopper's messages up to the last one count as read while the page is visible. */
function useReadWhileVisible(chat: ChatResponse, messages: readonly MessageResponse[] | undefined) {
  const markRead = useMarkRead();
  const { mutate } = markRead;
  const latest = useMemo(
    () => (messages ?? []).filter(isShopperMessage).reduce((highest, message) => Math.max(highest, message.seq), 0),
    [messages],
  );
  const behind = chat.status === 'open' && latest > chat.receipts.agentReadSeq;
  useEffect(() => {
    if (!behind) return undefined;
    const read = () => {
      if (document.visibilityState === 'visible') mutate({ chatId: chat.id, seq: latest });
    };
    // A moment on screen, so skimming past a chat with the keyboard does not mark everything read.
    const timer = setTimeout(read, 600);
    document.addEventListener('visibilitychange', read);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, [behind, chat.id, latest, mutate]);
}

interface ConversationPaneProps {
  chat: ChatResponse;
  agentId: string;
  windows: MessageWindows;
  /** The composer (open chats only), with its own sending and canned responses. */
  composer: (suggestedCategoryIds: string[]) => ReactNode;
  /** Shown instead of the composer for an offer (Accept / Decline). */
  offerActions: ReactNode;
  onShowShopper: () => void;
  /** Whether the shopper panel is a drawer (narrow screens): its button shows. */
  shopperInDrawer: boolean;
  /** More actions on an open chat, before Close (Transfer). */
  actions?: ReactNode;
  /** Changes each time the agent opens this chat: the keyboard moves to its heading. */
  focusRequest?: number | null;
}

/** The conversation with one shopper: header, messages, typing, and the composer or why it is read-only. */
export function ConversationPane({
  chat,
  agentId,
  windows,
  composer,
  offerActions,
  onShowShopper,
  shopperInDrawer,
  actions,
  focusRequest,
}: ConversationPaneProps) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const brandOf = useChatBrand();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const close = useCloseChat();
  const messages = useChatMessages(chat.id);
  const earlier = useEarlierMessages(chat.id);
  const flags = useChatFlags(chat.id).data;
  useReadWhileVisible(chat, messages.data);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusRequest) heading.current?.focus();
  }, [focusRequest]);
  const name = shopperName(chat.shopper);
  const open = chat.status === 'open';
  const suggestedCategoryIds = useMemo(
    () => [...new Set((flags ?? []).map((flag) => flag.categoryId).filter((id): id is string => id !== null))],
    [flags],
  );

  const confirmClose = () =>
    overlays.open('confirm', {
      title: t('agentConsole.close.title'),
      message: t('agentConsole.close.message', { number: chatNumber(chat), name }),
      confirmLabel: t('agentConsole.close.confirm'),
      danger: true,
      onConfirm: async () => {
        try {
          await close.mutateAsync(chat.id);
          notifications.show({ color: 'green', message: t('agentConsole.close.closed', { number: chatNumber(chat) }) });
        } catch (error) {
          notifications.show({ color: 'red', title: t('agentConsole.close.failed'), message: errorMessage(error) });
        }
      },
    });

  return (
    <section className={classes.conversation} aria-label={t('agentConsole.conversation.label', { name })}>
      <Group className={classes.conversationHeader} justify="space-between" wrap="nowrap" gap="sm">
        <Stack gap={0} miw={0}>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <Text
              ref={heading}
              tabIndex={-1}
              fw={700}
              truncate
              dir="auto"
              component="h2"
              size="lg"
              m={0}
              data-testid="conversation-title"
            >
              {name}
            </Text>
            <Badge variant="light" color={STATUS_COLOR[chat.status]} data-testid="chat-status">
              {t(`chats.status.${chat.status}`)}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {chatNumber(chat)} · {brandOf(chat)} · {t(`chats.languages.${chat.language}`)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {shopperInDrawer && (
            <Tooltip label={t('agentConsole.shopper.show')}>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={onShowShopper}
                aria-label={t('agentConsole.shopper.show')}
              >
                <IconUserCircle size={18} />
              </ActionIcon>
            </Tooltip>
          )}
          {open && actions}
          {open && (
            <Button
              variant="light"
              color="red"
              leftSection={<IconX size={16} />}
              onClick={confirmClose}
              data-testid="close-chat"
            >
              {t('agentConsole.close.action')}
            </Button>
          )}
        </Group>
      </Group>

      {messages.isPending ? (
        <MessageListLoading />
      ) : messages.isError ? (
        <Alert color="red" m="md" icon={<IconMessageCircleOff size={18} />}>
          {errorMessage(messages.error)}
          <Button size="compact-sm" variant="light" color="red" mt="xs" onClick={() => void messages.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      ) : (
        <MessageList
          chat={chat}
          messages={messages.data}
          shopperName={name}
          agentId={agentId}
          flags={flags ?? []}
          windows={open ? windows : null}
          earlier={{ hasMore: earlier.hasMore, loading: earlier.loading, load: () => void earlier.load() }}
          footer={open ? <TypingLine chat={chat} shopperName={name} /> : null}
        />
      )}

      <div className={classes.composerSlot} data-testid="composer-slot">
        {open && composer(suggestedCategoryIds)}
        {chat.status === 'pending_acceptance' && offerActions}
        {chat.status === 'closed' && (
          <Group gap="xs" justify="center" p="sm" data-testid="read-only-notice">
            <IconLock size={16} color="var(--mantine-color-dimmed)" />
            <Text size="sm" c="dimmed">
              {t('agentConsole.conversation.closedReadOnly')}
            </Text>
          </Group>
        )}
        {(chat.status === 'new' || chat.status === 'waiting_for_agent') && (
          <Text size="sm" c="dimmed" ta="center" p="sm">
            {t('agentConsole.conversation.notYours')}
          </Text>
        )}
      </div>
    </section>
  );
}
