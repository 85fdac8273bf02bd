import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CmsPageSummary } from '@tawasul/contracts/cms';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useDeleteCmsPage } from '../api/use-cms-pages.ts';

/** Asks first, then deletes the page: its public address answers "not found" from then on. */
export function useDeletePageAction() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const localized = useLocalized();
  const remove = useDeleteCmsPage();
  return (page: CmsPageSummary, onDeleted?: () => void) => {
    const title = localized(page.titleEn, page.titleAr);
    overlays.open('confirm', {
      title: t('cms.pages.toasts.deleteTitle'),
      message: t('cms.pages.toasts.deleteMessage', { title }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(page.id);
          notifications.show({ color: 'green', message: t('cms.pages.toasts.deleted', { title }) });
          onDeleted?.();
        } catch (error) {
          notifications.show({ color: 'red', title: t('cms.pages.toasts.deleteFailed'), message: errorMessage(error) });
        }
      },
    });
  };
}
