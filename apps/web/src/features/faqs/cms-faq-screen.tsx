import { Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { CmsFaqListQuery, type CmsFaqResponse } from '@tawasul/contracts/faqs';
import { ListToolbar } from '../../components/data-table/list-toolbar.tsx';
import { AddButton, PageHeader } from '../../components/page-header.tsx';
import { useListQuery } from '../../lib/lists/use-list-query.ts';
import { useRecordDrawers } from '../../lib/lists/use-record-drawers.ts';
import { useCmsFaqs } from './api/use-cms-faqs.ts';
import { useCmsFaqColumns } from './components/cms-faq-columns.tsx';
import { FaqFormDrawer, FaqViewDrawer } from './components/faq-drawers.tsx';
import { FaqFilters, FaqTable } from './components/faq-list.tsx';
import { CMS_FAQ } from './components/faq-scope.ts';
import { useFaqActions } from './components/use-faq-actions.ts';
import { useMoveCmsFaq } from './components/use-move-cms-faq.ts';

/** `/admin/cms-faq` (admin): the public site's FAQ, shown on the landing page in this order. */
export function CmsFaqScreen() {
  const { t } = useTranslation();
  const { query, update } = useListQuery(CmsFaqListQuery);
  const list = useCmsFaqs(query);
  const records = useRecordDrawers(useFaqActions(CMS_FAQ));
  const { move, moving } = useMoveCmsFaq();
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const offset = (query.page - 1) * query.pageSize;
  const indexOf = (faq: CmsFaqResponse) => offset + items.findIndex((item) => item.id === faq.id);
  // Up and down mean something only in display order.
  const inDisplayOrder = query.sort === 'position' && query.order === 'asc';
  const columns = useCmsFaqColumns({
    ...records,
    onMove: inDisplayOrder ? (faq, step) => void move(query, items, faq, step) : null,
    isFirst: (faq) => indexOf(faq) === 0,
    isLast: (faq) => indexOf(faq) === total - 1,
    moving,
  });

  return (
    <Stack>
      <PageHeader
        title={t('admin.nav.cmsFaq')}
        description={t('cms.faq.list.subtitle')}
        actions={<AddButton label={t('cms.faq.list.add')} onClick={records.onCreate} />}
      />
      <ListToolbar>
        <FaqFilters scope={CMS_FAQ} query={query} update={update} />
      </ListToolbar>
      <FaqTable scope={CMS_FAQ} columns={columns} list={list} query={query} update={update} onView={records.onView} />
      <FaqViewDrawer scope={CMS_FAQ} id={records.viewId} {...records} />
      <FaqFormDrawer scope={CMS_FAQ} id={records.editId} onClose={records.onClose} />
    </Stack>
  );
}
