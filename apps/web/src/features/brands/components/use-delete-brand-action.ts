import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useDeleteBrand } from '../api/use-brand-mutations.ts';

/** Asks first; a brand with agents, chats or other records is refused by the server with the spec's message. */
export function useDeleteBrandAction() {
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const localized = useLocalized();
  const remove = useDeleteBrand();
  return (brand: BrandResponse, onDeleted?: () => void) => {
    const name = localized(brand.nameEn, brand.nameAr);
    return confirmAction({
      title: t('brands.toasts.deleteTitle'),
      message: t('brands.toasts.deleteMessage', { name }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      run: () => remove.mutateAsync(brand.id),
      done: t('brands.toasts.deleted', { name }),
      failed: t('brands.toasts.deleteFailed'),
      onDone: onDeleted,
    });
  };
}
