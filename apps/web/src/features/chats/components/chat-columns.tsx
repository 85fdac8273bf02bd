import { Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconEye, IconMessages, IconSquareX } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { ChatStatusBadge } from './chat-status-badge.tsx';
import { useChatNumber, useShopperName } from '../../../components/chat/use-chat-words.ts';
import { canChangeAgent, canClose } from './chat-rules.ts';

export interface ChatRowActions {
  onDetails: (chat: ChatResponse) => void;
  onHistory: (chat: ChatResponse) => void;
  onChangeAgent: (chat: ChatResponse) => void;
  onCloseChat: (chat: ChatResponse) => void;
}

interface ChatColumnsOptions extends ChatRowActions {
  /** Admins see every brand; a brand manager only its own, so the column would say the same on every row. */
  withBrand: boolean;
  brandName: (chat: ChatResponse) => string;
  agentName: (agent: NonNullable<ChatResponse['agent']>) => string;
}

/** Chat ID, customer, brand, start date and time, agent, status, and the row's actions. */
export function useChatColumns({
  withBrand,
  brandName,
  agentName,
  onDetails,
  onHistory,
  onChangeAgent,
  onCloseChat,
}: ChatColumnsOptions): DataTableColumn<ChatResponse>[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const end = useEndAlign();
  const columns: (DataTableColumn<ChatResponse> | false)[] = [
    {
      accessor: 'number',
      title: t('chats.columns.number'),
      sortable: true,
      noWrap: true,
      render: (chat) => (
        <Text size="sm" fw={600} ff="monospace" dir="ltr" span>
          {chatNumber(chat)}
        </Text>
      ),
    },
    {
      accessor: 'shopper',
      title: t('chats.columns.customer'),
      render: ({ shopper }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500} dir="auto" c={shopper.name ? undefined : 'dimmed'}>
            {shopperName(shopper)}
          </Text>
          {shopper.name && shopper.phone && (
            <Text size="xs" c="dimmed" dir="ltr" ta="start">
              {shopper.phone}
            </Text>
          )}
        </Stack>
      ),
    },
    withBrand && { accessor: 'brandName', title: t('chats.columns.brand'), render: brandName },
    {
      accessor: 'startedAt',
      title: t('chats.columns.startedAt'),
      sortable: true,
      noWrap: true,
      render: ({ startedAt }) => formatDate(startedAt),
    },
    {
      accessor: 'agent',
      title: t('chats.columns.agent'),
      render: ({ agent }) =>
        agent ? (
          <Text size="sm">{agentName(agent)}</Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t('chats.noAgent')}
          </Text>
        ),
    },
    {
      accessor: 'status',
      title: t('chats.columns.status'),
      sortable: true,
      noWrap: true,
      render: ({ status }) => <ChatStatusBadge status={status} />,
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (chat) => (
        <RowActions
          actions={[
            { label: t('chats.actions.details'), icon: <IconEye size={18} />, onClick: () => onDetails(chat) },
            { label: t('chats.actions.history'), icon: <IconMessages size={18} />, onClick: () => onHistory(chat) },
            {
              label: t('chats.actions.changeAgent'),
              icon: <IconArrowsExchange size={18} />,
              onClick: () => onChangeAgent(chat),
              disabled: !canChangeAgent(chat),
            },
            {
              label: t('chats.actions.close'),
              icon: <IconSquareX size={18} />,
              color: 'red',
              onClick: () => onCloseChat(chat),
              disabled: !canClose(chat),
            },
          ]}
        />
      ),
    },
  ];
  return columns.filter((column): column is DataTableColumn<ChatResponse> => column !== false);
}
