import '@mantine/dates/styles.css';
import 'dayjs/locale/ar';
import { Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { currentLanguage } from '../lib/i18n/language.ts';
import {
  isValidDayRange,
  REPORT_PRESETS,
  WEEK_START,
  type ReportPreset,
  type ReportRange,
} from '../lib/reports/report-range.ts';

/** Friday and Saturday: the Saudi weekend, greyed in the calendar. */
const WEEKEND: (0 | 1 | 2 | 3 | 4 | 5 | 6)[] = [5, 6];

/**
 * A report's period: today, this week, this month or a custom range. The calendar always shows the days being
 * reported (a preset's too, in the brand's time zone); picking two days there makes the range custom. The calendar
 * speaks the reader's language; its weeks start on the product's first day, in both languages.
 */
export function ReportRangeFilter({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation();
  const language = currentLanguage(i18n);
  // The first day of a range being picked: not a report period yet.
  const [picking, setPicking] = useState<DatesRangeValue<string> | null>(null);
  const [tooLong, setTooLong] = useState(false);
  const pickerId = useId();

  const choosePreset = (preset: ReportPreset) =>
    range.change(preset === 'custom' ? { preset, ...range.days } : { preset });

  const pick = ([from, to]: DatesRangeValue<string>) => {
    if (!from || !to) {
      setPicking([from, to]);
      return;
    }
    setPicking(null);
    const valid = isValidDayRange({ from, to });
    setTooLong(!valid);
    if (valid) range.change({ preset: 'custom', from, to });
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <SegmentedControl
        aria-label={t('reports.range.label')}
        value={range.value.preset}
        data={REPORT_PRESETS.map((preset) => ({ value: preset, label: t(`common.dateRange.${preset}`) }))}
        onChange={(preset) => choosePreset(preset as ReportPreset)}
      />
      <VisuallyHidden id={`${pickerId}-label`}>{t('reports.range.dates')}</VisuallyHidden>
      <DatePickerInput
        type="range"
        // Named "Dates" and the days it shows (WCAG 2.5.3: the visible words are part of the name).
        id={pickerId}
        aria-labelledby={`${pickerId}-label ${pickerId}`}
        leftSection={<IconCalendar size={16} />}
        value={picking ?? [range.days.from, range.days.to]}
        onChange={pick}
        onDropdownClose={() => setPicking(null)}
        allowSingleDateInRange
        locale={language}
        firstDayOfWeek={WEEK_START}
        weekendDays={WEEKEND}
        valueFormat="D MMM YYYY"
        nextLabel={t('reports.range.nextMonth')}
        previousLabel={t('reports.range.previousMonth')}
        error={tooLong ? t('reports.range.tooLong') : undefined}
        popoverProps={{ withinPortal: true }}
        miw={240}
      />
    </Group>
  );
}
