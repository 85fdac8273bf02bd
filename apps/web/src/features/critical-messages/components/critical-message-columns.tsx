import { Badge, Box, Stack, Switch, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CriticalMessageResponse } from '@tawasul/contracts/chats';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';

interface CriticalColumnsOptions {
  withBrand: boolean;
  brandName: (item: CriticalMessageResponse) => string;
  onToggleHandled: (item: CriticalMessageResponse, handled: boolean) => void;
  onOpenChat: (item: CriticalMessageResponse) => void;
}

/** Time, brand, chat, customer, the word with its title in the reader's language, the excerpt, handled. */
export function useCriticalMessageColumns({
  withBrand,
  brandName,
  onToggleHandled,
  onOpenChat,
}: CriticalColumnsOptions): DataTableColumn<CriticalMessageResponse>[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const end = useEndAlign();
  const columns: (DataTableColumn<CriticalMessageResponse> | false)[] = [
    {
      accessor: 'createdAt',
      title: t('criticalMessages.columns.createdAt'),
      sortable: true,
      noWrap: true,
      render: ({ createdAt }) => formatDate(createdAt),
    },
    withBrand && { accessor: 'brandName', title: t('criticalMessages.columns.brand'), render: brandName },
    {
      accessor: 'chatNumber',
      title: t('criticalMessages.columns.chat'),
      noWrap: true,
      render: ({ chatNumber }) => (
        <Text size="sm" fw={600} ff="monospace" dir="ltr" span>
          {t('criticalMessages.chatNumber', { number: chatNumber })}
        </Text>
      ),
    },
    {
      accessor: 'shopperName',
      title: t('criticalMessages.columns.customer'),
      render: ({ shopperName }) => (
        <Text size="sm" dir="auto" c={shopperName ? undefined : 'dimmed'}>
          {shopperName || t('criticalMessages.guest')}
        </Text>
      ),
    },
    {
      accessor: 'word',
      title: t('criticalMessages.columns.word'),
      sortable: true,
      render: (item) => (
        <Stack gap={2} align="flex-start">
          <Badge color="red" variant="light" tt="none" dir="auto">
            {item.word}
          </Badge>
          <Text size="xs" c="dimmed">
            {localized(item.titleEn, item.titleAr)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'excerpt',
      title: t('criticalMessages.columns.excerpt'),
      width: '32%',
      render: ({ excerpt }) => (
        <Text size="sm" lineClamp={2} dir="auto">
          {excerpt}
        </Text>
      ),
    },
    {
      accessor: 'handled',
      title: t('criticalMessages.columns.handled'),
      render: (item) => (
        <Box onClick={(event) => event.stopPropagation()} w="fit-content">
          <Switch
            checked={item.handled}
            onChange={(event) => onToggleHandled(item, event.currentTarget.checked)}
            aria-label={t('criticalMessages.handledOf', { number: item.chatNumber, word: item.word })}
          />
        </Box>
      ),
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (item) => (
        <RowActions
          actions={[
            {
              label: t('criticalMessages.actions.openChat'),
              icon: <IconExternalLink size={18} />,
              onClick: () => onOpenChat(item),
            },
          ]}
        />
      ),
    },
  ];
  return columns.filter((column): column is DataTableColumn<CriticalMessageResponse> => column !== false);
}
