import { Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import { activeSwitchColumn, useRecordActionsColumn } from '../../../components/data-table/record-columns.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { BilingualQuestion } from './faq-badges.tsx';

interface FaqColumnsOptions {
  onView: (faq: FaqResponse) => void;
  onEdit: (faq: FaqResponse) => void;
  onDelete: (faq: FaqResponse) => void;
  onToggleActive: (faq: FaqResponse, active: boolean) => void;
}

/** Display order, question EN/AR, the answer's start, active, when it was added, and the row's actions. */
export function useFaqColumns({ onView, onEdit, onDelete, onToggleActive }: FaqColumnsOptions) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const actions = useRecordActionsColumn<FaqResponse>({ onView, onEdit, onDelete });
  const columns: DataTableColumn<FaqResponse>[] = [
    {
      accessor: 'position',
      title: t('faqs.columns.position'),
      sortable: true,
      textAlign: 'center',
      width: 90,
    },
    {
      accessor: 'questionEn',
      title: t('faqs.columns.question'),
      sortable: true,
      render: (faq) => <BilingualQuestion faq={faq} lineClamp={2} />,
    },
    {
      accessor: 'answer',
      title: t('faqs.columns.answer'),
      render: (faq) => (
        <Text size="sm" c="dimmed" lineClamp={2} maw={360}>
          {localized(faq.answerEn, faq.answerAr)}
        </Text>
      ),
    },
    activeSwitchColumn({
      title: t('faqs.columns.active'),
      labelOf: (faq) => t('faqs.columns.activeOf', { question: localized(faq.questionEn, faq.questionAr) }),
      onToggle: onToggleActive,
    }),
    {
      accessor: 'createdAt',
      title: t('faqs.columns.createdAt'),
      sortable: true,
      noWrap: true,
      render: ({ createdAt }) => formatDate(createdAt, false),
    },
    actions,
  ];
  return columns;
}
