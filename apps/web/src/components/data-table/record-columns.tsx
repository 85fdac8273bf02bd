import { Box, Switch } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { RowActions, useEndAlign, type RowAction } from './row-actions.tsx';

/** A record's switch to activate or deactivate it from the list (it asks first, through `onToggle`). */
export function activeSwitchColumn<Record extends { active: boolean }>({
  title,
  labelOf,
  onToggle,
}: {
  title: string;
  /** The switch's name for a screen reader: "Active: <the record>". */
  labelOf: (record: Record) => string;
  onToggle: (record: Record, active: boolean) => void;
}): DataTableColumn<Record> {
  return {
    accessor: 'active',
    title,
    render: (record) => (
      // The switch's label forwards its click to the row, which would open the drawer too.
      <Box onClick={(event) => event.stopPropagation()} w="fit-content">
        <Switch
          checked={record.active}
          onChange={(event) => onToggle(record, event.currentTarget.checked)}
          aria-label={labelOf(record)}
        />
      </Box>
    ),
  };
}

/** The row's view, edit and delete buttons, with the record's own ones after view or before delete. */
export function useRecordActionsColumn<Record>({
  onView,
  onEdit,
  onDelete,
  afterView,
  beforeDelete,
}: {
  onView: (record: Record) => void;
  onEdit: (record: Record) => void;
  onDelete: (record: Record) => void;
  afterView?: (record: Record) => RowAction[];
  beforeDelete?: (record: Record) => RowAction[];
}): DataTableColumn<Record> {
  const { t } = useTranslation();
  const end = useEndAlign();
  return {
    accessor: 'actions',
    title: t('common.table.actions'),
    textAlign: end,
    render: (record) => (
      <RowActions
        actions={[
          { label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(record) },
          ...(afterView?.(record) ?? []),
          { label: t('common.actions.edit'), icon: <IconPencil size={18} />, onClick: () => onEdit(record) },
          ...(beforeDelete?.(record) ?? []),
          {
            label: t('common.actions.delete'),
            icon: <IconTrash size={18} />,
            color: 'red',
            onClick: () => onDelete(record),
          },
        ]}
      />
    ),
  };
}
