import { SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { CmsPageInput, type CmsPageResponse } from '@tawasul/contracts/cms';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useFormSubmit } from '../../../lib/forms/use-form-submit.ts';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { useSaveCmsPage } from '../api/use-cms-pages.ts';
import { PAGE_FIELDS, pageFormValues, slugFromTitle, toPageInput, type PageFormValues } from './page-form-values.ts';
import { RichTextField } from './rich-text-field.tsx';

interface PageFormProps {
  page?: CmsPageResponse;
  onSaved: (page: CmsPageResponse) => void;
  onCancel: () => void;
}

/** Create or update a CMS page: titles, slug (its public address), content in both languages, published. */
export function PageForm({ page, onSaved, onCancel }: PageFormProps) {
  const { t } = useTranslation();
  const save = useSaveCmsPage();
  // A new page's slug follows its English title until the admin types one.
  const [slugTouched, setSlugTouched] = useState(Boolean(page));
  const form = useForm<PageFormValues>({
    initialValues: pageFormValues(page),
    validate: zodValidator<PageFormValues>(CmsPageInput, toPageInput),
  });

  const { submit, formError } = useFormSubmit(form, {
    fields: PAGE_FIELDS,
    save: async (values) => {
      const saved = await save.mutateAsync({ id: page?.id ?? null, body: CmsPageInput.parse(toPageInput(values)) });
      notifications.show({
        color: 'green',
        message: page ? t('cms.pages.toasts.updated') : t('cms.pages.toasts.created'),
      });
      onSaved(saved);
    },
    fieldErrorsOf: (error, message) =>
      isHttpError(error) && error.code === 'PAGE_SLUG_EXISTS' ? { slug: message } : null,
  });

  const titleEn = form.getInputProps('titleEn');
  const slug = form.getInputProps('slug');
  const path = `/pages/${form.values.slug || '…'}`;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            required
            label={t('cms.pages.form.titleEn')}
            dir="ltr"
            {...titleEn}
            onChange={(event) => {
              const title = event.currentTarget.value;
              form.setFieldValue('titleEn', title);
              if (!slugTouched) form.setFieldValue('slug', slugFromTitle(title));
            }}
          />
          <TextInput required label={t('cms.pages.form.titleAr')} dir="rtl" {...form.getInputProps('titleAr')} />
        </SimpleGrid>
        <TextInput
          required
          label={t('cms.pages.form.slug')}
          description={
            <Trans
              i18nKey="cms.pages.form.slugHint"
              values={{ path }}
              components={{ path: <bdi dir="ltr" data-testid="page-path" /> }}
            />
          }
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          {...slug}
          onChange={(event) => {
            setSlugTouched(true);
            form.setFieldValue('slug', event.currentTarget.value);
          }}
        />
        <RichTextField
          label={t('cms.pages.form.contentEn')}
          dir="ltr"
          value={form.values.contentEn}
          onChange={(html) => form.setFieldValue('contentEn', html)}
          error={form.errors.contentEn}
        />
        <RichTextField
          label={t('cms.pages.form.contentAr')}
          dir="rtl"
          value={form.values.contentAr}
          onChange={(html) => form.setFieldValue('contentAr', html)}
          error={form.errors.contentAr}
        />
        <Switch
          label={t('cms.pages.form.published')}
          description={t('cms.pages.form.publishedHint')}
          {...form.getInputProps('published', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
