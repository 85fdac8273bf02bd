import { Button, Group, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CategoryInput, CRITICAL_WORD_MAX_LENGTH, type CategoryResponse } from '@tawasul/contracts/canned-responses';
import { FormError } from '../../../components/form-error.tsx';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
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
  const errorMessage = useErrorMessage();
  const save = useSaveCategory();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<CategoryFormValues>({
    initialValues: {
      nameEn: category?.nameEn ?? '',
      nameAr: category?.nameAr ?? '',
      criticalWords: category?.criticalWords ?? [],
    },
    validate: zodValidator<CategoryFormValues>(CategoryInput),
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        await save.mutateAsync({ id: category?.id ?? null, body: CategoryInput.parse(values) });
        notifications.show({
          color: 'green',
          message: category
            ? t('cannedResponses.categories.toasts.updated')
            : t('cannedResponses.categories.toasts.created'),
        });
        onDone();
      } catch (error) {
        const taken = takenNames(error);
        if (taken) {
          // The spec's message, on the name that is taken.
          form.setErrors(Object.fromEntries(taken.map((field) => [field, errorMessage(error)])));
          revealFirstError(formElement);
        } else if (applyServerValidation(error, form.setErrors, CATEGORY_FIELDS)) revealFirstError(formElement);
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
          <TextInput
            required
            label={t('cannedResponses.categories.form.nameEn')}
            dir="ltr"
            {...form.getInputProps('nameEn')}
          />
          <TextInput
            required
            label={t('cannedResponses.categories.form.nameAr')}
            dir="rtl"
            {...form.getInputProps('nameAr')}
          />
        </SimpleGrid>
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
