import { Box, Switch, Text } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
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
  const end = useEndAlign();
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
    {
      accessor: 'active',
      title: t('faqs.columns.active'),
      render: (faq) => (
        // The switch's label forwards its click to the row, which would open the drawer too.
        <Box onClick={(event) => event.stopPropagation()} w="fit-content">
          <Switch
            checked={faq.active}
            onChange={(event) => onToggleActive(faq, event.currentTarget.checked)}
            aria-label={t('faqs.columns.activeOf', { question: localized(faq.questionEn, faq.questionAr) })}
          />
        </Box>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('faqs.columns.createdAt'),
      sortable: true,
      noWrap: true,
      render: ({ createdAt }) => formatDate(createdAt, false),
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (faq) => (
        <RowActions
          actions={[
            { label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(faq) },
            { label: t('common.actions.edit'), icon: <IconPencil size={18} />, onClick: () => onEdit(faq) },
            {
              label: t('common.actions.delete'),
              icon: <IconTrash size={18} />,
              color: 'red',
              onClick: () => onDelete(faq),
            },
          ]}
        />
      ),
    },
  ];
  return columns;
}
