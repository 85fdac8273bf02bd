import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { StaffResponse } from '@tawasul/contracts/staff';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import type { StaffKind } from '../api/staff-kind.ts';
import { useDeleteStaff, useSetStaffActive } from '../api/use-staff-mutations.ts';
import { staffTexts } from './staff-texts.ts';

/** Delete, activate and deactivate: each asks first (the confirm overlay), then says how it went in a toast. */
export function useStaffActions(kind: StaffKind) {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const remove = useDeleteStaff(kind);
  const setActive = useSetStaffActive(kind);
  const texts = staffTexts(kind);

  const confirmDelete = (member: StaffResponse, onDeleted?: () => void) =>
    overlays.open('confirm', {
      title: t(`${texts}.deleteTitle`),
      message: t(`${texts}.deleteMessage`, { name: member.name }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(member.id);
          notifications.show({ color: 'green', message: t(`${texts}.deleted`, { name: member.name }) });
          onDeleted?.();
        } catch (error) {
          notifications.show({ color: 'red', title: t(`${texts}.deleteFailed`), message: errorMessage(error) });
        }
      },
    });

  const confirmActive = (member: StaffResponse, active: boolean) =>
    overlays.open('confirm', {
      title: active ? t(`${texts}.activateTitle`) : t(`${texts}.deactivateTitle`),
      message: active
        ? t(`${texts}.activateMessage`, { name: member.name })
        : t(`${texts}.deactivateMessage`, { name: member.name }),
      confirmLabel: active ? t('common.actions.activate') : t('common.actions.deactivate'),
      danger: !active,
      onConfirm: async () => {
        try {
          await setActive.mutateAsync({ id: member.id, active });
          notifications.show({
            color: 'green',
            message: active
              ? t(`${texts}.activated`, { name: member.name })
              : t(`${texts}.deactivated`, { name: member.name }),
          });
        } catch (error) {
          notifications.show({ color: 'red', title: t(`${texts}.saveFailed`), message: errorMessage(error) });
        }
      },
    });

  return { confirmDelete, confirmActive };
}
