import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CategoryResponse } from '@tawasul/contracts/canned-responses';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useDeleteCategory } from '../api/use-category-mutations.ts';

/**
 * Asks first. The server refuses while cases are filed under the category (CATEGORY_HAS_RELATED_RECORDS): the
 * question says so beforehand, and the refusal is shown in a toast that stays until it is closed.
 */
export function useDeleteCategoryAction() {
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const localized = useLocalized();
  const remove = useDeleteCategory();
  return (category: CategoryResponse, onDeleted?: () => void) => {
    const name = localized(category.nameEn, category.nameAr);
    return confirmAction({
      title: t('cannedResponses.categories.toasts.deleteTitle'),
      message:
        category.casesCount > 0
          ? t('cannedResponses.categories.toasts.deleteInUseMessage', { name, count: category.casesCount })
          : t('cannedResponses.categories.toasts.deleteMessage', { name }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      run: () => remove.mutateAsync(category.id),
      done: t('cannedResponses.categories.toasts.deleted', { name }),
      failed: t('cannedResponses.categories.toasts.deleteFailed'),
      failedStays: true,
      onDone: onDeleted,
    });
  };
}
