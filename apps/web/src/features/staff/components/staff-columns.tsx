import { Box, Stack, Switch, Text, Tooltip } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import type { StaffResponse } from '@tawasul/contracts/staff';
import { RowActions, useEndAlign } from '../../../components/data-table/row-actions.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { LastSignIn, PresenceBadge } from './staff-badges.tsx';

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

interface StaffColumnsOptions {
  kind: StaffKind;
  onView: (member: StaffResponse) => void;
  onEdit: (member: StaffResponse) => void;
  onDelete: (member: StaffResponse) => void;
  onToggleActive: (member: StaffResponse, active: boolean) => void;
}

/** Spec section 3: ID, name EN/AR, e-mail, mobile, brand, current status, never logged in, active. */
export function useStaffColumns({
  kind,
  onView,
  onEdit,
  onDelete,
  onToggleActive,
}: StaffColumnsOptions): DataTableColumn<StaffResponse>[] {
  const { t } = useTranslation();
  const localized = useLocalized();
  const end = useEndAlign();
  const columns: (DataTableColumn<StaffResponse> | false)[] = [
    {
      accessor: 'id',
      title: t('staff.columns.id'),
      render: ({ id }) => (
        <Tooltip label={id} withArrow>
          <Text size="xs" ff="monospace" dir="ltr">
            {id.slice(0, 8)}
          </Text>
        </Tooltip>
      ),
    },
    {
      accessor: 'name',
      title: t('staff.columns.name'),
      sortable: true,
      render: (member) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            <span dir="ltr">{fullName(member.firstNameEn, member.lastNameEn) || member.name}</span>
          </Text>
          <Text size="sm" c="dimmed">
            <span dir="rtl">{fullName(member.firstNameAr, member.lastNameAr)}</span>
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'email',
      title: t('common.fields.email'),
      sortable: true,
      render: ({ email }) => (
        <Text size="sm" dir="ltr">
          {email}
        </Text>
      ),
    },
    {
      accessor: 'phone',
      noWrap: true,
      title: t('staff.columns.mobile'),
      render: ({ phone }) => (
        <Text size="sm" dir="ltr">
          {phone}
        </Text>
      ),
    },
    {
      accessor: 'brandNameEn',
      title: t('staff.columns.brand'),
      render: (member) => localized(member.brandNameEn, member.brandNameAr),
    },
    kind === 'agents' && {
      accessor: 'isOnline',
      noWrap: true,
      title: t('staff.columns.status'),
      render: ({ isOnline }) => <PresenceBadge online={isOnline} />,
    },
    {
      accessor: 'neverLoggedIn',
      noWrap: true,
      title: t('staff.columns.neverLoggedIn'),
      sortable: true,
      sortKey: 'lastSignInAt',
      render: (member) => <LastSignIn member={member} />,
    },
    {
      accessor: 'active',
      title: t('staff.columns.active'),
      render: (member) => (
        // The switch's label forwards its click to the row, which would open the drawer too.
        <Box onClick={(event) => event.stopPropagation()} w="fit-content">
          <Switch
            checked={member.active}
            onChange={(event) => onToggleActive(member, event.currentTarget.checked)}
            aria-label={t('staff.columns.activeOf', { name: member.name })}
          />
        </Box>
      ),
    },
    {
      accessor: 'actions',
      title: t('common.table.actions'),
      textAlign: end,
      render: (member) => (
        <RowActions
          actions={[
            { label: t('common.actions.view'), icon: <IconEye size={18} />, onClick: () => onView(member) },
            { label: t('common.actions.edit'), icon: <IconPencil size={18} />, onClick: () => onEdit(member) },
            {
              label: t('common.actions.delete'),
              icon: <IconTrash size={18} />,
              color: 'red',
              onClick: () => onDelete(member),
            },
          ]}
        />
      ),
    },
  ];
  return columns.filter((column): column is DataTableColumn<StaffResponse> => column !== false);
}
