import { Divider, MultiSelect, Select, SimpleGrid, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { CannedCaseInput, type CannedCaseResponse } from '@tawasul/contracts/canned-responses';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { UploadDropzone } from '../../../components/upload/upload-dropzone.tsx';
import { useBrandOptions } from '../../../lib/brands/use-brand-options.ts';
import { useFormSubmit } from '../../../lib/forms/use-form-submit.ts';
import { useCategoryOptions } from '../api/use-categories.ts';
import { useSaveCase } from '../api/use-case-mutations.ts';
import {
  CASE_FIELDS,
  caseFormValidator,
  caseFormValues,
  toCaseInput,
  type CaseFormValues,
} from './case-form-values.ts';
import { CaseVideoField } from './case-video-field.tsx';
import { firstListError, withoutListErrors } from './list-field-error.ts';

interface CaseFormProps {
  record?: CannedCaseResponse;
  /** Admins choose the brand; a brand manager's cases always belong to its own brand. */
  withBrand: boolean;
  onDone: () => void;
}

function Section({ title }: { title: string }) {
  return (
    <Divider
      labelPosition="left"
      label={
        <Title order={3} size="h5">
          {title}
        </Title>
      }
    />
  );
}

/**
 * Create or update a case (spec sections 3 and 5): a title in English or Arabic, descriptions, one or more
 * categories, at least one product image and one document, an optional video (an upload or a valid link), active.
 */
export function CaseForm({ record, withBrand, onDone }: CaseFormProps) {
  const { t } = useTranslation();
  const save = useSaveCase();
  const brands = useBrandOptions(withBrand);
  const categories = useCategoryOptions();
  const form = useForm<CaseFormValues>({
    initialValues: caseFormValues(record),
    validate: caseFormValidator({ withBrand }),
    validateInputOnBlur: ['videoUrl'],
  });
  // Either title satisfies the rule: typing one clears the error on both.
  const titleProps = (field: 'titleEn' | 'titleAr') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        form.setFieldValue(field, event.currentTarget.value);
        form.clearFieldError('titleEn');
        form.clearFieldError('titleAr');
      },
    };
  };
  const listError = (field: string) => firstListError(form.errors, field) as ReactNode;
  const clearList = (field: string) => form.setErrors(withoutListErrors(form.errors, field));

  const { submit, formError } = useFormSubmit(form, {
    fields: CASE_FIELDS,
    save: async (values) => {
      await save.mutateAsync({
        id: record?.id ?? null,
        body: CannedCaseInput.parse(toCaseInput(values, { withBrand })),
      });
      notifications.show({
        color: 'green',
        message: record ? t('cannedResponses.cases.toasts.updated') : t('cannedResponses.cases.toasts.created'),
      });
      onDone();
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />
        <Section title={t('cannedResponses.cases.form.content')} />
        {withBrand && (
          <Select
            required
            searchable
            label={t('cannedResponses.cases.form.brand')}
            data={brands.data}
            nothingFoundMessage={t('common.table.noOptions')}
            {...form.getInputProps('brandId')}
          />
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('cannedResponses.cases.form.titleEn')}
            description={t('cannedResponses.cases.form.titleHint')}
            dir="ltr"
            {...titleProps('titleEn')}
          />
          <TextInput
            label={t('cannedResponses.cases.form.titleAr')}
            description={t('cannedResponses.cases.form.titleHint')}
            dir="rtl"
            {...titleProps('titleAr')}
          />
          <Textarea
            autosize
            minRows={3}
            maxRows={10}
            label={t('cannedResponses.cases.form.descriptionEn')}
            dir="ltr"
            {...form.getInputProps('descriptionEn')}
          />
          <Textarea
            autosize
            minRows={3}
            maxRows={10}
            label={t('cannedResponses.cases.form.descriptionAr')}
            dir="rtl"
            {...form.getInputProps('descriptionAr')}
          />
        </SimpleGrid>
        <MultiSelect
          required
          searchable
          clearable
          label={t('cannedResponses.cases.form.categories')}
          placeholder={
            form.values.categoryIds.length ? undefined : t('cannedResponses.cases.form.categoriesPlaceholder')
          }
          data={categories.data}
          maxValues={20}
          nothingFoundMessage={t('common.table.noOptions')}
          value={form.values.categoryIds}
          onChange={(ids) => {
            form.setFieldValue('categoryIds', ids);
            clearList('categoryIds');
          }}
          error={listError('categoryIds')}
        />
        <Section title={t('cannedResponses.cases.form.media')} />
        <UploadDropzone
          kind="image"
          multiple
          maxFiles={20}
          required
          label={t('cannedResponses.cases.form.images')}
          description={t('cannedResponses.cases.form.imagesHint')}
          value={form.values.images}
          onChange={(images) => {
            form.setFieldValue('images', images);
            clearList('imageUploadIds');
          }}
          error={listError('imageUploadIds')}
        />
        <UploadDropzone
          kind="document"
          multiple
          maxFiles={20}
          required
          label={t('cannedResponses.cases.form.documents')}
          description={t('cannedResponses.cases.form.documentsHint')}
          value={form.values.documents}
          onChange={(documents) => {
            form.setFieldValue('documents', documents);
            clearList('documentUploadIds');
          }}
          error={listError('documentUploadIds')}
        />
        <CaseVideoField form={form} />
        <Divider />
        <Switch
          label={t('cannedResponses.cases.form.active')}
          description={t('cannedResponses.cases.form.activeHint')}
          {...form.getInputProps('active', { type: 'checkbox' })}
        />
        <FormActions saving={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
