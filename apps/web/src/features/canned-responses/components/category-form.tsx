import { Stack, TagsInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { CategoryInput, CRITICAL_WORD_MAX_LENGTH, type CategoryResponse } from '@tawasul/contracts/canned-responses';
import { BilingualFields } from '../../../components/form/bilingual-fields.tsx';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useFormSubmit } from '../../../lib/forms/use-form-submit.ts';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useSaveCategory } from '../api/use-category-mutations.ts';
import { firstListError, withoutListErrors } from './list-field-error.ts';

type CategoryFormValues = { nameEn: string; nameAr: string; criticalWords: string[] };

const CATEGORY_FIELDS = [
  'nameEn',
  'nameAr',
  'criticalWords',
  ...Array.from({ length: 100 }, (_, index) => `criticalWords.${index}`),
];

/** CATEGORY_NAME_EXISTS names the taken names in `details.fields`; without them, both may be. */
function takenNames(error: unknown): ('nameEn' | 'nameAr')[] | null {
  if (!isHttpError(error) || error.code !== 'CATEGORY_NAME_EXISTS') return null;
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  const named = Array.isArray(fields) ? fields.filter((field) => field === 'nameEn' || field === 'nameAr') : [];
  return named.length ? named : ['nameEn', 'nameAr'];
}

/** Create or update a category: names EN/AR (unique) and at least one critical word. */
export function CategoryForm({ category, onDone }: { category?: CategoryResponse; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveCategory();
  const form = useForm<CategoryFormValues>({
    initialValues: {
      nameEn: category?.nameEn ?? '',
      nameAr: category?.nameAr ?? '',
      criticalWords: category?.criticalWords ?? [],
    },
    validate: zodValidator<CategoryFormValues>(CategoryInput),
  });

  const { submit, formError } = useFormSubmit(form, {
    fields: CATEGORY_FIELDS,
    save: async (values) => {
      await save.mutateAsync({ id: category?.id ?? null, body: CategoryInput.parse(values) });
      notifications.show({
        color: 'green',
        message: category
          ? t('cannedResponses.categories.toasts.updated')
          : t('cannedResponses.categories.toasts.created'),
      });
      onDone();
    },
    // The spec's message, on the name that is taken.
    fieldErrorsOf: (error, message) => {
      const taken = takenNames(error);
      return taken && Object.fromEntries(taken.map((field) => [field, message]));
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <FormError message={formError} />
        <BilingualFields
          required
          en={{ label: t('cannedResponses.categories.form.nameEn'), ...form.getInputProps('nameEn') }}
          ar={{ label: t('cannedResponses.categories.form.nameAr'), ...form.getInputProps('nameAr') }}
        />
        <TagsInput
          required
          label={t('cannedResponses.categories.form.criticalWords')}
          description={t('cannedResponses.categories.form.criticalWordsHint')}
          placeholder={t('cannedResponses.categories.form.criticalWordsPlaceholder')}
          splitChars={[',', '،']}
          maxTags={100}
          clearable
          acceptValueOnBlur
          maxLength={CRITICAL_WORD_MAX_LENGTH}
          value={form.values.criticalWords}
          onChange={(words) => {
            form.setFieldValue('criticalWords', words);
            form.setErrors(withoutListErrors(form.errors, 'criticalWords'));
          }}
          error={firstListError(form.errors, 'criticalWords') as ReactNode}
        />
        <FormActions saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
