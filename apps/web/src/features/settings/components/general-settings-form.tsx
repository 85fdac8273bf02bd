import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BrandGeneralSettings, GeneralSettings, type GeneralSettingsResponse } from '@tawasul/contracts/settings';
import { FormError } from '../../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { useSaveGeneralSettings } from '../api/use-general-settings.ts';
import {
  fromSettingValues,
  SETTING_FIELDS,
  SETTING_KEYS,
  toSettingValues,
  type SettingValues,
} from './setting-fields.ts';
import { SettingInput } from './setting-input.tsx';

/**
 * The five general settings of one scope. Platform: every value required. A brand: an empty field means "use the
 * platform default", which the field shows.
 */
export function GeneralSettingsForm({ settings }: { settings: GeneralSettingsResponse }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const brandScope = settings.scope === 'brand';
  const save = useSaveGeneralSettings(settings.brandId);
  const [formError, setFormError] = useState<string | null>(null);
  const schema = brandScope ? BrandGeneralSettings : GeneralSettings;
  const emptyAs = brandScope ? 'null' : 'missing';
  const form = useForm<SettingValues>({
    initialValues: toSettingValues(brandScope && settings.own ? settings.own : settings.platformDefaults),
    validate: zodValidator<SettingValues>(schema, (values) => fromSettingValues(values, emptyAs)),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(schema.parse(fromSettingValues(values, emptyAs)));
      const next = toSettingValues(brandScope && saved.own ? saved.own : saved.platformDefaults);
      form.setValues(next);
      form.resetDirty(next);
      notifications.show({ color: 'green', message: t('settings.general.saved') });
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, SETTING_KEYS)) setFormError(errorMessage(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {SETTING_FIELDS.map(({ key, unit }) => (
            <SettingInput
              key={key}
              setting={key}
              unit={unit}
              {...(brandScope ? { platformDefault: settings.platformDefaults[key] } : {})}
              onReset={() => form.setFieldValue(key, '')}
              {...form.getInputProps(key)}
            />
          ))}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
