import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { useLocalized } from '../../../lib/i18n/use-localized.ts';

/** A case's title in the reader's language, the other one when it has only that, for dialogs and toasts. */
export function useCaseTitle(): (record: { titleEn: string; titleAr: string }) => string {
  const { t } = useTranslation();
  const localized = useLocalized();
  return (record) => localized(record.titleEn, record.titleAr) || t('cannedResponses.cases.untitled');
}
