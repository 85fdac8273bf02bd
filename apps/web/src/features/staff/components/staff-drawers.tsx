import { Button, DataList, Group, Stack, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffResponse } from '@tawasul/contracts/staff';
import { DetailDrawer } from '../../../components/detail-drawer.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useLastId } from '../../../lib/lists/use-drawer-params.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { useStaffMember } from '../api/use-staff-member.ts';
import { ActiveBadge, LastSignIn, PresenceBadge } from './staff-badges.tsx';
import { StaffForm } from './staff-form.tsx';
import { staffTexts } from './staff-texts.ts';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function StaffDetails({ kind, member }: { kind: StaffKind; member: StaffResponse }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  return (
    <DataList labelWidth={150} withDivider>
      <Item label={t('staff.columns.id')}>
        <Text size="sm" ff="monospace" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
          {member.id}
        </Text>
      </Item>
      <Item label={t('staff.view.nameEn')}>
        <span dir="ltr">{[member.firstNameEn, member.lastNameEn].filter(Boolean).join(' ')}</span>
      </Item>
      <Item label={t('staff.view.nameAr')}>
        <span dir="rtl">{[member.firstNameAr, member.lastNameAr].filter(Boolean).join(' ')}</span>
      </Item>
      <Item label={t('common.fields.email')}>
        <span dir="ltr">{member.email}</span>
      </Item>
      <Item label={t('staff.columns.mobile')}>
        <span dir="ltr">{member.phone ?? '—'}</span>
      </Item>
      <Item label={t('staff.columns.brand')}>{localized(member.brandNameEn, member.brandNameAr) || '—'}</Item>
      {kind === 'agents' && (
        <Item label={t('staff.columns.status')}>
          <PresenceBadge online={member.isOnline} />
        </Item>
      )}
      <Item label={t('staff.view.lastSignIn')}>
        <LastSignIn member={member} />
      </Item>
      <Item label={t('staff.columns.active')}>
        <ActiveBadge active={member.active} />
      </Item>
      <Item label={t('staff.view.createdAt')}>{formatDate(member.createdAt)}</Item>
    </DataList>
  );
}

interface DrawerProps {
  kind: StaffKind;
  id: string | null;
  onClose: () => void;
}

/** `?view=ID`: the record, with edit, activate/deactivate and delete. */
export function StaffViewDrawer({
  kind,
  id,
  onClose,
  onEdit,
  onDelete,
  onToggleActive,
}: DrawerProps & {
  onEdit: (member: StaffResponse) => void;
  onDelete: (member: StaffResponse) => void;
  onToggleActive: (member: StaffResponse, active: boolean) => void;
}) {
  const { t } = useTranslation();
  const member = useStaffMember(kind, useLastId(id));
  const texts = staffTexts(kind);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={t(`${texts}.viewTitle`)}
      loading={member.isPending}
      error={member.error}
    >
      {member.data && (
        <Stack gap="lg">
          <StaffDetails kind={kind} member={member.data} />
          <Group gap="xs">
            <Button leftSection={<IconPencil size={16} />} onClick={() => member.data && onEdit(member.data)}>
              {t('common.actions.edit')}
            </Button>
            <Button variant="default" onClick={() => member.data && onToggleActive(member.data, !member.data.active)}>
              {member.data.active ? t('common.actions.deactivate') : t('common.actions.activate')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              onClick={() => member.data && onDelete(member.data)}
            >
              {t('common.actions.delete')}
            </Button>
          </Group>
        </Stack>
      )}
    </DetailDrawer>
  );
}

/** `?edit=new` or `?edit=ID`: the form, once the record (if any) has loaded. */
export function StaffFormDrawer({ kind, id, onClose, withBrand }: DrawerProps & { withBrand: boolean }) {
  const { t } = useTranslation();
  const shown = useLastId(id);
  const creating = shown === 'new';
  const member = useStaffMember(kind, creating ? null : shown);
  const texts = staffTexts(kind);
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={creating ? t(`${texts}.createTitle`) : t(`${texts}.editTitle`)}
      loading={!creating && member.isPending}
      error={creating ? null : member.error}
    >
      {(creating || member.data) && (
        <StaffForm
          key={member.data?.id ?? 'new'}
          kind={kind}
          member={creating ? undefined : member.data}
          withBrand={withBrand}
          onDone={onClose}
        />
      )}
    </DetailDrawer>
  );
}
