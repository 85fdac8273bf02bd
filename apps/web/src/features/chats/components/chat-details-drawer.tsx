import { Button, DataList, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowsExchange, IconMessages, IconSquareX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { UserAvatar } from '../../../components/avatar/user-avatar.tsx';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import { useChatDetails } from '../api/use-chats.ts';
import { ChatStatusBadge } from './chat-status-badge.tsx';
import { ChatTimeline } from './chat-timeline.tsx';
import { canChangeAgent, canClose } from './chat-rules.ts';
import type { ChatRowActions } from './chat-columns.tsx';
import { useShopperName } from './chat-texts.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

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
  const details = useChatDetails(useLastId(id));
  const chat = details.data;
  const when = (iso: string | null) => (iso ? formatDate(iso) : '—');
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={chat ? t('chats.details.title', { number: chat.number }) : t('chats.actions.details')}
      loading={details.isPending}
      error={details.error}
    >
      {chat && (
        <Stack gap="lg">
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
          <DataList labelWidth={160} withDivider>
            <Item label={t('chats.details.customerKind')}>{t(`chats.details.kinds.${chat.shopper.kind}`)}</Item>
            {chat.shopper.phone && (
              <Item label={t('chats.details.phone')}>
                <span dir="ltr">{chat.shopper.phone}</span>
              </Item>
            )}
            {chat.shopper.email && (
              <Item label={t('chats.details.email')}>
                <span dir="ltr">{chat.shopper.email}</span>
              </Item>
            )}
            <Item label={t('chats.details.brand')}>{brandName(chat)}</Item>
            <Item label={t('chats.details.agent')}>{chat.agent ? agentName(chat.agent) : t('chats.noAgent')}</Item>
            <Item label={t('chats.details.status')}>
              <ChatStatusBadge status={chat.status} />
            </Item>
            <Item label={t('chats.details.language')}>{t(`chats.languages.${chat.language}`)}</Item>
            <Item label={t('chats.details.startedAt')}>{when(chat.startedAt)}</Item>
            {chat.waitingSince && <Item label={t('chats.details.waitingSince')}>{when(chat.waitingSince)}</Item>}
            {chat.offeredAt && <Item label={t('chats.details.offeredAt')}>{when(chat.offeredAt)}</Item>}
            {chat.acceptedAt && <Item label={t('chats.details.acceptedAt')}>{when(chat.acceptedAt)}</Item>}
            {chat.lastMessageAt && <Item label={t('chats.details.lastMessageAt')}>{when(chat.lastMessageAt)}</Item>}
            {chat.closedAt && <Item label={t('chats.details.closedAt')}>{when(chat.closedAt)}</Item>}
            {chat.closeReason && (
              <Item label={t('chats.details.closeReason')}>{t(`chats.closeReason.${chat.closeReason}`)}</Item>
            )}
          </DataList>
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
        </Stack>
      )}
    </DetailDrawer>
  );
}
