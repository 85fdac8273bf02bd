import { Stack, Text } from '@mantine/core';
import { IconExternalLink, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { CmsPageSummary } from '@tawasul/contracts/cms';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { PublishedBadge } from './page-badges.tsx';

interface PageColumnsOptions {
  onView: (page: CmsPageSummary) => void;
  onEdit: (page: CmsPageSummary) => void;
  onDelete: (page: CmsPageSummary) => void;
}

/** Opens the public page in a new tab (only a published page is public). */
export function openPublicPage(page: Pick<CmsPageSummary, 'path'>) {
  window.open(page.path, '_blank', 'noopener');
}

/** Title (both languages), slug, published, updated, and the row's actions. */
export function usePageColumns({ onView, onEdit, onDelete }: PageColumnsOptions): DataTableColumn<CmsPageSummary>[] {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const end = useEndAlign();
  return [
    {
      accessor: 'titleEn',
      title: t('cms.pages.columns.title'),
      sortable: true,
      render: (page) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            <span dir="ltr">{page.titleEn}</span>
          </Text>
          <Text size="sm" c="dimmed">
            <span dir="rtl">{page.titleAr}</span>
          </Text>
        </Stack>
      ),
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
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (page) => (
        <RowActions
          actions={[
            { label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(page) },
            {
              label: page.published ? t('cms.pages.actions.openPublic') : t('cms.pages.actions.notPublic'),
              icon: <IconExternalLink size={18} />,
              disabled: !page.published,
              onClick: () => openPublicPage(page),
            },
            { label: t('common.actions.edit'), icon: <IconPencil size={18} />, onClick: () => onEdit(page) },
            {
              label: t('common.actions.delete'),
              icon: <IconTrash size={18} />,
              color: 'red',
              onClick: () => onDelete(page),
            },
          ]}
        />
      ),
    },
  ];
}
