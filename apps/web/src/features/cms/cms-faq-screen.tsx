import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CmsFaqListQuery, type CmsFaqResponse } from '@tawasul/contracts/faqs';
import { FilterSelect, ListToolbar, SearchInput } from '../../components/data-table/list-toolbar.tsx';
import { ServerTable } from '../../components/data-table/server-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useDrawerParams } from '../../lib/lists/use-drawer-params.ts';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useCmsFaqs } from './api/use-cms-faqs.ts';
import { useFaqColumns } from './components/faq-columns.tsx';
import { FaqFormDrawer, FaqViewDrawer } from './components/faq-drawers.tsx';
import { useFaqActions } from './components/use-faq-actions.ts';

const DRAWERS = ['view', 'edit'] as const;

/** `/admin/cms-faq` (admin): the public site's FAQ, shown on the landing page in this order. */
export function CmsFaqScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(CmsFaqListQuery);
  const list = useCmsFaqs(query);
  const drawers = useDrawerParams(DRAWERS);
  const { confirmDelete, confirmActive, move, moving } = useFaqActions();
  const view = (faq: CmsFaqResponse) => drawers.open('view', faq.id);
  const edit = (faq: CmsFaqResponse) => drawers.open('edit', faq.id);
  const remove = (faq: CmsFaqResponse) => confirmDelete(faq, drawers.close);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const indexOf = (faq: CmsFaqResponse) => offset + items.findIndex((item) => item.id === faq.id);
  // Up and down mean something only in display order.
  const inDisplayOrder = query.sort === 'position' && query.order === 'asc';
  const columns = useFaqColumns({
    onView: view,
    onEdit: edit,
    onDelete: remove,
    onToggleActive: confirmActive,
    onMove: inDisplayOrder ? (faq, step) => void move(query, items, faq, step) : null,
    isFirst: (faq) => indexOf(faq) === 0,
    isLast: (faq) => indexOf(faq) === total - 1,
    moving,
  });
  const filtered = Boolean(query.search || query.active !== undefined);
  const opened = (name: (typeof DRAWERS)[number]) => (drawers.active?.name === name ? drawers.active.id : null);

  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.cmsFaq')}
        description={t('cms.faq.list.subtitle')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => drawers.open('edit', 'new')}>
            {t('cms.faq.list.add')}
          </Button>
        }
      />
      <ListToolbar>
        <SearchInput value={query.search ?? ''} onSearch={(search) => update({ search })} />
        <FilterSelect
          label={t('cms.faq.columns.active')}
          placeholder={t('cms.faq.list.anyStatus')}
          value={query.active === undefined ? undefined : String(query.active)}
          data={[
            { value: 'true', label: t('cms.faq.status.shown') },
            { value: 'false', label: t('cms.faq.status.hidden') },
          ]}
          onChange={(active) => update({ active })}
        />
      </ListToolbar>
      <ServerTable
        columns={columns}
        list={list}
        query={query}
        onQueryChange={update}
        emptyTitle={filtered ? t('cms.faq.list.emptyFiltered') : t('cms.faq.list.empty')}
        emptyDescription={filtered ? t('common.table.emptyFiltered') : t('cms.faq.list.emptyHint')}
        onRowClick={view}
      />
      <FaqViewDrawer
        id={opened('view')}
        onClose={drawers.close}
        onEdit={edit}
        onDelete={remove}
        onToggleActive={confirmActive}
      />
      <FaqFormDrawer id={opened('edit')} onClose={drawers.close} />
    </Stack>
  );
}
