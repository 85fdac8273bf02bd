import { Select, Stack, Switch, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { FaqInput, type CmsFaqResponse } from '@tawasul/contracts/faqs';
import { BilingualFields } from '../../../components/form/bilingual-fields.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useFormSubmit } from '../../../lib/forms/use-form-submit.ts';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';
import type { FaqScope } from './faq-scope.ts';
import { FAQ_FIELDS, faqFormSchema, faqFormValues, toFaqInput, type FaqFormValues } from './faq-form-values.ts';

interface FaqFormProps<Faq extends CmsFaqResponse> {
  scope: FaqScope<Faq>;
  faq?: Faq;
  /** Admins choose the brand of a new FAQ; a brand manager's always belong to its own brand. */
  withBrand: boolean;
  /** The brand the list shows: a new FAQ starts there. */
  brandId: string | null;
  onDone: () => void;
}

/**
 * Create or update an FAQ (a brand's or the site's): question and answer in English, Arabic or both, and whether
 * it is shown.
 */
export function FaqForm<Faq extends CmsFaqResponse>({ scope, faq, withBrand, brandId, onDone }: FaqFormProps<Faq>) {
  const { t } = useTranslation();
  const { texts } = scope;
  const save = scope.useSave();
  const brands = useBrandOptions(withBrand);
  const creating = !faq;
  const options = { creating, withBrand };
  const form = useForm<FaqFormValues>({
    initialValues: faqFormValues(faq, brandId),
    validate: zodValidator(faqFormSchema(options), (values: FaqFormValues) => toFaqInput(values, options)),
  });
  const { submit, formError } = useFormSubmit(form, {
    fields: FAQ_FIELDS,
    save: async (values) => {
      await save.mutateAsync({ id: faq?.id ?? null, body: FaqInput.parse(toFaqInput(values, options)) });
      notifications.show({ color: 'green', message: creating ? t(texts.created) : t(texts.updated) });
      onDone();
    },
  });
  const field = (name: 'questionEn' | 'questionAr' | 'answerEn' | 'answerAr', label: string) => ({
    label,
    ...form.getInputProps(name),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        {withBrand && (
          <Select
            required={creating}
            searchable
            label={t('faqs.form.brand')}
            description={creating ? undefined : t('faqs.form.brandFixed')}
            disabled={!creating}
            data={brands.data}
            nothingFoundMessage={t('common.table.noOptions')}
            {...form.getInputProps('brandId')}
          />
        )}
        {texts.languagesHint && (
          <Text size="sm" c="dimmed">
            {t(texts.languagesHint)}
          </Text>
        )}
        <BilingualFields
          legend={t('faqs.form.question')}
          rows={2}
          en={field('questionEn', t('faqs.form.questionEn'))}
          ar={field('questionAr', t('faqs.form.questionAr'))}
        />
        <BilingualFields
          legend={t('faqs.form.answer')}
          rows={4}
          en={field('answerEn', t('faqs.form.answerEn'))}
          ar={field('answerAr', t('faqs.form.answerAr'))}
        />
        <Switch
          label={t('faqs.columns.active')}
          description={t(texts.activeHint)}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
