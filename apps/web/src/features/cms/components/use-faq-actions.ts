import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { CmsFaqListQuery, CmsFaqResponse } from '@tawasul/contracts/faqs';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useOverlays } from '../../../lib/overlays/overlay-manager.tsx';
import { fetchCmsFaqAt, useDeleteCmsFaq, useReorderCmsFaqs, useSetCmsFaqActive } from '../api/use-cms-faqs.ts';

/** Delete, show/hide (each asks first) and move up/down, each saying how it went in a toast. */
export function useFaqActions() {
  const { t } = useTranslation();
  const overlays = useOverlays();
  const errorMessage = useErrorMessage();
  const localized = useLocalized();
  const remove = useDeleteCmsFaq();
  const setActive = useSetCmsFaqActive();
  const reorder = useReorderCmsFaqs();
  const questionOf = (faq: CmsFaqResponse) => localized(faq.questionEn, faq.questionAr);

  const confirmDelete = (faq: CmsFaqResponse, onDeleted?: () => void) =>
    overlays.open('confirm', {
      title: t('cms.faq.toasts.deleteTitle'),
      message: t('cms.faq.toasts.deleteMessage', { question: questionOf(faq) }),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await remove.mutateAsync(faq.id);
          notifications.show({ color: 'green', message: t('cms.faq.toasts.deleted') });
          onDeleted?.();
        } catch (error) {
          notifications.show({ color: 'red', title: t('cms.faq.toasts.deleteFailed'), message: errorMessage(error) });
        }
      },
    });

  const confirmActive = (faq: CmsFaqResponse, active: boolean) =>
    overlays.open('confirm', {
      title: active ? t('cms.faq.toasts.activateTitle') : t('cms.faq.toasts.deactivateTitle'),
      message: active
        ? t('cms.faq.toasts.activateMessage', { question: questionOf(faq) })
        : t('cms.faq.toasts.deactivateMessage', { question: questionOf(faq) }),
      confirmLabel: active ? t('common.actions.activate') : t('common.actions.deactivate'),
      danger: !active,
      onConfirm: async () => {
        try {
          await setActive.mutateAsync({ id: faq.id, active });
          notifications.show({
            color: 'green',
            message: active ? t('cms.faq.toasts.activated') : t('cms.faq.toasts.deactivated'),
          });
        } catch (error) {
          notifications.show({ color: 'red', title: t('cms.faq.toasts.saveFailed'), message: errorMessage(error) });
        }
      },
    });

  /**
   * Swaps the FAQ with the one before (-1) or after (+1) it in the list's order, which may be on the next or the
   * previous page (then it is read from the server). The two take each other's positions.
   */
  const move = async (query: CmsFaqListQuery, items: CmsFaqResponse[], faq: CmsFaqResponse, step: -1 | 1) => {
    const index = items.findIndex((item) => item.id === faq.id);
    try {
      const neighbour =
        items[index + step] ?? (await fetchCmsFaqAt(query, (query.page - 1) * query.pageSize + index + step));
      if (!neighbour) return;
      await reorder.mutateAsync(step < 0 ? [faq.id, neighbour.id] : [neighbour.id, faq.id]);
      notifications.show({
        color: 'green',
        message: t('cms.faq.toasts.moved', { question: questionOf(faq), position: neighbour.position }),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: t('cms.faq.toasts.moveFailed'), message: errorMessage(error) });
    }
  };

  return { confirmDelete, confirmActive, move, moving: reorder.isPending };
}
