import {
  Alert,
  Anchor,
  Avatar,
  Badge,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconBuildingStore, IconLock, IconMail, IconPhone, IconStar, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { initials } from '../../../components/avatar/initials.ts';
import { RatingDetail } from '../../../components/rating-detail.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useShopperChats, useTranscript } from '../api/use-chat-context.ts';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import { useChatBrand } from './console-texts.ts';
import { MessageList, MessageListLoading } from './message-list.tsx';
import { ShopperOrders } from './shopper-orders.tsx';
import classes from './agent-console.module.css';

/** An earlier chat, read-only, over the console. */
function TranscriptModal({
  chat,
  agentId,
  onClose,
}: {
  chat: ChatResponse | null;
  agentId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const chatNumber = useChatNumber();
  const shopperName = useShopperName();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const transcript = useTranscript(chat?.id ?? null);
  return (
    <Modal
      opened={chat !== null}
      onClose={onClose}
      size="lg"
      title={chat ? t('agentConsole.shopper.transcriptTitle', { number: chatNumber(chat) }) : ''}
      closeButtonProps={{ 'aria-label': t('common.actions.close') }}
    >
      {chat && (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t('agentConsole.shopper.transcriptMeta', {
              date: formatDate(chat.startedAt),
              agent: chat.agent ? localized(chat.agent.name, chat.agent.nameAr) : t('chats.noAgent'),
            })}
          </Text>
          <Badge variant="light" color="gray" leftSection={<IconLock size={12} />} w="fit-content">
            {t('agentConsole.shopper.readOnly')}
          </Badge>
          <div className={classes.transcript} data-testid="previous-transcript">
            {transcript.isPending ? (
              <MessageListLoading />
            ) : transcript.isError ? (
              <Alert color="red">{errorMessage(transcript.error)}</Alert>
            ) : (
              <MessageList
                chat={chat}
                messages={transcript.data.items}
                shopperName={shopperName(chat.shopper)}
                agentId={agentId}
                windows={null}
              />
            )}
          </div>
        </Stack>
      )}
    </Modal>
  );
}

function Detail({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <ThemeIcon variant="light" color="gray" size="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <Stack gap={0} miw={0}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Text size="sm" component="div" className={classes.detailValue}>
          {children}
        </Text>
      </Stack>
    </Group>
  );
}

/** Who the agent is talking to: name, how to reach them (or "Guest"), the brand, earlier chats and orders. */
export function ShopperPanel({ chat, agentId }: { chat: ChatResponse; agentId: string }) {
  const { t } = useTranslation();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const brandOf = useChatBrand();
  const formatDate = useFormatDate();
  const errorMessage = useErrorMessage();
  const previous = useShopperChats(chat.id);
  const [shown, setShown] = useState<ChatResponse | null>(null);
  const { shopper } = chat;
  const name = shopperName(shopper);
  const guest = shopper.kind === 'guest';
  return (
    <Stack gap="md" p="md" data-testid="shopper-panel">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="violet" radius="xl" size="lg">
          {initials(name)}
        </Avatar>
        <Stack gap={2} miw={0}>
          <Text fw={700} truncate dir="auto">
            {name}
          </Text>
          <Badge variant="light" color={guest ? 'gray' : 'violet'} w="fit-content">
            {guest ? t('agentConsole.shopper.guest') : t('agentConsole.shopper.customer')}
          </Badge>
        </Stack>
      </Group>

      <Stack gap="sm">
        {shopper.phone && (
          <Detail icon={<IconPhone size={16} />} label={t('agentConsole.shopper.phone')}>
            <Anchor href={`tel:${shopper.phone}`} dir="ltr" size="sm">
              {shopper.phone}
            </Anchor>
          </Detail>
        )}
        {shopper.email && (
          <Detail icon={<IconMail size={16} />} label={t('agentConsole.shopper.email')}>
            <Anchor href={`mailto:${shopper.email}`} dir="ltr" size="sm">
              {shopper.email}
            </Anchor>
          </Detail>
        )}
        {!shopper.phone && !shopper.email && (
          <Detail icon={<IconUser size={16} />} label={t('agentConsole.shopper.contact')}>
            {guest ? t('agentConsole.shopper.guestNoContact') : t('agentConsole.shopper.noContact')}
          </Detail>
        )}
        <Detail icon={<IconBuildingStore size={16} />} label={t('agentConsole.shopper.brand')}>
          {brandOf(chat)}
        </Detail>
        {chat.rating && (
          // The shopper's satisfaction rating of this closing (issue 21), with its comment.
          <Detail icon={<IconStar size={16} />} label={t('agentConsole.shopper.rating')}>
            <RatingDetail
              score={chat.rating.score}
              comment={chat.rating.comment}
              scoreText={t('agentConsole.shopper.ratingScore', { score: chat.rating.score })}
              size="xs"
            />
          </Detail>
        )}
      </Stack>

      <Stack gap="xs">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase" component="h3" m={0}>
          {t('agentConsole.shopper.previousChats')}
        </Text>
        {previous.isPending ? (
          <Loader size="sm" />
        ) : previous.isError ? (
          <Text size="sm" c="red">
            {errorMessage(previous.error)}
          </Text>
        ) : previous.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('agentConsole.shopper.noPreviousChats')}
          </Text>
        ) : (
          previous.data.map((other) => (
            <UnstyledButton
              key={other.id}
              className={classes.previousChat}
              onClick={() => setShown(other)}
              data-testid="previous-chat"
              aria-label={t('agentConsole.shopper.openTranscript', { number: chatNumber(other) })}
            >
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text size="sm" fw={600}>
                  {chatNumber(other)}
                </Text>
                <Badge size="xs" variant="light" color={other.status === 'closed' ? 'gray' : 'green'}>
                  {t(`chats.status.${other.status}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {formatDate(other.startedAt)}
              </Text>
              {other.lastMessage && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  <bdi>{other.lastMessage}</bdi>
                </Text>
              )}
            </UnstyledButton>
          ))
        )}
      </Stack>

      <ShopperOrders chatId={chat.id} />

      <TranscriptModal chat={shown} agentId={agentId} onClose={() => setShown(null)} />
    </Stack>
  );
}
