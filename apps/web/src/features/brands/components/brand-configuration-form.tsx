import { Button, Group, Indicator, Stack, Tabs } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconBell, IconMessages, IconToggleRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BrandConfiguration } from '@tawasul/contracts/settings';
import { FormError } from '../../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { validationIssuesOf } from '../../../lib/http/http-error.ts';
import { useSaveBrandConfiguration } from '../api/use-brand-configuration.ts';
import { NotificationConfigFields } from './notification-config-fields.tsx';
import { NotificationTogglesFields } from './notification-toggles-fields.tsx';
import { PresetMessagesFields } from './preset-messages-fields.tsx';

const TABS = ['presetMessages', 'notificationConfig', 'toggles'] as const;
type Tab = (typeof TABS)[number];
const ICONS = { presetMessages: IconMessages, notificationConfig: IconBell, toggles: IconToggleRight };

const tabOf = (path: string): Tab | undefined => TABS.find((tab) => path.startsWith(tab));

/** Preset messages, notification config and toggles of one brand; a failed field opens its tab. */
export function BrandConfigurationForm({
  brandId,
  configuration,
  onSaved,
}: {
  brandId: string;
  configuration: BrandConfiguration;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveBrandConfiguration(brandId);
  const [tab, setTab] = useState<Tab>('presetMessages');
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BrandConfiguration>({
    initialValues: configuration,
    validate: zodValidator(BrandConfiguration),
  });
  const failedTabs = new Set(Object.keys(form.errors).map(tabOf));
  const showFirstFailure = (paths: string[], formElement: EventTarget | null | undefined) => {
    const first = paths.map(tabOf).find(Boolean);
    if (first) setTab(first);
    revealFirstError(formElement);
  };

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        const saved = await save.mutateAsync(BrandConfiguration.parse(values));
        form.setValues(saved);
        form.resetDirty(saved);
        notifications.show({ color: 'green', message: t('brands.configuration.saved') });
        onSaved?.();
      } catch (error) {
        if (applyServerValidation(error, form.setErrors, allPaths(values)))
          showFirstFailure(
            validationIssuesOf(error).map((issue) => issue.path.join('.')),
            formElement,
          );
        else setFormError(errorMessage(error));
      }
    },
    (errors, _values, event) => showFirstFailure(Object.keys(errors), event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)}>
          <Tabs.List mb="lg">
            {TABS.map((name) => {
              const Icon = ICONS[name];
              return (
                <Tabs.Tab key={name} value={name} leftSection={<Icon size={16} />}>
                  <Indicator disabled={!failedTabs.has(name)} color="red" size={8} offset={-4}>
                    {t(`brands.configuration.tabs.${name}`)}
                  </Indicator>
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          <Tabs.Panel value="presetMessages">
            <PresetMessagesFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="notificationConfig">
            <NotificationConfigFields form={form} />
          </Tabs.Panel>
          <Tabs.Panel value="toggles">
            <NotificationTogglesFields form={form} />
          </Tabs.Panel>
        </Tabs>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Every leaf path of the values (`presetMessages.welcome.0.en` …): the fields a server error may name. */
function allPaths(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value))
    return [prefix.slice(0, -1), ...value.flatMap((item, index) => allPaths(item, `${prefix}${index}.`))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => allPaths(item, `${prefix}${key}.`));
  return [prefix.slice(0, -1)];
}
