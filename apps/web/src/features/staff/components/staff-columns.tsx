import { Text, Tooltip } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { StaffResponse } from '@tawasul/contracts/staff';
import { BilingualText } from '../../../components/bilingual-text.tsx';
import { activeSwitchColumn, useRecordActionsColumn } from '../../../components/data-table/record-columns.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { LastSignIn, PresenceBadge } from './staff-badges.tsx';
import { fullName, useStaffName } from './staff-name.ts';

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
  const nameOf = useStaffName();
  const actions = useRecordActionsColumn<StaffResponse>({ onView, onEdit, onDelete });
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
        <BilingualText
          en={fullName(member.firstNameEn, member.lastNameEn) || member.name}
          ar={fullName(member.firstNameAr, member.lastNameAr)}
        />
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
      title: t('staff.columns.lastSignIn'),
      sortable: true,
      sortKey: 'lastSignInAt',
      render: (member) => <LastSignIn member={member} />,
    },
    activeSwitchColumn({
      title: t('staff.columns.active'),
      labelOf: (member) => t('staff.columns.activeOf', { name: nameOf(member) }),
      onToggle: onToggleActive,
    }),
    actions,
  ];
  return columns.filter((column): column is DataTableColumn<StaffResponse> => column !== false);
}
