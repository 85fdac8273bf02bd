import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import type { MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CmsFaqResponse } from '@tawasul/contracts/faqs';
import { BilingualText } from '../../../components/bilingual-text.tsx';
import { activeSwitchColumn, useRecordActionsColumn } from '../../../components/data-table/record-columns.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';

interface CmsFaqColumnsOptions {
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
export function useCmsFaqColumns({
  onView,
  onEdit,
  onDelete,
  onToggleActive,
  onMove,
  isFirst,
  isLast,
  moving,
}: CmsFaqColumnsOptions): DataTableColumn<CmsFaqResponse>[] {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  const actions = useRecordActionsColumn<CmsFaqResponse>({ onView, onEdit, onDelete });
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
      render: (faq) => <BilingualText en={faq.questionEn} ar={faq.questionAr} lineClamp={2} />,
    },
    activeSwitchColumn({
      title: t('cms.faq.columns.active'),
      labelOf: (faq) => t('cms.faq.columns.activeOf', { question: localized(faq.questionEn, faq.questionAr) }),
      onToggle: onToggleActive,
    }),
    {
      accessor: 'updatedAt',
      noWrap: true,
      title: t('cms.faq.columns.updatedAt'),
      render: ({ updatedAt }) => formatDate(updatedAt),
    },
    actions,
  ];
}
