import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CategoryResponse } from '@tawasul/contracts/canned-responses';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useDeleteCategory } from '../api/use-category-mutations.ts';

/**
 * Asks first. The server refuses while cases are filed under the category (CATEGORY_HAS_RELATED_RECORDS): the
 * question says so beforehand, and the refusal is shown in a toast that stays until it is closed.
 */
export function useDeleteCategoryAction() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const remove = useDeleteCategory();
  return (category: CategoryResponse, onDeleted?: () => void) =>
    overlays.open('confirm', {
      title: t('cannedResponses.categories.toasts.deleteTitle'),
      message:
        category.casesCount > 0
          ? t('cannedResponses.categories.toasts.deleteInUseMessage', {
              name: category.nameEn,
              count: category.casesCount,
            })
          : t('cannedResponses.categories.toasts.deleteMessage', { name: category.nameEn }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(category.id);
          notifications.show({
            color: 'green',
            message: t('cannedResponses.categories.toasts.deleted', { name: category.nameEn }),
          });
          onDeleted?.();
        } catch (error) {
          notifications.show({
            color: 'red',
            title: t('cannedResponses.categories.toasts.deleteFailed'),
            message: errorMessage(error),
            autoClose: false,
          });
        }
      },
    });
}
