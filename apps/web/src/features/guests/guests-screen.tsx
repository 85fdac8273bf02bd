import { Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { GuestListQuery, type GuestResponse } from '@tawasul/contracts/shoppers';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useGuests } from './api/use-guests.ts';
import { useGuestColumns } from './components/guest-columns.tsx';
import { GuestDrawer } from './components/guest-drawer.tsx';

const DRAWERS = ['view'] as const;

/** `/admin/guest` (admin): anonymous visitors who chatted through a brand's widget. */
export function GuestsScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(GuestListQuery);
  const list = useGuests(query);
  const brands = useBrandOptions();
  const drawers = useDrawerParams(DRAWERS);
  const view = (guest: GuestResponse) => drawers.open('view', guest.id);
  const columns = useGuestColumns({ onView: view });
  const filtered = Boolean(query.search || query.brandId);

  return (
    <Stack>
      <PageHeader title={t('admin.nav.guests')} description={t('guests.list.subtitle')} />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t('guests.columns.brand')}
          placeholder={t('guests.list.allBrands')}
          value={query.brandId}
          data={brands.data}
          searchable
          onChange={(brandId) => update({ brandId })}
        />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('guests.list.emptyFiltered') : t('guests.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : undefined}
        onRowClick={view}
      />
      <GuestDrawer id={drawers.active?.id ?? null} onClose={drawers.close} />
    </Stack>
  );
}
