import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { CategoryListQuery, type CategoryResponse } from '@tawasul/contracts/canned-responses';
import { ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useCategories } from './api/use-categories.ts';
import { useCategoryColumns } from './components/category-columns.tsx';
import { CategoryFormDrawer, CategoryViewDrawer } from './components/category-drawers.tsx';
import { useDeleteCategoryAction } from './components/use-delete-category-action.ts';

const DRAWERS = ['view', 'edit'] as const;

/** `/admin/canned-response/category` (admin): canned response categories and their critical words. */
export function CategoriesScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(CategoryListQuery);
  const list = useCategories(query);
  const drawers = useDrawerParams(DRAWERS);
  const confirmDelete = useDeleteCategoryAction();
  const view = (category: CategoryResponse) => drawers.open('view', category.id);
  const edit = (category: CategoryResponse) => drawers.open('edit', category.id);
  const remove = (category: CategoryResponse) => confirmDelete(category, drawers.close);
  const columns = useCategoryColumns({ onView: view, onEdit: edit, onDelete: remove });

  return (
    <Stack>
      <PageHeader
        title={t('cannedResponses.categories.title')}
        description={t('cannedResponses.categories.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => drawers.open('edit', 'new')}>
            {t('cannedResponses.categories.add')}
          </Button>
        }
      />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={
          query.search ? t('cannedResponses.categories.emptyFiltered') : t('cannedResponses.categories.empty')
        }
        emptyDescription={query.search ? t('common.table.emptyFiltered') : undefined}
        onRowClick={view}
      />
      <CategoryViewDrawer id={drawers.idOf('view')} onClose={drawers.close} onEdit={edit} onDelete={remove} />
      <CategoryFormDrawer id={drawers.idOf('edit')} onClose={drawers.close} />
    </Stack>
  );
}
