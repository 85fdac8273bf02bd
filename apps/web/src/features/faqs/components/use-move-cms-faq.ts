import { notifications } from '@mantine/notifications';
import type { CmsFaqListQuery, CmsFaqResponse } from '@tawasul/contracts/faqs';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { fetchCmsFaqAt, useReorderCmsFaqs } from '../api/use-cms-faqs.ts';

/** Moves a site FAQ up or down a place, saying how it went in a toast. */
export function useMoveCmsFaq() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const localized = useLocalized();
  const reorder = useReorderCmsFaqs();

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
        message: t('cms.faq.toasts.moved', {
          question: localized(faq.questionEn, faq.questionAr),
          position: neighbour.position,
        }),
      });
    } catch (error) {
      notifications.show({ color: 'red', title: t('cms.faq.toasts.moveFailed'), message: errorMessage(error) });
    }
  };

  return { move, moving: reorder.isPending };
}
