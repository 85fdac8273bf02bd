import { Group } from '@mantine/core';
import { IconAdjustments } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { BilingualText } from '../../../components/bilingual-text.tsx';
import { useRecordActionsColumn } from '../../../components/data-table/record-columns.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { ConnectionBadge, OrderManagerBadge } from './brand-badges.tsx';
import { BrandLogo } from './brand-logo.tsx';

interface BrandColumnsOptions {
  onView: (brand: BrandResponse) => void;
  onEdit: (brand: BrandResponse) => void;
  onConfigure: (brand: BrandResponse) => void;
  onDelete: (brand: BrandResponse) => void;
}

export function useBrandColumns({ onView, onEdit, onConfigure, onDelete }: BrandColumnsOptions) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const actions = useRecordActionsColumn<BrandResponse>({
    onView,
    onEdit,
    onDelete,
    beforeDelete: (brand) => [
      {
        label: t('brands.view.configuration'),
        icon: <IconAdjustments size={18} />,
        onClick: () => onConfigure(brand),
      },
    ],
  });
  const columns: DataTableColumn<BrandResponse>[] = [
    {
      accessor: 'nameEn',
      title: t('brands.columns.name'),
      sortable: true,
      render: (brand) => (
        <Group gap="sm" wrap="nowrap">
          <BrandLogo logo={brand.logo} size={36} radius={6} />
          <BilingualText en={brand.nameEn} ar={brand.nameAr} />
        </Group>
      ),
    },
    {
      accessor: 'email',
      title: t('common.fields.email'),
      sortable: true,
      render: ({ email }) => <span dir="ltr">{email}</span>,
    },
    {
      accessor: 'orderManager',
      noWrap: true,
      title: t('brands.form.orderManager'),
      render: ({ orderManager }) => <OrderManagerBadge value={orderManager} />,
    },
    {
      accessor: 'connectionStatus',
      noWrap: true,
      title: t('brands.columns.connection'),
      render: ({ connectionStatus }) => <ConnectionBadge status={connectionStatus} />,
    },
    { accessor: 'agentsCount', title: t('brands.columns.agents'), textAlign: 'center' },
    {
      accessor: 'createdAt',
      noWrap: true,
      title: t('brands.columns.createdAt'),
      sortable: true,
      render: ({ createdAt }) => formatDate(createdAt, false),
    },
    actions,
  ];
  return columns;
}
