import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CategoryResponse } from '@tawasul/contracts/canned-responses';
import { useRecordActionsColumn } from '../../../components/data-table/record-columns.tsx';
import { useFormatDate } from '../../../lib/i18n/use-localized.ts';
import { CriticalWords } from './critical-words.tsx';
import { ShortId } from './short-id.tsx';

interface CategoryColumnsOptions {
  onView: (category: CategoryResponse) => void;
  onEdit: (category: CategoryResponse) => void;
  onDelete: (category: CategoryResponse) => void;
}

/** Spec section 3: ID, name EN/AR, critical words; and how many cases use the category. */
export function useCategoryColumns({ onView, onEdit, onDelete }: CategoryColumnsOptions) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const actions = useRecordActionsColumn<CategoryResponse>({ onView, onEdit, onDelete });
  const columns: DataTableColumn<CategoryResponse>[] = [
    { accessor: 'id', title: t('cannedResponses.categories.columns.id'), render: ({ id }) => <ShortId id={id} /> },
    {
      accessor: 'nameEn',
      title: t('cannedResponses.categories.columns.nameEn'),
      sortable: true,
      render: ({ nameEn }) => <span dir="ltr">{nameEn}</span>,
    },
    {
      accessor: 'nameAr',
      title: t('cannedResponses.categories.columns.nameAr'),
      sortable: true,
      render: ({ nameAr }) => <span dir="rtl">{nameAr}</span>,
    },
    {
      accessor: 'criticalWords',
      title: t('cannedResponses.categories.columns.criticalWords'),
      render: ({ criticalWords }) => <CriticalWords words={criticalWords} max={4} />,
    },
    { accessor: 'casesCount', title: t('cannedResponses.categories.columns.cases'), textAlign: 'center' },
    {
      accessor: 'createdAt',
      noWrap: true,
      title: t('cannedResponses.categories.columns.createdAt'),
      sortable: true,
      render: ({ createdAt }) => formatDate(createdAt, false),
    },
    actions,
  ];
  return columns;
}
