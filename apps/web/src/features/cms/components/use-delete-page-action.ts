import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { CmsPageSummary } from '@tawasul/contracts/cms';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useDeleteCmsPage } from '../api/use-cms-pages.ts';

/** Asks first, then deletes the page: its public address answers "not found" from then on. */
export function useDeletePageAction() {
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const localized = useLocalized();
  const remove = useDeleteCmsPage();
  return (page: CmsPageSummary, onDeleted?: () => void) => {
    const title = localized(page.titleEn, page.titleAr);
    confirmAction({
      title: t('cms.pages.toasts.deleteTitle'),
      message: t('cms.pages.toasts.deleteMessage', { title }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      run: () => remove.mutateAsync(page.id),
      done: t('cms.pages.toasts.deleted', { title }),
      failed: t('cms.pages.toasts.deleteFailed'),
      onDone: onDeleted,
    });
  };
}
