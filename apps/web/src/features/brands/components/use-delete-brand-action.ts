import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useDeleteBrand } from '../api/use-brand-mutations.ts';

/** Asks first; a brand with agents, chats or other records is refused by the server with the spec's message. */
export function useDeleteBrandAction() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const remove = useDeleteBrand();
  return (brand: BrandResponse, onDeleted?: () => void) =>
    overlays.open('confirm', {
      title: t('brands.toasts.deleteTitle'),
      message: t('brands.toasts.deleteMessage', { name: brand.nameEn }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(brand.id);
          notifications.show({ color: 'green', message: t('brands.toasts.deleted', { name: brand.nameEn }) });
          onDeleted?.();
        } catch (error) {
          notifications.show({ color: 'red', title: t('brands.toasts.deleteFailed'), message: errorMessage(error) });
        }
      },
    });
}
