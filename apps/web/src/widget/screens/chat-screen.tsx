import { ActionIcon, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconDoorExit } from '../../components/icons/outline-icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { useWidgetText } from '../app/widget-i18n.ts';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import { useCloseChat, useChat, useQueue } from '../api/use-chat.ts';
import { useChatMessages, useEarlierMessages, useMarkRead } from '../api/use-messages.ts';
import { useOutbox, useOutgoingActions, useSendMessage } from '../api/use-send-message.ts';
import { useAgentTyping, useChatRoom, useConnectionState } from '../api/use-widget-live.ts';
import { isShopperMessage } from '../../components/chat/message-rules.ts';
import { lastSeqOf } from '../api/widget-keys.ts';
import { useReading } from '../app/use-reading.ts';
import { useWidget } from '../app/widget-context.tsx';
import { Composer } from '../components/composer.tsx';
import { InlineConfirm } from '../components/inline-confirm.tsx';
import { MessageList } from '../components/message-list.tsx';
import { QueueBanner } from '../components/queue-banner.tsx';
import { RatingCard } from '../components/rating-card.tsx';
import { useErrorText } from '../components/use-error-text.ts';
import { useLocalizedText, usePersonName } from '../components/use-localized-text.ts';
import { WidgetHeader } from '../components/widget-header.tsx';
import classes from '../components/widget.module.css';

/** The team's messages the widget holds have reached the shopper: "Delivered" on the agent's side, once per new one. */
function useDelivered(chat: ChatResponse, messages: readonly MessageResponse[] | undefined) {
  const { realtime } = useWidget();
  const told = useRef(0);
  const highest = (messages ?? []).reduce(
    (seq, message) => (isShopperMessage(message) ? seq : Math.max(seq, message.seq)),
    0,
  );
  useEffect(() => {
    if (highest <= Math.max(told.current, chat.receipts.shopperDeliveredSeq)) return;
    told.current = highest;
    realtime.emit('delivered', { chatId: chat.id, seq: highest });
  }, [highest, chat.id, chat.receipts.shopperDeliveredSeq, realtime]);
}

/** The chat's messages are read (and the loader's count cleared) while the shopper is looking at them. */
function useReadWhileShown(chat: ChatResponse, highestSeq: number) {
  const { unread } = useWidget();
  const reading = useReading();
  const markRead = useMarkRead(chat.id);
  const posted = useRef(0);
  const { mutate } = markRead;
  useEffect(() => {
    if (!reading) return;
    unread.reset();
    if (highestSeq <= Math.max(posted.current, chat.receipts.shopperReadSeq)) return;
    posted.current = highestSeq;
    mutate(highestSeq);
  }, [reading, highestSeq, chat.receipts.shopperReadSeq, unread, mutate]);
}

/** Who is typing: the chat's agent by the name the widget gives it (the Arabic one in Arabic), anyone else by theirs. */
function TypingLine({ chat }: { chat: ChatResponse }) {
  const { t } = useWidgetText();
  const personName = usePersonName();
  const typing = useAgentTyping(chat.id);
  // The socket names the typist as the server knows it (in English): the chat's agent is named as everywhere else.
  const name = typing && chat.agent && typing === chat.agent.name ? personName(chat.agent) || typing : typing;
  return (
    <Text size="xs" c="dimmed" className={classes.typing} data-testid="agent-typing" aria-live="polite">
      {name === false ? '' : name ? t('widget.chat.typing', { name }) : t('widget.chat.typingAnonymous')}
    </Text>
  );
}

/** While the connection is down the shopper is told so: new messages wait until it is back (issue 22, defect 11). */
function ConnectionLine() {
  const { t } = useWidgetText();
  const state = useConnectionState();
  if (state !== 'reconnecting') return null;
  return (
    <Text size="xs" ta="center" py={4} className={classes.connection} role="status" data-testid="connection-state">
      {t('widget.chat.reconnecting')}
    </Text>
  );
}

function Conversation({ chat }: { chat: ChatResponse }) {
  const { t } = useWidgetText();
  const { bootstrap, navigate, realtime, toasts } = useWidget();
  const localized = useLocalizedText();
  const personName = usePersonName();
  const errorText = useErrorText();
  const messages = useChatMessages(chat.id);
  const earlier = useEarlierMessages(chat.id);
  const outbox = useOutbox(chat.id);
  const actions = useOutgoingActions(chat);
  const send = useSendMessage(chat);
  const waiting = chat.status === 'waiting_for_agent';
  const queue = useQueue(chat.id, waiting);
  const close = useCloseChat(chat.id);
  const [confirming, setConfirming] = useState(false);
  useChatRoom(chat.id);
  useReadWhileShown(chat, lastSeqOf(messages.data));
  useDelivered(chat, messages.data);

  const brandName = localized(bootstrap.brand.name);
  // An offered agent has not taken the chat yet: the header names the agent once it is open.
  const agent = chat.status === 'open' ? chat.agent : null;
  const subtitle = agent ? t('widget.chat.answering') : t(`widget.chat.status.${chat.status}`);

  return (
    <>
      <WidgetHeader
        title={(agent && personName(agent)) || brandName}
        subtitle={subtitle}
        person={agent && { name: personName(agent) || agent.name, image: agent.image }}
        onBack={() => navigate({ name: 'home' })}
        actions={
          chat.status !== 'closed' && (
            <ActionIcon
              variant="subtle"
              size="lg"
              className={classes.headerButton}
              onClick={() => setConfirming(true)}
              aria-label={t('widget.chat.end')}
              title={t('widget.chat.end')}
              aria-expanded={confirming}
            >
              <IconDoorExit size={20} className={classes.flipInRtl} />
            </ActionIcon>
          )
        }
      />
      {confirming && (
        <div className={classes.confirm}>
          <InlineConfirm
            title={t('widget.chat.endTitle')}
            message={t('widget.chat.endMessage')}
            confirmLabel={t('widget.chat.endConfirm')}
            onCancel={() => setConfirming(false)}
            onConfirm={async () => {
              try {
                await close.mutateAsync();
              } catch (error) {
                toasts.show({ color: 'red', message: errorText(error) });
              }
            }}
          />
        </div>
      )}
      {waiting && <QueueBanner status={queue.data} onLeaveMessage={() => navigate({ name: 'contact' })} />}
      {messages.isPending ? (
        <Center className={classes.content} aria-busy>
          <Loader size="sm" role="status" aria-label={t('widget.loading')} />
        </Center>
      ) : messages.isError ? (
        <Center className={classes.content}>
          <Stack align="center" gap="xs" p="md">
            <Text size="sm" role="alert">
              {errorText(messages.error)}
            </Text>
            <Button variant="light" onClick={() => void messages.refetch()}>
              {t('widget.actions.retry')}
            </Button>
          </Stack>
        </Center>
      ) : (
        <MessageList
          chat={chat}
          messages={messages.data}
          brandName={brandName}
          windows={{ editMinutes: bootstrap.messageEditMinutes, deleteMinutes: bootstrap.messageDeleteMinutes }}
          outbox={outbox}
          onRetry={actions.retry}
          onDiscard={actions.discard}
          earlier={{ ...earlier, load: () => void earlier.load().catch(() => undefined) }}
          footer={<TypingLine chat={chat} />}
        />
      )}
      <ConnectionLine />
      {chat.status === 'closed' && <RatingCard chat={chat} />}
      <Composer
        onSend={send}
        onTyping={(typing) => realtime.emit('typing', { chatId: chat.id, typing })}
        hint={chat.status === 'closed' ? t('widget.chat.reopenHint') : null}
      />
    </>
  );
}

/** A chat with the brand: header with the agent, the queue while waiting, the conversation and the composer. */
export function ChatScreen({ chatId }: { chatId: string }) {
  const { t } = useWidgetText();
  const { navigate } = useWidget();
  const errorText = useErrorText();
  const chat = useChat(chatId);
  if (chat.data) return <Conversation chat={chat.data} />;
  return (
    <>
      <WidgetHeader onBack={() => navigate({ name: 'home' })} />
      <Center className={classes.content}>
        {chat.isError ? (
          <Stack align="center" gap="xs" p="md">
            <Text size="sm" role="alert">
              {errorText(chat.error)}
            </Text>
            <Button variant="light" onClick={() => navigate({ name: 'home' })}>
              {t('widget.actions.home')}
            </Button>
          </Stack>
        ) : (
          <Loader size="sm" role="status" aria-label={t('widget.loading')} />
        )}
      </Center>
    </>
  );
}
