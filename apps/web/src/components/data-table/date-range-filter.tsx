import { Group, Select, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import {
  DATE_PRESETS,
  dayEnd,
  dayStart,
  firstDay,
  lastDay,
  type DatePreset,
  type DateRangeValue,
} from '../../lib/lists/date-range.ts';

interface DateRangeFilterProps {
  /** Names the filter for screen readers ("Start date"). */
  label: string;
  value: DateRangeValue;
  onChange: (next: DateRangeValue) => void;
}

/**
 * The date quick select of a list: any date, today, this week, this month, or a custom range whose two days appear
 * beside it. The days are the browser's own date fields, in the reader's calendar and keyboard.
 */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation();
  const custom = value.preset === 'custom';
  const from = firstDay(value.from);
  const to = lastDay(value.to);
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        aria-label={label}
        placeholder={t('common.dateRange.any')}
        leftSection={<IconCalendar size={16} />}
        value={value.preset ?? null}
        data={DATE_PRESETS.map((preset) => ({ value: preset, label: t(`common.dateRange.${preset}`) }))}
        onChange={(next) => onChange({ preset: (next as DatePreset | null) ?? undefined })}
        clearable
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        w={180}
      />
      {custom && (
        <>
          <TextInput
            type="date"
            aria-label={t('common.dateRange.from')}
            placeholder={t('common.dateRange.from')}
            value={from}
            max={to || undefined}
            onChange={(event) => {
              const day = event.currentTarget.value;
              onChange({ ...value, from: day ? dayStart(day) : undefined });
            }}
            w={160}
          />
          <TextInput
            type="date"
            aria-label={t('common.dateRange.to')}
            placeholder={t('common.dateRange.to')}
            value={to}
            min={from || undefined}
            onChange={(event) => {
              const day = event.currentTarget.value;
              onChange({ ...value, to: day ? dayEnd(day) : undefined });
            }}
            w={160}
          />
        </>
      )}
    </Group>
  );
}
