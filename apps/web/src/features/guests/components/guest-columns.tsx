import { IconEye } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { GuestResponse } from '@tawasul/contracts/shoppers';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useGuestName } from './guest-name.ts';

export function useGuestColumns({
  onView,
}: {
  onView: (guest: GuestResponse) => void;
}): DataTableColumn<GuestResponse>[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const guestName = useGuestName();
  const end = useEndAlign();
  return [
    { accessor: 'name', title: t('guests.columns.name'), render: guestName },
    {
      accessor: 'brandNameEn',
      title: t('guests.columns.brand'),
      render: (guest) => localized(guest.brandNameEn, guest.brandNameAr),
    },
    { accessor: 'chatsCount', title: t('guests.columns.chats'), textAlign: 'center' },
    {
      accessor: 'lastSeenAt',
      noWrap: true,
      title: t('guests.columns.lastSeen'),
      sortable: true,
      render: ({ lastSeenAt }) => formatDate(lastSeenAt),
    },
    {
      accessor: 'createdAt',
      noWrap: true,
      title: t('guests.columns.firstSeen'),
      sortable: true,
      render: ({ createdAt }) => formatDate(createdAt, false),
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (guest) => (
        <RowActions
          actions={[{ label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(guest) }]}
        />
      ),
    },
  ];
}
