import { Group, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconPhoto, IconVideo } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CannedCaseListItem } from '@tawasul/contracts/canned-responses';
import { BilingualText } from '../../../components/bilingual-text.tsx';
import { activeSwitchColumn, useRecordActionsColumn } from '../../../components/data-table/record-columns.tsx';
import { OptimizedImage } from '../../../components/image/optimized-image.tsx';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { CategoryBadges } from './case-badges.tsx';
import { useCaseTitle } from './case-title.ts';
import { ShortId } from './short-id.tsx';

interface CaseColumnsOptions {
  /** Admins see every brand's cases, so the brand is a column. */
  withBrand: boolean;
  onView: (record: CannedCaseListItem) => void;
  onEdit: (record: CannedCaseListItem) => void;
  onDelete: (record: CannedCaseListItem) => void;
  onToggleActive: (record: CannedCaseListItem, active: boolean) => void;
}

function MediaCount({ label, icon, children }: { label: string; icon: ReactNode; children?: ReactNode }) {
  return (
    <Tooltip label={label} withArrow>
      <Group gap={2} wrap="nowrap" aria-label={label} role="img" c="dimmed">
        {icon}
        {children !== undefined && <Text size="sm">{children}</Text>}
      </Group>
    </Tooltip>
  );
}

/** Spec section 3: ID, title EN/AR, categories, media, active; the brand for admins. */
export function useCaseColumns({ withBrand, onView, onEdit, onDelete, onToggleActive }: CaseColumnsOptions) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const localized = useLocalized();
  const titleOf = useCaseTitle();
  const actions = useRecordActionsColumn<CannedCaseListItem>({ onView, onEdit, onDelete });
  const arabic = currentLanguage(i18n) === 'ar';
  const columns: (DataTableColumn<CannedCaseListItem> | false)[] = [
    { accessor: 'id', title: t('cannedResponses.cases.view.id'), render: ({ id }) => <ShortId id={id} /> },
    {
      accessor: 'title',
      title: t('cannedResponses.cases.columns.title'),
      sortable: true,
      // The title the reader reads first is the one the list sorts by.
      sortKey: arabic ? 'titleAr' : 'titleEn',
      render: (record) => (
        <Group gap="sm" wrap="nowrap">
          {record.thumbnail && (
            <OptimizedImage
              uploadId={record.thumbnail.id}
              src={record.thumbnail.url}
              alt=""
              width={40}
              height={40}
              radius={6}
            />
          )}
          <BilingualText en={record.titleEn} ar={record.titleAr} />
        </Group>
      ),
    },
    {
      accessor: 'categories',
      title: t('cannedResponses.cases.columns.categories'),
      render: ({ categories }) => <CategoryBadges categories={categories} />,
    },
    withBrand && {
      accessor: 'brandNameEn',
      title: t('cannedResponses.cases.columns.brand'),
      render: (record) => localized(record.brandNameEn, record.brandNameAr),
    },
    {
      accessor: 'media',
      noWrap: true,
      title: t('cannedResponses.cases.columns.media'),
      render: (record) => (
        <Group gap="sm" wrap="nowrap">
          <MediaCount
            label={t('cannedResponses.cases.media.images', { count: record.imagesCount })}
            icon={<IconPhoto size={16} />}
          >
            {record.imagesCount}
          </MediaCount>
          <MediaCount
            label={t('cannedResponses.cases.media.documents', { count: record.documentsCount })}
            icon={<IconFileText size={16} />}
          >
            {record.documentsCount}
          </MediaCount>
          {record.hasVideo && (
            <MediaCount label={t('cannedResponses.cases.media.video')} icon={<IconVideo size={16} />} />
          )}
        </Group>
      ),
    },
    activeSwitchColumn({
      title: t('cannedResponses.cases.columns.active'),
      labelOf: (record) => t('cannedResponses.cases.columns.activeOf', { title: titleOf(record) }),
      onToggle: onToggleActive,
    }),
    {
      accessor: 'updatedAt',
      noWrap: true,
      title: t('cannedResponses.cases.columns.updatedAt'),
      sortable: true,
      render: ({ updatedAt }) => formatDate(updatedAt, false),
    },
    actions,
  ];
  return columns.filter((column): column is DataTableColumn<CannedCaseListItem> => column !== false);
}
