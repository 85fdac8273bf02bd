import { Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { CannedCaseListQuery } from '@tawasul/contracts/canned-responses';
import { ActiveFilter, FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { AddButton, PageHeader } from '../../components/page-header.tsx';
import { useBrandOptions } from '../../lib/brands/use-brand-options.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useRecordDrawers } from '../../lib/lists/use-record-drawers.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useCategoryOptions } from './api/use-categories.ts';
import { useCases } from './api/use-cases.ts';
import { useCaseColumns } from './components/case-columns.tsx';
import { CaseFormDrawer, CaseViewDrawer } from './components/case-drawers.tsx';
import { useCaseActions } from './components/use-case-actions.ts';

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
  const brands = useBrandOptions(isAdmin);
  const categories = useCategoryOptions();
  const records = useRecordDrawers(useCaseActions());
  const columns = useCaseColumns({ withBrand: isAdmin, ...records });
  const filtered = Boolean(query.search || query.categoryId || query.brandId || query.active !== undefined);

  return (
    <Stack>
      <PageHeader
        title={t('cannedResponses.cases.title')}
        description={t('cannedResponses.cases.subtitle')}
        actions={<AddButton label={t('cannedResponses.cases.add')} onClick={records.onCreate} />}
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
        <ActiveFilter
          label={t('cannedResponses.cases.filters.active')}
          placeholder={t('cannedResponses.cases.filters.anyActive')}
          value={query.active}
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
        onRowClick={records.onView}
      />
      <CaseViewDrawer id={records.viewId} {...records} />
      <CaseFormDrawer id={records.editId} onClose={records.onClose} withBrand={isAdmin} />
    </Stack>
  );
}
