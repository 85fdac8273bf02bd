import { Button, Fieldset, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactFormSettingsInput, type ContactFormSettingsResponse } from '@tawasul/contracts/contact-forms';
import { FormError } from '../../../components/form-error.tsx';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useSaveContactFormSettings } from '../api/use-contact-form-settings.ts';

type SettingsValues = {
  messageLabelEn: string;
  messageLabelAr: string;
  messagePlaceholderEn: string;
  messagePlaceholderAr: string;
  successMessageEn: string;
  successMessageAr: string;
  notificationEmail: string;
};

const SETTINGS_FIELDS = [
  'messageLabelEn',
  'messageLabelAr',
  'messagePlaceholderEn',
  'messagePlaceholderAr',
  'successMessageEn',
  'successMessageAr',
  'notificationEmail',
] as const;

const toValues = (settings: ContactFormSettingsResponse): SettingsValues => ({
  messageLabelEn: settings.messageLabelEn,
  messageLabelAr: settings.messageLabelAr,
  messagePlaceholderEn: settings.messagePlaceholderEn,
  messagePlaceholderAr: settings.messagePlaceholderAr,
  successMessageEn: settings.successMessageEn,
  successMessageAr: settings.successMessageAr,
  notificationEmail: settings.notificationEmail ?? '',
});

/**
 * One brand's contact form: the message field's label and placeholder, the thank-you message (each in English and
 * Arabic), and the address a new request is e-mailed to.
 */
export function ContactFormSettingsForm({ settings }: { settings: ContactFormSettingsResponse }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveContactFormSettings(settings.brandId);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingsValues>({
    initialValues: toValues(settings),
    validate: zodValidator<SettingsValues>(ContactFormSettingsInput),
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        const saved = await save.mutateAsync(ContactFormSettingsInput.parse(values));
        form.setValues(toValues(saved));
        form.resetDirty(toValues(saved));
        notifications.show({ color: 'green', message: t('contactForms.settings.saved') });
      } catch (error) {
        if (applyServerValidation(error, form.setErrors, SETTINGS_FIELDS)) revealFirstError(formElement);
        else setFormError(errorMessage(error));
      }
    },
    (_errors, _values, event) => revealFirstError(event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <Fieldset legend={t('contactForms.settings.messageField')} variant="filled">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TextInput
              required
              label={t('contactForms.settings.messageLabelEn')}
              dir="ltr"
              {...form.getInputProps('messageLabelEn')}
            />
            <TextInput
              required
              label={t('contactForms.settings.messageLabelAr')}
              dir="rtl"
              {...form.getInputProps('messageLabelAr')}
            />
            <TextInput
              label={t('contactForms.settings.placeholderEn')}
              description={t('common.optional')}
              dir="ltr"
              {...form.getInputProps('messagePlaceholderEn')}
            />
            <TextInput
              label={t('contactForms.settings.placeholderAr')}
              description={t('common.optional')}
              dir="rtl"
              {...form.getInputProps('messagePlaceholderAr')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('contactForms.settings.afterSending')} variant="filled">
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Textarea
              required
              autosize
              minRows={2}
              label={t('contactForms.settings.successEn')}
              dir="ltr"
              {...form.getInputProps('successMessageEn')}
            />
            <Textarea
              required
              autosize
              minRows={2}
              label={t('contactForms.settings.successAr')}
              dir="rtl"
              {...form.getInputProps('successMessageAr')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('contactForms.settings.notifications')} variant="filled">
          <TextInput
            type="email"
            label={t('contactForms.settings.notificationEmail')}
            description={t('contactForms.settings.notificationEmailHint')}
            dir="ltr"
            maw={420}
            {...form.getInputProps('notificationEmail')}
          />
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
