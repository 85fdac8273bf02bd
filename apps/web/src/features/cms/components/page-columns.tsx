import { Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CmsPageSummary } from '@tawasul/contracts/cms';
import { BilingualText } from '../../../components/bilingual-text.tsx';
import { useRecordActionsColumn } from '../../../components/data-table/record-columns.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { PublishedBadge } from './page-badges.tsx';

interface PageColumnsOptions {
  onView: (page: CmsPageSummary) => void;
  onEdit: (page: CmsPageSummary) => void;
  onDelete: (page: CmsPageSummary) => void;
}

/** Opens the public page in a new tab (only a published page is public). */
function openPublicPage(page: Pick<CmsPageSummary, 'path'>) {
  window.open(page.path, '_blank', 'noopener');
}

/** Title (both languages), slug, published, updated, and the row's actions. */
export function usePageColumns({ onView, onEdit, onDelete }: PageColumnsOptions): DataTableColumn<CmsPageSummary>[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const actions = useRecordActionsColumn<CmsPageSummary>({
    onView,
    onEdit,
    onDelete,
    afterView: (page) => [
      {
        label: page.published ? t('cms.pages.actions.openPublic') : t('cms.pages.actions.notPublic'),
        icon: <IconExternalLink size={18} />,
        disabled: !page.published,
        onClick: () => openPublicPage(page),
      },
    ],
  });
  return [
    {
      accessor: 'titleEn',
      title: t('cms.pages.columns.title'),
      sortable: true,
      render: (page) => <BilingualText en={page.titleEn} ar={page.titleAr} />,
    },
    {
      accessor: 'slug',
      title: t('cms.pages.columns.slug'),
      sortable: true,
      render: ({ slug }) => (
        <Text size="sm" ff="monospace" dir="ltr">
          {slug}
        </Text>
      ),
    },
    {
      accessor: 'published',
      noWrap: true,
      title: t('cms.pages.columns.published'),
      render: ({ published }) => <PublishedBadge published={published} />,
    },
    {
      accessor: 'updatedAt',
      noWrap: true,
      title: t('cms.pages.columns.updatedAt'),
      sortable: true,
      render: ({ updatedAt }) => formatDate(updatedAt),
    },
    actions,
  ];
}
