import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StaffListQuery, type StaffResponse } from '@tawasul/contracts/staff';
import { FilterSelect, ListToolbar, SearchInput } from '../../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../../components/data-table/server-table.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useDrawerParams } from '../../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../../lib/lists/use-list-query.ts';
import { useSessionUser } from '../../../lib/session/session-query.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { useStaffList } from '../api/use-staff-list.ts';
import { useStaffColumns } from './staff-columns.tsx';
import { StaffFormDrawer, StaffViewDrawer } from './staff-drawers.tsx';
import { staffTexts } from './staff-texts.ts';
import { useStaffActions } from './use-staff-actions.ts';

const DRAWERS = ['view', 'edit'] as const;

/** The list of agents or brand managers: search, filters, sortable columns, pages, and the record drawers. */
export function StaffListPage({ kind, tabs }: { kind: StaffKind; tabs?: ReactNode }) {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const texts = staffTexts(kind);
  const { query, update } = useListQuery(StaffListQuery);
  const list = useStaffList(kind, query);
  const drawers = useDrawerParams(DRAWERS);
  const brands = useBrandOptions(isAdmin);
  const { confirmDelete, confirmActive } = useStaffActions(kind);
  const view = (member: StaffResponse) => drawers.open('view', member.id);
  const edit = (member: StaffResponse) => drawers.open('edit', member.id);
  const remove = (member: StaffResponse) => confirmDelete(member, drawers.close);
  const columns = useStaffColumns({
    kind,
    onView: view,
    onEdit: edit,
    onDelete: remove,
    onToggleActive: confirmActive,
  });
  const filtered = Boolean(query.search || query.brandId || query.active !== undefined || query.status);

  return (
    <Stack>
      <PageHeader
        title={t(`${texts}.title`)}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => drawers.open('edit', 'new')}>
            {t(`${texts}.add`)}
          </Button>
        }
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
        <FilterSelect
          label={t('staff.filters.active')}
          placeholder={t('staff.filters.anyActive')}
          value={query.active === undefined ? undefined : String(query.active)}
          data={[
            { value: 'true', label: t('common.status.active') },
            { value: 'false', label: t('common.status.inactive') },
          ]}
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
        onRowClick={view}
      />
      <StaffViewDrawer
        kind={kind}
        id={drawers.active?.name === 'view' ? drawers.active.id : null}
        onClose={drawers.close}
        onEdit={edit}
        onDelete={remove}
        onToggleActive={confirmActive}
      />
      <StaffFormDrawer
        kind={kind}
        id={drawers.active?.name === 'edit' ? drawers.active.id : null}
        onClose={drawers.close}
        withBrand={isAdmin}
      />
    </Stack>
  );
}
