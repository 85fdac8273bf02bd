import { Group, Stack, Text } from '@mantine/core';
import { IconAdjustments, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { ConnectionBadge, OrderManagerBadge } from './brand-badges.tsx';

interface BrandColumnsOptions {
  onView: (brand: BrandResponse) => void;
  onEdit: (brand: BrandResponse) => void;
  onConfigure: (brand: BrandResponse) => void;
  onDelete: (brand: BrandResponse) => void;
}

export function useBrandColumns({ onView, onEdit, onConfigure, onDelete }: BrandColumnsOptions) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const end = useEndAlign();
  const columns: DataTableColumn<BrandResponse>[] = [
    {
      accessor: 'nameEn',
      title: t('brands.columns.name'),
      sortable: true,
      render: (brand) => (
        <Group gap="sm" wrap="nowrap">
          {brand.logo ? (
            <OptimizedImage
              uploadId={brand.logo.id}
              src={brand.logo.url}
              alt=""
              width={36}
              height={36}
              radius={6}
              fit="contain"
            />
          ) : null}
          <Stack gap={0}>
            <Text size="sm" fw={500}>
              <span dir="ltr">{brand.nameEn}</span>
            </Text>
            <Text size="sm" c="dimmed">
              <span dir="rtl">{brand.nameAr}</span>
            </Text>
          </Stack>
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
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (brand) => (
        <RowActions
          actions={[
            { label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(brand) },
            { label: t('common.actions.edit'), icon: <IconPencil size={18} />, onClick: () => onEdit(brand) },
            {
              label: t('brands.view.configuration'),
              icon: <IconAdjustments size={18} />,
              onClick: () => onConfigure(brand),
            },
            {
              label: t('common.actions.delete'),
              icon: <IconTrash size={18} />,
              color: 'red',
              onClick: () => onDelete(brand),
            },
          ]}
        />
      ),
    },
  ];
  return columns;
}
