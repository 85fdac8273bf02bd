import type { CmsFaqResponse } from '@tawasul/contracts/faqs';
import { useConfirmAction } from '../../../components/use-confirm-action.ts';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { FaqScope } from './faq-scope.ts';

/** Delete, activate and deactivate: each asks first (the confirm overlay), then says how it went in a toast. */
export function useFaqActions<Faq extends CmsFaqResponse>({ useDelete, useSetActive, texts }: FaqScope<Faq>) {
  const { t } = useTranslation();
  const confirmAction = useConfirmAction();
  const localized = useLocalized();
  const remove = useDelete();
  const setActive = useSetActive();
  const questionOf = (faq: Faq) => ({ question: localized(faq.questionEn, faq.questionAr) });

  const confirmDelete = (faq: Faq, onDeleted?: () => void) =>
    confirmAction({
      title: t(texts.deleteTitle),
      message: t(texts.deleteMessage, questionOf(faq)),
      confirmLabel: t('common.actions.delete'),
      danger: true,
      run: () => remove.mutateAsync(faq.id),
      done: t(texts.deleted),
      failed: t(texts.deleteFailed),
      onDone: onDeleted,
    });

  const confirmActive = (faq: Faq, active: boolean) =>
    confirmAction({
      title: active ? t(texts.activateTitle) : t(texts.deactivateTitle),
      message: active ? t(texts.activateMessage, questionOf(faq)) : t(texts.deactivateMessage, questionOf(faq)),
      confirmLabel: active ? t('common.actions.activate') : t('common.actions.deactivate'),
      danger: !active,
      run: () => setActive.mutateAsync({ id: faq.id, active }),
      done: active ? t(texts.activated) : t(texts.deactivated),
      failed: t(texts.saveFailed),
    });

  return { confirmDelete, confirmActive };
}
