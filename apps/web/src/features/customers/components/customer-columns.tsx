import { Text } from '@mantine/core';
import { IconEye, IconLock, IconLockOpen } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CustomerResponse } from '@tawasul/contracts/shoppers';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { BlockedBadge } from './customer-badges.tsx';

export function useCustomerColumns({
  onView,
  onToggleBlock,
}: {
  onView: (customer: CustomerResponse) => void;
  onToggleBlock: (customer: CustomerResponse) => void;
}): DataTableColumn<CustomerResponse>[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const end = useEndAlign();
  return [
    { accessor: 'name', title: t('customers.columns.name'), sortable: true },
    {
      accessor: 'email',
      title: t('common.fields.email'),
      render: ({ email }) => <span dir="ltr">{email ?? '—'}</span>,
    },
    {
      accessor: 'phone',
      noWrap: true,
      title: t('common.fields.phone'),
      render: ({ phone }) => <span dir="ltr">{phone ?? '—'}</span>,
    },
    {
      accessor: 'gamerId',
      title: t('customers.columns.gamerId'),
      render: ({ gamerId }) => <span dir="ltr">{gamerId ?? '—'}</span>,
    },
    { accessor: 'chatsCount', title: t('customers.columns.chats'), textAlign: 'center' },
    {
      accessor: 'lastSeenAt',
      noWrap: true,
      title: t('customers.columns.lastSeen'),
      sortable: true,
      render: ({ lastSeenAt }) => (
        <Text size="sm" c={lastSeenAt ? undefined : 'dimmed'}>
          {lastSeenAt ? formatDate(lastSeenAt) : t('customers.columns.never')}
        </Text>
      ),
    },
    {
      accessor: 'createdAt',
      noWrap: true,
      title: t('customers.columns.createdAt'),
      sortable: true,
      render: ({ createdAt }) => formatDate(createdAt, false),
    },
    {
      accessor: 'blocked',
      noWrap: true,
      title: t('customers.columns.status'),
      render: ({ blocked }) => <BlockedBadge blocked={blocked} />,
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (customer) => (
        <RowActions
          actions={[
            { label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(customer) },
            customer.blocked
              ? {
                  label: t('customers.unblock.confirm'),
                  icon: <IconLockOpen size={18} />,
                  onClick: () => onToggleBlock(customer),
                }
              : {
                  label: t('customers.block.confirm'),
                  icon: <IconLock size={18} />,
                  color: 'red',
                  onClick: () => onToggleBlock(customer),
                },
          ]}
        />
      ),
    },
  ];
}
