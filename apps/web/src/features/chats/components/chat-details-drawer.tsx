import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconMessages, IconSquareX } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { UserAvatar } from '../../../components/avatar/user-avatar.tsx';
import { DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { RatingDetail } from '../../../components/rating-detail.tsx';
import { RecordViewDrawer } from '../../../components/record-drawers.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useChatDetails } from '../api/use-chats.ts';
import { ChatStatusBadge } from './chat-status-badge.tsx';
import { ChatTimeline } from './chat-timeline.tsx';
import { canChangeAgent, canClose } from './chat-rules.ts';
import type { ChatRowActions } from './chat-columns.tsx';
import { useShopperName } from '../../../components/chat/use-chat-words.ts';

interface ChatDetailsDrawerProps extends Omit<ChatRowActions, 'onDetails'> {
  id: string | null;
  onClose: () => void;
  brandName: (chat: ChatResponse) => string;
  agentName: (agent: NonNullable<ChatResponse['agent']>) => string;
}

/** `?view=ID`: the customer, brand, agent, status and times of a chat, and its timeline of events. */
export function ChatDetailsDrawer({
  id,
  onClose,
  brandName,
  agentName,
  onHistory,
  onChangeAgent,
  onCloseChat,
}: ChatDetailsDrawerProps) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const shopperName = useShopperName();
  const when = (iso: string | null) => (iso ? formatDate(iso) : '—');
  return (
    <RecordViewDrawer
      id={id}
      onClose={onClose}
      useRecord={useChatDetails}
      title={(chat) => (chat ? t('chats.details.title', { number: chat.number }) : t('chats.actions.details'))}
    >
      {(chat) => (
        <>
          <Group gap="sm" wrap="nowrap">
            <UserAvatar name={shopperName(chat.shopper)} size="lg" />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={700} size="lg" dir="auto">
                {shopperName(chat.shopper)}
              </Text>
              <Group gap="xs">
                <ChatStatusBadge status={chat.status} />
                <Text size="sm" c="dimmed">
                  {brandName(chat)}
                </Text>
              </Group>
            </Stack>
          </Group>
          <DetailList labelWidth={160}>
            <DetailItem label={t('chats.details.customerKind')}>
              {t(`chats.details.kinds.${chat.shopper.kind}`)}
            </DetailItem>
            {chat.shopper.phone && (
              <DetailItem label={t('chats.details.phone')} dir="ltr">
                {chat.shopper.phone}
              </DetailItem>
            )}
            {chat.shopper.email && (
              <DetailItem label={t('chats.details.email')} dir="ltr">
                {chat.shopper.email}
              </DetailItem>
            )}
            <DetailItem label={t('chats.details.brand')}>{brandName(chat)}</DetailItem>
            <DetailItem label={t('chats.details.agent')}>
              {chat.agent ? agentName(chat.agent) : t('chats.noAgent')}
            </DetailItem>
            <DetailItem label={t('chats.details.status')}>
              <ChatStatusBadge status={chat.status} />
            </DetailItem>
            <DetailItem label={t('chats.details.language')}>{t(`chats.languages.${chat.language}`)}</DetailItem>
            <DetailItem label={t('chats.details.startedAt')}>{when(chat.startedAt)}</DetailItem>
            {chat.waitingSince && (
              <DetailItem label={t('chats.details.waitingSince')}>{when(chat.waitingSince)}</DetailItem>
            )}
            {chat.offeredAt && <DetailItem label={t('chats.details.offeredAt')}>{when(chat.offeredAt)}</DetailItem>}
            {chat.acceptedAt && <DetailItem label={t('chats.details.acceptedAt')}>{when(chat.acceptedAt)}</DetailItem>}
            {chat.lastMessageAt && (
              <DetailItem label={t('chats.details.lastMessageAt')}>{when(chat.lastMessageAt)}</DetailItem>
            )}
            {chat.closedAt && <DetailItem label={t('chats.details.closedAt')}>{when(chat.closedAt)}</DetailItem>}
            {chat.closeReason && (
              <DetailItem label={t('chats.details.closeReason')}>
                {t(`chats.closeReason.${chat.closeReason}`)}
              </DetailItem>
            )}
            {chat.rating && (
              <DetailItem label={t('chats.details.rating')}>
                <RatingDetail
                  score={chat.rating.score}
                  comment={chat.rating.comment}
                  scoreText={t('chats.details.ratingScore', { score: chat.rating.score })}
                />
              </DetailItem>
            )}
          </DetailList>
          <Group gap="xs">
            <Button leftSection={<IconMessages size={16} />} onClick={() => onHistory(chat)}>
              {t('chats.actions.history')}
            </Button>
            {canChangeAgent(chat) && (
              <Button
                variant="default"
                leftSection={<IconArrowsExchange size={16} />}
                onClick={() => onChangeAgent(chat)}
              >
                {t('chats.actions.changeAgent')}
              </Button>
            )}
            {canClose(chat) && (
              <Button
                color="red"
                variant="light"
                leftSection={<IconSquareX size={16} />}
                onClick={() => onCloseChat(chat)}
              >
                {t('chats.actions.close')}
              </Button>
            )}
          </Group>
          <Divider />
          <Stack gap="sm">
            <Title order={3} size="h5">
              {t('chats.details.timeline')}
            </Title>
            <ChatTimeline timeline={chat.timeline} agentName={agentName} />
          </Stack>
        </>
      )}
    </RecordViewDrawer>
  );
}
