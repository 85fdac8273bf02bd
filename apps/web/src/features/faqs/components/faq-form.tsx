import { Button, Fieldset, Group, Select, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqInput, type FaqResponse } from '@tawasul/contracts/faqs';
import { FormError } from '../../../components/form-error.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useSaveFaq } from '../api/use-faq-mutations.ts';
import { FAQ_FIELDS, faqFormSchema, faqFormValues, toFaqInput, type FaqFormValues } from './faq-form-values.ts';

interface FaqFormProps {
  faq?: FaqResponse;
  /** Admins choose the brand of a new FAQ; a brand manager's always belong to its own brand. */
  withBrand: boolean;
  /** The brand the list shows: a new FAQ starts there. */
  brandId: string | null;
  onDone: () => void;
}

/** Create or update a brand FAQ: question and answer in English, Arabic or both, and whether the widget shows it. */
export function FaqForm({ faq, withBrand, brandId, onDone }: FaqFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveFaq();
  const brands = useBrandOptions(withBrand);
  const [formError, setFormError] = useState<string | null>(null);
  const creating = !faq;
  const options = { creating, withBrand };
  const form = useForm<FaqFormValues>({
    initialValues: faqFormValues(faq, brandId),
    validate: zodValidator(faqFormSchema(options), (values: FaqFormValues) => toFaqInput(values, options)),
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        await save.mutateAsync({ id: faq?.id ?? null, body: FaqInput.parse(toFaqInput(values, options)) });
        notifications.show({ color: 'green', message: creating ? t('faqs.toasts.created') : t('faqs.toasts.updated') });
        onDone();
      } catch (error) {
        if (applyServerValidation(error, form.setErrors, FAQ_FIELDS)) revealFirstError(formElement);
        else setFormError(errorMessage(error));
      }
    },
    (_errors, _values, event) => revealFirstError(event?.currentTarget),
  );

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
        <Text size="sm" c="dimmed">
          {t('faqs.form.languagesHint')}
        </Text>
        <Fieldset legend={t('faqs.form.question')} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              autosize
              minRows={2}
              label={t('faqs.form.questionEn')}
              dir="ltr"
              {...form.getInputProps('questionEn')}
            />
            <Textarea
              autosize
              minRows={2}
              label={t('faqs.form.questionAr')}
              dir="rtl"
              {...form.getInputProps('questionAr')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('faqs.form.answer')} variant="filled">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Textarea
              autosize
              minRows={4}
              label={t('faqs.form.answerEn')}
              dir="ltr"
              {...form.getInputProps('answerEn')}
            />
            <Textarea
              autosize
              minRows={4}
              label={t('faqs.form.answerAr')}
              dir="rtl"
              {...form.getInputProps('answerAr')}
            />
          </SimpleGrid>
        </Fieldset>
        <Switch
          label={t('faqs.columns.active')}
          description={t('faqs.form.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t('common.actions.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
