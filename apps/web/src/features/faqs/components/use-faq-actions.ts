import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { FaqResponse } from '@tawasul/contracts/faqs';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { useDeleteFaq, useSetFaqActive } from '../api/use-faq-mutations.ts';

/** Delete, activate and deactivate: each asks first (the confirm overlay), then says how it went in a toast. */
export function useFaqActions() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const localized = useLocalized();
  const remove = useDeleteFaq();
  const setActive = useSetFaqActive();
  const questionOf = (faq: FaqResponse) => localized(faq.questionEn, faq.questionAr);

  const confirmDelete = (faq: FaqResponse, onDeleted?: () => void) =>
    overlays.open('confirm', {
      title: t('faqs.delete.title'),
      message: t('faqs.delete.message', { question: questionOf(faq) }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(faq.id);
          notifications.show({ color: 'green', message: t('faqs.toasts.deleted') });
          onDeleted?.();
        } catch (error) {
          notifications.show({ color: 'red', title: t('faqs.toasts.deleteFailed'), message: errorMessage(error) });
        }
      },
    });

  const confirmActive = (faq: FaqResponse, active: boolean) =>
    overlays.open('confirm', {
      title: active ? t('faqs.activate.title') : t('faqs.deactivate.title'),
      message: active
        ? t('faqs.activate.message', { question: questionOf(faq) })
        : t('faqs.deactivate.message', { question: questionOf(faq) }),
      confirmLabel: active ? t('common.actions.activate') : t('common.actions.deactivate'),
      danger: !active,
      onConfirm: async () => {
        try {
          await setActive.mutateAsync({ id: faq.id, active });
          notifications.show({
            color: 'green',
            message: active ? t('faqs.toasts.activated') : t('faqs.toasts.deactivated'),
          });
        } catch (error) {
          notifications.show({ color: 'red', title: t('faqs.toasts.saveFailed'), message: errorMessage(error) });
        }
      },
    });

  return { confirmDelete, confirmActive };
}
