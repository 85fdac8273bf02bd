import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { directionOf } from '@tawasul/contracts/locales';
import { currentLanguage } from '../../lib/i18n/language.ts';

/**
 * The axes of a time chart in the reader's direction. @mantine/charts draws its SVG left to right whatever the page
 * says; in Arabic time runs from right to left, so the category axis is reversed (the first day on the right), the
 * value axis moves to the right edge, and the tooltip's text flows right to left.
 */
export function useChartAxes() {
  const { i18n } = useTranslation();
  const rtl = directionOf(currentLanguage(i18n)) === 'rtl';
  return {
    rtl,
    xAxisProps: { reversed: rtl },
    yAxisProps: rtl
      ? { orientation: 'right' as const, tick: { transform: 'translate(10, 0)', fontSize: 12, fill: 'currentColor' } }
      : {},
    tooltipWrapperStyle: { direction: rtl ? ('rtl' as const) : ('ltr' as const) },
  };
}
