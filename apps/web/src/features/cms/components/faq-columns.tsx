import { ActionIcon, Box, Group, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { CmsFaqResponse } from '@tawasul/contracts/faqs';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';

interface FaqColumnsOptions {
  onView: (faq: CmsFaqResponse) => void;
  onEdit: (faq: CmsFaqResponse) => void;
  onDelete: (faq: CmsFaqResponse) => void;
  onToggleActive: (faq: CmsFaqResponse, active: boolean) => void;
  /** Null while the list is not in display order (sorted otherwise): moving would mean nothing there. */
  onMove: ((faq: CmsFaqResponse, step: -1 | 1) => void) | null;
  /** Whether the FAQ is the first / last of the whole list (not just of the page). */
  isFirst: (faq: CmsFaqResponse) => boolean;
  isLast: (faq: CmsFaqResponse) => boolean;
  moving: boolean;
}

/** Stops a click on a control from also opening the row's drawer. */
const stop = (event: MouseEvent) => event.stopPropagation();

/** Order (with move up/down), question and answer in both languages, shown on the site, updated, actions. */
export function useFaqColumns({
  onView,
  onEdit,
  onDelete,
  onToggleActive,
  onMove,
  isFirst,
  isLast,
  moving,
}: FaqColumnsOptions): DataTableColumn<CmsFaqResponse>[] {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const end = useEndAlign();
  const moveHint = t('cms.faq.list.sortToMove');
  return [
    {
      accessor: 'position',
      title: t('cms.faq.columns.order'),
      sortable: true,
      width: 130,
      render: (faq) => {
        const question = localized(faq.questionEn, faq.questionAr);
        const button = (step: -1 | 1) => {
          const label =
            step < 0 ? t('cms.faq.actions.moveUp', { question }) : t('cms.faq.actions.moveDown', { question });
          const disabled = !onMove || moving || (step < 0 ? isFirst(faq) : isLast(faq));
          return (
            <Tooltip label={onMove ? label : moveHint} withArrow openDelay={300}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={label}
                disabled={disabled}
                onClick={(event) => {
                  event.stopPropagation();
                  onMove?.(faq, step);
                }}
              >
                {step < 0 ? <IconArrowUp size={18} /> : <IconArrowDown size={18} />}
              </ActionIcon>
            </Tooltip>
          );
        };
        return (
          <Group gap={4} wrap="nowrap" onClick={stop}>
            <Text size="sm" fw={600} w={24} ta="center" data-testid="faq-position">
              {faq.position}
            </Text>
            {button(-1)}
            {button(1)}
          </Group>
        );
      },
    },
    {
      accessor: 'questionEn',
      title: t('cms.faq.columns.question'),
      sortable: true,
      render: (faq) => (
        <Stack gap={2}>
          <Text size="sm" fw={500} lineClamp={2}>
            <span dir="ltr">{faq.questionEn || '—'}</span>
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2}>
            <span dir="rtl">{faq.questionAr || '—'}</span>
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'active',
      title: t('cms.faq.columns.active'),
      render: (faq) => (
        <Box onClick={stop} w="fit-content">
          <Switch
            checked={faq.active}
            onChange={(event) => onToggleActive(faq, event.currentTarget.checked)}
            aria-label={t('cms.faq.columns.activeOf', { question: localized(faq.questionEn, faq.questionAr) })}
          />
        </Box>
      ),
    },
    {
      accessor: 'updatedAt',
      noWrap: true,
      title: t('cms.faq.columns.updatedAt'),
      render: ({ updatedAt }) => formatDate(updatedAt),
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
}
