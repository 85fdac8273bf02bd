import { Text } from '@mantine/core';
import { IconPlugConnected } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import type { InstallationRow } from '../api/use-salla-installations.ts';

export function useInstallationColumns({
  onAssign,
}: {
  onAssign: (installation: InstallationRow) => void;
}): DataTableColumn<InstallationRow>[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const end = useEndAlign();
  return [
    {
      accessor: 'storeName',
      title: t('sallaInstallations.columns.store'),
      sortable: true,
      render: ({ storeName }) => storeName ?? <Text c="dimmed">{t('sallaInstallations.unnamed')}</Text>,
    },
    {
      accessor: 'storeDomain',
      title: t('sallaInstallations.columns.domain'),
      render: ({ storeDomain }) => <span dir="ltr">{storeDomain ?? '—'}</span>,
    },
    {
      accessor: 'merchantId',
      noWrap: true,
      title: t('sallaInstallations.columns.merchantId'),
      render: ({ merchantId }) => <span dir="ltr">{merchantId}</span>,
    },
    {
      accessor: 'installedAt',
      noWrap: true,
      title: t('sallaInstallations.columns.installedAt'),
      sortable: true,
      render: ({ installedAt }) => formatDate(installedAt),
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (installation) => (
        <RowActions
          actions={[
            {
              label: t('sallaInstallations.assign.action'),
              icon: <IconPlugConnected size={18} />,
              color: 'violet',
              onClick: () => onAssign(installation),
            },
          ]}
        />
      ),
    },
  ];
}
