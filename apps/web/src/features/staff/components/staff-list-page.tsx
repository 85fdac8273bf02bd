import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { StaffListQuery } from '@tawasul/contracts/staff';
import { ActiveFilter, FilterSelect, ListToolbar, SearchInput } from '../../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../../components/data-table/server-table.tsx';
import { AddButton, PageHeader } from '../../../components/page-header.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useListQuery } from '../../../lib/lists/use-list-query.ts';
import { useRecordDrawers } from '../../../lib/lists/use-record-drawers.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { useStaffList } from '../api/use-staff-list.ts';
import { useStaffColumns } from './staff-columns.tsx';
import { StaffFormDrawer, StaffViewDrawer } from './staff-drawers.tsx';
import { staffTexts } from './staff-texts.ts';
import { useStaffActions } from './use-staff-actions.ts';

/** The list of agents or brand managers: search, filters, sortable columns, pages, and the record drawers. */
export function StaffListPage({ kind, tabs }: { kind: StaffKind; tabs?: ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const texts = staffTexts(kind);
  const { query, update } = useListQuery(StaffListQuery);
  const list = useStaffList(kind, query);
  const brands = useBrandOptions(isAdmin);
  const records = useRecordDrawers(useStaffActions(kind));
  const columns = useStaffColumns({ kind, ...records });
  const filtered = Boolean(query.search || query.brandId || query.active !== undefined || query.status);

  return (
    <Stack>
      <PageHeader
        title={t(`${texts}.title`)}
        actions={<AddButton label={t(`${texts}.add`)} onClick={records.onCreate} />}
      />
      {tabs}
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        {isAdmin && (
          <FilterSelect
            label={t('staff.filters.brand')}
            placeholder={t('staff.filters.allBrands')}
            value={query.brandId}
            data={brands.data}
            searchable
            onChange={(brandId) => update({ brandId })}
          />
        )}
        <ActiveFilter
          label={t('staff.filters.active')}
          placeholder={t('staff.filters.anyActive')}
          value={query.active}
          onChange={(active) => update({ active })}
        />
        {kind === 'agents' && (
          <FilterSelect
            label={t('staff.filters.status')}
            placeholder={t('staff.filters.anyStatus')}
            value={query.status}
            data={[
              { value: 'online', label: t('common.status.online') },
              { value: 'offline', label: t('common.status.offline') },
            ]}
            onChange={(status) => update({ status })}
          />
        )}
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('staff.emptyFiltered') : t(`${texts}.empty`)}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : undefined}
        onRowClick={records.onView}
      />
      <StaffViewDrawer kind={kind} id={records.viewId} {...records} />
      <StaffFormDrawer kind={kind} id={records.editId} onClose={records.onClose} withBrand={isAdmin} />
    </Stack>
  );
}
