import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
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
  const confirmAction = useConfirmAction();
  const titleOf = useCaseTitle();
  const remove = useDeleteCase();
  const setActive = useSetCaseActive();

  const confirmDelete = (record: CaseRef, onDeleted?: () => void) =>
    confirmAction({
      title: t('cannedResponses.cases.toasts.deleteTitle'),
      message: t('cannedResponses.cases.toasts.deleteMessage', { title: titleOf(record) }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      run: () => remove.mutateAsync(record.id),
      done: t('cannedResponses.cases.toasts.deleted', { title: titleOf(record) }),
      failed: t('cannedResponses.cases.toasts.deleteFailed'),
      onDone: onDeleted,
    });

  const confirmActive = (record: CaseRef, active: boolean) =>
    confirmAction({
      title: active
        ? t('cannedResponses.cases.toasts.activateTitle')
        : t('cannedResponses.cases.toasts.deactivateTitle'),
      message: active
        ? t('cannedResponses.cases.toasts.activateMessage', { title: titleOf(record) })
        : t('cannedResponses.cases.toasts.deactivateMessage', { title: titleOf(record) }),
      confirmLabel: active ? t('common.actions.activate') : t('common.actions.deactivate'),
      danger: !active,
      run: () => setActive.mutateAsync({ id: record.id, active }),
      done: active
        ? t('cannedResponses.cases.toasts.activated', { title: titleOf(record) })
        : t('cannedResponses.cases.toasts.deactivated', { title: titleOf(record) }),
      failed: t('cannedResponses.cases.toasts.saveFailed'),
    });

  return { confirmDelete, confirmActive };
}
