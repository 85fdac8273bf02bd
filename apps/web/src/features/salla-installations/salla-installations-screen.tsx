import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { SallaInstallationListQuery } from '@tawasul/contracts/orders';
import { ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { registerOverlay, useOverlays } from '../../lib/overlays/overlay-manager.tsx';
import { useAssignInstallation, useSallaInstallations, type InstallationRow } from './api/use-salla-installations.ts';
import { AssignInstallationOverlay } from './components/assign-installation-overlay.tsx';
import { useInstallationColumns } from './components/installation-columns.tsx';

// This screen's own overlay, registered when its chunk loads.
registerOverlay('assign-salla-installation', AssignInstallationOverlay);

/**
 * `/admin/salla-installation` (admin): Salla stores that installed the app (Easy Mode, or from the App Store) and
 * whose domain names no brand. The admin assigns each to the brand it serves (decision 019).
 */
export function SallaInstallationsScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(SallaInstallationListQuery);
  const list = useSallaInstallations(query);
  const overlays = useOverlays();
  const assign = useAssignInstallation();

  const openAssign = (installation: InstallationRow) => {
    const store = installation.storeName ?? installation.storeDomain ?? installation.merchantId;
    overlays.open('assign-salla-installation', {
      store,
      onConfirm: async (brand: { id: string; name: string }) => {
        await assign.mutateAsync({ merchantId: installation.merchantId, brandId: brand.id });
        notifications.show({
          color: 'green',
          message: t('sallaInstallations.assign.done', { store, brand: brand.name }),
        });
      },
    });
  };
  const columns = useInstallationColumns({ onAssign: openAssign });
  const filtered = Boolean(query.search);

  return (
    <Stack>
      <PageHeader title={t('admin.nav.sallaInstallations')} description={t('sallaInstallations.list.subtitle')} />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('sallaInstallations.list.emptyFiltered') : t('sallaInstallations.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : t('sallaInstallations.list.emptyHint')}
      />
    </Stack>
  );
}
