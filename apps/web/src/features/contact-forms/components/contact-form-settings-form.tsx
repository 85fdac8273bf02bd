import { Fieldset, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { ContactFormSettingsInput, type ContactFormSettingsResponse } from '@tawasul/contracts/contact-forms';
import { BilingualFields } from '../../../components/form/bilingual-fields.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useFormSubmit } from '../../../lib/forms/use-form-submit.ts';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';
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
  const save = useSaveContactFormSettings(settings.brandId);
  const form = useForm<SettingsValues>({
    initialValues: toValues(settings),
    validate: zodValidator<SettingsValues>(ContactFormSettingsInput),
  });

  const { submit, formError } = useFormSubmit(form, {
    fields: SETTINGS_FIELDS,
    save: async (values) => {
      const saved = await save.mutateAsync(ContactFormSettingsInput.parse(values));
      form.setValues(toValues(saved));
      form.resetDirty(toValues(saved));
      notifications.show({ color: 'green', message: t('contactForms.settings.saved') });
    },
  });
  const field = (name: Exclude<keyof SettingsValues, 'notificationEmail'>, label: string) => ({
    label,
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <Fieldset legend={t('contactForms.settings.messageField')} variant="filled">
          <Stack>
            <BilingualFields
              required
              sideBySideFrom="md"
              en={field('messageLabelEn', t('contactForms.settings.messageLabelEn'))}
              ar={field('messageLabelAr', t('contactForms.settings.messageLabelAr'))}
            />
            <BilingualFields
              description={t('common.optional')}
              sideBySideFrom="md"
              en={field('messagePlaceholderEn', t('contactForms.settings.placeholderEn'))}
              ar={field('messagePlaceholderAr', t('contactForms.settings.placeholderAr'))}
            />
          </Stack>
        </Fieldset>
        <BilingualFields
          legend={t('contactForms.settings.afterSending')}
          rows={2}
          required
          sideBySideFrom="md"
          en={field('successMessageEn', t('contactForms.settings.successEn'))}
          ar={field('successMessageAr', t('contactForms.settings.successAr'))}
        />
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
        <FormActions saving={save.isPending} />
      </Stack>
    </form>
  );
}
