import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useDeleteCase, useSetCaseActive } from '../api/use-case-mutations.ts';
import { useCaseTitle } from './case-title.ts';

interface CaseRef {
  id: string;
  titleEn: string;
  titleAr: string;
}

/** Delete, activate and deactivate: each asks first (the confirm overlay), then says how it went in a toast. */
export function useCaseActions() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const titleOf = useCaseTitle();
  const remove = useDeleteCase();
  const setActive = useSetCaseActive();

  const confirmDelete = (record: CaseRef, onDeleted?: () => void) =>
    overlays.open('confirm', {
      title: t('cannedResponses.cases.toasts.deleteTitle'),
      message: t('cannedResponses.cases.toasts.deleteMessage', { title: titleOf(record) }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(record.id);
          notifications.show({
            color: 'green',
            message: t('cannedResponses.cases.toasts.deleted', { title: titleOf(record) }),
          });
          onDeleted?.();
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('cannedResponses.cases.toasts.deleteFailed'),
            message: errorMessage(error),
          });
        }
      },
    });

  const confirmActive = (record: CaseRef, active: boolean) =>
    overlays.open('confirm', {
      title: active
        ? t('cannedResponses.cases.toasts.activateTitle')
        : t('cannedResponses.cases.toasts.deactivateTitle'),
      message: active
        ? t('cannedResponses.cases.toasts.activateMessage', { title: titleOf(record) })
        : t('cannedResponses.cases.toasts.deactivateMessage', { title: titleOf(record) }),
      confirmLabel: active ? t('common.actions.activate') : t('common.actions.deactivate'),
      danger: !active,
      onConfirm: async () => {
        try {
          await setActive.mutateAsync({ id: record.id, active });
          notifications.show({
            color: 'green',
            message: active
              ? t('cannedResponses.cases.toasts.activated', { title: titleOf(record) })
              : t('cannedResponses.cases.toasts.deactivated', { title: titleOf(record) }),
          });
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('cannedResponses.cases.toasts.saveFailed'),
            message: errorMessage(error),
          });
        }
      },
    });

  return { confirmDelete, confirmActive };
}
