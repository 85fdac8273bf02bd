import { Button, Group, SimpleGrid, Stack, Switch, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CmsFaqInput, type CmsFaqResponse } from '@tawasul/contracts/faqs';
import { FormError } from '../../../components/form-error.tsx';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useSaveCmsFaq } from '../api/use-cms-faqs.ts';

type FaqFormValues = {
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
  active: boolean;
};

const FAQ_FIELDS = ['questionEn', 'questionAr', 'answerEn', 'answerAr', 'active'];

const faqFormValues = (faq: CmsFaqResponse | undefined): FaqFormValues => ({
  questionEn: faq?.questionEn ?? '',
  questionAr: faq?.questionAr ?? '',
  answerEn: faq?.answerEn ?? '',
  answerAr: faq?.answerAr ?? '',
  active: faq?.active ?? true,
});

interface FaqFormProps {
  faq?: CmsFaqResponse;
  onDone: () => void;
}

/** Create or update a CMS FAQ: the question and the answer each in English, Arabic or both; shown or hidden. */
export function FaqForm({ faq, onDone }: FaqFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveCmsFaq();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<FaqFormValues>({
    initialValues: faqFormValues(faq),
    validate: zodValidator<FaqFormValues>(CmsFaqInput),
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        await save.mutateAsync({ id: faq?.id ?? null, body: CmsFaqInput.parse(values) });
        notifications.show({
          color: 'green',
          message: faq ? t('cms.faq.toasts.updated') : t('cms.faq.toasts.created'),
        });
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
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            autosize
            minRows={2}
            label={t('cms.faq.form.questionEn')}
            dir="ltr"
            {...form.getInputProps('questionEn')}
          />
          <Textarea
            autosize
            minRows={2}
            label={t('cms.faq.form.questionAr')}
            dir="rtl"
            {...form.getInputProps('questionAr')}
          />
          <Textarea
            autosize
            minRows={5}
            label={t('cms.faq.form.answerEn')}
            dir="ltr"
            {...form.getInputProps('answerEn')}
          />
          <Textarea
            autosize
            minRows={5}
            label={t('cms.faq.form.answerAr')}
            dir="rtl"
            {...form.getInputProps('answerAr')}
          />
        </SimpleGrid>
        <Switch
          label={t('cms.faq.form.active')}
          description={t('cms.faq.form.activeHint')}
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
