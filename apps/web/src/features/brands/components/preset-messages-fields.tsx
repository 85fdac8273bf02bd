import { Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandConfiguration } from '@tawasul/contracts/settings';
import { BilingualFields } from '../../../components/form/bilingual-fields.tsx';

type Form = UseFormReturnType<BrandConfiguration>;

function Bilingual({ form, path, legend }: { form: Form; path: string; legend: string }) {
  const { t } = useTranslation();
  return (
    <BilingualFields
      legend={legend}
      rows={2}
      sideBySideFrom="md"
      en={{ label: t('brands.configuration.english'), ...form.getInputProps(`${path}.en`) }}
      ar={{ label: t('brands.configuration.arabic'), ...form.getInputProps(`${path}.ar`) }}
    />
  );
}

/** Three welcome messages, the agent welcome message and the on-waiting message, each in English and Arabic. */
export function PresetMessagesFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <Bilingual form={form} path="presetMessages.welcome.0" legend={t('brands.configuration.welcome1')} />
      <Bilingual form={form} path="presetMessages.welcome.1" legend={t('brands.configuration.welcome2')} />
      <Bilingual form={form} path="presetMessages.welcome.2" legend={t('brands.configuration.welcome3')} />
      <Bilingual form={form} path="presetMessages.agentWelcome" legend={t('brands.configuration.agentWelcome')} />
      <Bilingual form={form} path="presetMessages.onWaiting" legend={t('brands.configuration.onWaiting')} />
    </Stack>
  );
}
