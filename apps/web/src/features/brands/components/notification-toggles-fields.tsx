import { Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandConfiguration, NotificationToggles } from '@tawasul/contracts/settings';

type Form = UseFormReturnType<BrandConfiguration>;

const TOGGLES: (keyof NotificationToggles)[] = ['customerMessage', 'agentMessage', 'reopenChat', 'agentAssigned'];

/** DESIGN.md section 4: who is told about what. */
export function NotificationTogglesFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      {TOGGLES.map((toggle) => (
        <Switch
          key={toggle}
          size="md"
          label={t(`brands.configuration.toggles.${toggle}`)}
          description={t(`brands.configuration.toggles.${toggle}Hint`)}
          {...form.getInputProps(`toggles.${toggle}`, { type: 'checkbox' })}
        />
      ))}
    </Stack>
  );
}
