import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { StaffResponse } from '@tawasul/contracts/staff';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import type { StaffKind } from '../api/staff-kind.ts';
import { useDeleteStaff, useSetStaffActive } from '../api/use-staff-mutations.ts';
import { useStaffName } from './staff-name.ts';
import { staffTexts } from './staff-texts.ts';

/** Delete, activate and deactivate: each asks first (the confirm overlay), then says how it went in a toast. */
export function useStaffActions(kind: StaffKind) {
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const remove = useDeleteStaff(kind);
  const setActive = useSetStaffActive(kind);
  const texts = staffTexts(kind);
  const nameOf = useStaffName();

  const confirmDelete = (member: StaffResponse, onDeleted?: () => void) =>
    confirmAction({
      title: t(`${texts}.deleteTitle`),
      message: t(`${texts}.deleteMessage`, { name: nameOf(member) }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      run: () => remove.mutateAsync(member.id),
      done: t(`${texts}.deleted`, { name: nameOf(member) }),
      failed: t(`${texts}.deleteFailed`),
      onDone: onDeleted,
    });

  const confirmActive = (member: StaffResponse, active: boolean) =>
    confirmAction({
      title: active ? t(`${texts}.activateTitle`) : t(`${texts}.deactivateTitle`),
      message: active
        ? t(`${texts}.activateMessage`, { name: nameOf(member) })
        : t(`${texts}.deactivateMessage`, { name: nameOf(member) }),
      confirmLabel: active ? t('common.actions.activate') : t('common.actions.deactivate'),
      danger: !active,
      run: () => setActive.mutateAsync({ id: member.id, active }),
      done: active
        ? t(`${texts}.activated`, { name: nameOf(member) })
        : t(`${texts}.deactivated`, { name: nameOf(member) }),
      failed: t(`${texts}.saveFailed`),
    });

  return { confirmDelete, confirmActive };
}
