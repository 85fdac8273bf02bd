import { Button } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { StaffResponse } from '@tawasul/contracts/staff';
import { DetailId, DetailItem, DetailList } from '../../../components/detail-list.tsx';
import { RecordActions, RecordFormDrawer, RecordViewDrawer } from '../../../components/record-drawers.tsx';
import type { ActiveRecordViewActions, RecordDrawerProps } from '../../../components/record-drawers.tsx';
import { useFormatDate, useLocalized } from '../../../lib/i18n/use-localized.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { useStaffMember } from '../api/use-staff-member.ts';
import { ActiveBadge, LastSignIn, PresenceBadge } from './staff-badges.tsx';
import { StaffForm } from './staff-form.tsx';
import { staffTexts } from './staff-texts.ts';

function StaffDetails({ kind, member }: { kind: StaffKind; member: StaffResponse }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const formatDate = useFormatDate();
  return (
    <DetailList>
      <DetailId label={t('staff.columns.id')} id={member.id} />
      <DetailItem label={t('staff.view.nameEn')} dir="ltr">
        {[member.firstNameEn, member.lastNameEn].filter(Boolean).join(' ')}
      </DetailItem>
      <DetailItem label={t('staff.view.nameAr')} dir="rtl">
        {[member.firstNameAr, member.lastNameAr].filter(Boolean).join(' ')}
      </DetailItem>
      <DetailItem label={t('common.fields.email')} dir="ltr">
        {member.email}
      </DetailItem>
      <DetailItem label={t('staff.columns.mobile')} dir="ltr">
        {member.phone ?? '—'}
      </DetailItem>
      <DetailItem label={t('staff.columns.brand')}>
        {localized(member.brandNameEn, member.brandNameAr) || '—'}
      </DetailItem>
      {kind === 'agents' && (
        <DetailItem label={t('staff.columns.status')}>
          <PresenceBadge online={member.isOnline} />
        </DetailItem>
      )}
      <DetailItem label={t('staff.view.lastSignIn')}>
        <LastSignIn member={member} />
      </DetailItem>
      <DetailItem label={t('staff.columns.active')}>
        <ActiveBadge active={member.active} />
      </DetailItem>
      <DetailItem label={t('staff.view.createdAt')}>{formatDate(member.createdAt)}</DetailItem>
    </DetailList>
  );
}

interface DrawerProps extends RecordDrawerProps {
  kind: StaffKind;
}

/** `?view=ID`: the record, with edit, activate/deactivate and delete. */
export function StaffViewDrawer({
  kind,
  id,
  onClose,
  onEdit,
  onDelete,
  onToggleActive,
}: DrawerProps & ActiveRecordViewActions<StaffResponse>) {
  const { t } = useTranslation();
  const useMember = (shown: string | null) => useStaffMember(kind, shown);
  return (
    <RecordViewDrawer id={id} onClose={onClose} useRecord={useMember} title={t(`${staffTexts(kind)}.viewTitle`)}>
      {(member) => (
        <>
          <StaffDetails kind={kind} member={member} />
          <RecordActions onEdit={() => onEdit(member)} onDelete={() => onDelete(member)}>
            <Button variant="default" onClick={() => onToggleActive(member, !member.active)}>
              {member.active ? t('common.actions.deactivate') : t('common.actions.activate')}
            </Button>
          </RecordActions>
        </>
      )}
    </RecordViewDrawer>
  );
}

/** `?edit=new` or `?edit=ID`: the form, once the record (if any) has loaded. */
export function StaffFormDrawer({ kind, id, onClose, withBrand }: DrawerProps & { withBrand: boolean }) {
  const { t } = useTranslation();
  const useMember = (shown: string | null) => useStaffMember(kind, shown);
  const texts = staffTexts(kind);
  return (
    <RecordFormDrawer
      id={id}
      onClose={onClose}
      useRecord={useMember}
      createTitle={t(`${texts}.createTitle`)}
      editTitle={t(`${texts}.editTitle`)}
    >
      {(member) => <StaffForm kind={kind} member={member} withBrand={withBrand} onDone={onClose} />}
    </RecordFormDrawer>
  );
}
