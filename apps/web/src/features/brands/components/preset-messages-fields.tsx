import { Fieldset, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { BrandConfiguration } from '@tawasul/contracts/settings';

type Form = UseFormReturnType<BrandConfiguration>;

function Bilingual({ form, path, legend }: { form: Form; path: string; legend: string }) {
  const { t } = useTranslation();
  return (
    <Fieldset legend={legend} variant="filled">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Textarea
          autosize
          minRows={2}
          label={t('brands.configuration.english')}
          dir="ltr"
          {...form.getInputProps(`${path}.en`)}
        />
        <Textarea
          autosize
          minRows={2}
          label={t('brands.configuration.arabic')}
          dir="rtl"
          {...form.getInputProps(`${path}.ar`)}
        />
      </SimpleGrid>
    </Fieldset>
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
