import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { currentLanguage } from '../../../lib/i18n/language.ts';

/** Prices as a Saudi store shows them, in the reader's language (Latin digits in both). */
export function usePrice(): (amount: number) => string {
  const { i18n } = useTranslation();
  const locale = currentLanguage(i18n) === 'ar' ? 'ar-SA-u-nu-latn' : 'en-SA';
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SAR' });
  return (amount) => format.format(amount);
}
