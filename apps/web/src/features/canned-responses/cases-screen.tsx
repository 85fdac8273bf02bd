import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  CannedCaseListQuery,
  type CannedCaseListItem,
  type CannedCaseResponse,
} from '@tawasul/contracts/canned-responses';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useCategoryOptions } from './api/use-categories.ts';
import { useCases } from './api/use-cases.ts';
import { useCaseColumns } from './components/case-columns.tsx';
import { CaseFormDrawer, CaseViewDrawer } from './components/case-drawers.tsx';
import { useCaseActions } from './components/use-case-actions.ts';

const DRAWERS = ['view', 'edit'] as const;

/**
 * `/admin/canned-response/case` (admin: every brand; brand manager: its own): ready answers with images, documents
 * and a video that agents send in one click.
 */
export function CasesScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const isAdmin = user?.roles.includes('admin') ?? false;
  const { query, update } = useListQuery(CannedCaseListQuery);
  const list = useCases(query);
  const drawers = useDrawerParams(DRAWERS);
  const brands = useBrandOptions(isAdmin);
  const categories = useCategoryOptions();
  const { confirmDelete, confirmActive } = useCaseActions();
  const view = (record: { id: string }) => drawers.open('view', record.id);
  const edit = (record: { id: string }) => drawers.open('edit', record.id);
  const remove = (record: CannedCaseListItem | CannedCaseResponse) => confirmDelete(record, drawers.close);
  const columns = useCaseColumns({
    withBrand: isAdmin,
    onView: view,
    onEdit: edit,
    onDelete: remove,
    onToggleActive: confirmActive,
  });
  const filtered = Boolean(query.search || query.categoryId || query.brandId || query.active !== undefined);
  const opened = (name: (typeof DRAWERS)[number]) => (drawers.active?.name === name ? drawers.active.id : null);

  return (
    <Stack>
      <PageHeader
        title={t('cannedResponses.cases.title')}
        description={t('cannedResponses.cases.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => drawers.open('edit', 'new')}>
            {t('cannedResponses.cases.add')}
          </Button>
        }
      />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t('cannedResponses.cases.filters.category')}
          placeholder={t('cannedResponses.cases.filters.allCategories')}
          value={query.categoryId}
          data={categories.data}
          searchable
          onChange={(categoryId) => update({ categoryId })}
        />
        {isAdmin && (
          <FilterSelect
            label={t('cannedResponses.cases.filters.brand')}
            placeholder={t('cannedResponses.cases.filters.allBrands')}
            value={query.brandId}
            data={brands.data}
            searchable
            onChange={(brandId) => update({ brandId })}
          />
        )}
        <FilterSelect
          label={t('cannedResponses.cases.filters.active')}
          placeholder={t('cannedResponses.cases.filters.anyActive')}
          value={query.active === undefined ? undefined : String(query.active)}
          data={[
            { value: 'true', label: t('common.status.active') },
            { value: 'false', label: t('common.status.inactive') },
          ]}
          onChange={(active) => update({ active })}
        />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('cannedResponses.cases.emptyFiltered') : t('cannedResponses.cases.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : undefined}
        onRowClick={view}
      />
      <CaseViewDrawer
        id={opened('view')}
        onClose={drawers.close}
        onEdit={edit}
        onDelete={remove}
        onToggleActive={confirmActive}
      />
      <CaseFormDrawer id={opened('edit')} onClose={drawers.close} withBrand={isAdmin} />
    </Stack>
  );
}
