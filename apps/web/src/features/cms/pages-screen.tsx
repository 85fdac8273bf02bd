import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { CmsPageListQuery, type CmsPageSummary } from '@tawasul/contracts/cms';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useCmsPages } from './api/use-cms-pages.ts';
import { usePageColumns } from './components/page-columns.tsx';
import { PageFormDrawer, PageViewDrawer } from './components/page-drawers.tsx';
import { useDeletePageAction } from './components/use-delete-page-action.ts';

const DRAWERS = ['view', 'edit'] as const;

/** `/admin/page` (admin): the public site's pages, with create, view, update and delete. */
export function CmsPagesScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(CmsPageListQuery);
  const list = useCmsPages(query);
  const drawers = useDrawerParams(DRAWERS);
  const confirmDelete = useDeletePageAction();
  const view = (page: CmsPageSummary) => drawers.open('view', page.id);
  const edit = (page: CmsPageSummary) => drawers.open('edit', page.id);
  const remove = (page: CmsPageSummary) => confirmDelete(page, drawers.close);
  const columns = usePageColumns({ onView: view, onEdit: edit, onDelete: remove });
  const filtered = Boolean(query.search || query.published !== undefined);

  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.cmsPages')}
        description={t('cms.pages.list.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => drawers.open('edit', 'new')}>
            {t('cms.pages.list.add')}
          </Button>
        }
      />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t('cms.pages.columns.published')}
          placeholder={t('cms.pages.list.anyStatus')}
          value={query.published === undefined ? undefined : String(query.published)}
          data={[
            { value: 'true', label: t('cms.pages.status.published') },
            { value: 'false', label: t('cms.pages.status.draft') },
          ]}
          onChange={(published) => update({ published })}
        />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('cms.pages.list.emptyFiltered') : t('cms.pages.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : t('cms.pages.list.emptyHint')}
        onRowClick={view}
      />
      <PageViewDrawer id={drawers.idOf('view')} onClose={drawers.close} onEdit={edit} onDelete={remove} />
      <PageFormDrawer
        id={drawers.idOf('edit')}
        onClose={drawers.close}
        onSaved={(page) => drawers.open('view', page.id)}
      />
    </Stack>
  );
}
