import { CloseButton, Group, NumberInput, Text, type NumberInputProps } from '@mantine/core';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { boundsOf, type SettingKey, type SettingUnit } from './setting-fields.ts';

interface SettingInputProps extends Omit<NumberInputProps, 'min' | 'max'> {
  setting: SettingKey;
  unit: SettingUnit;
  /** For a brand: the platform default, shown while the brand has no value of its own. */
  platformDefault?: number;
  onReset?: () => void;
}

/** One general setting: its label, the unit beside the number, its bounds, and the default it falls back to. */
export function SettingInput({ setting, unit, platformDefault, onReset, value, ...props }: SettingInputProps) {
  const { t } = useTranslation();
  const { min, max } = boundsOf(setting);
  const unitLabel = t(`settings.general.units.${unit}`);
  const label = t(`settings.general.fields.${setting}`);
  const fallsBack = platformDefault !== undefined;
  return (
    <NumberInput
      label={label}
      description={
        fallsBack
          ? t('settings.general.rangeOrDefault', { min, max, unit: unitLabel, value: platformDefault })
          : t('settings.general.range', { min, max, unit: unitLabel })
      }
      placeholder={
        fallsBack ? t('settings.general.platformDefault', { value: platformDefault, unit: unitLabel }) : undefined
      }
      required={!fallsBack}
      min={min}
      max={max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      value={value}
      rightSectionWidth={fallsBack && value !== '' ? 120 : 100}
      rightSectionPointerEvents="auto"
      rightSection={
        <Group gap={4} wrap="nowrap" pe={6}>
          {fallsBack && value !== '' && onReset && (
            <CloseButton
              size="sm"
              aria-label={t('settings.general.useDefault', { setting: label })}
              onClick={onReset}
            />
          )}
          <Text size="xs" c="dimmed">
            {unitLabel}
          </Text>
        </Group>
      }
      {...props}
    />
  );
}
