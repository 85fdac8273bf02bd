import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { UploadDropzone } from '../../../components/upload/upload-dropzone.tsx';
import type { BrandFormValues } from './brand-form-values.ts';

type Form = UseFormReturnType<BrandFormValues>;

/** Name EN/AR, e-mail, logo (required) and banner images. */
export function BrandIdentityFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput required label={t('brands.form.nameEn')} dir="ltr" {...form.getInputProps('nameEn')} />
        <TextInput required label={t('brands.form.nameAr')} dir="rtl" {...form.getInputProps('nameAr')} />
      </SimpleGrid>
      <TextInput required type="email" label={t('common.fields.email')} dir="ltr" {...form.getInputProps('email')} />
      <UploadDropzone
        kind="image"
        required
        label={t('brands.form.logo')}
        description={t('brands.form.logoHint')}
        value={form.values.logo}
        onChange={(logo) => {
          form.setFieldValue('logo', logo);
          form.clearFieldError('logoUploadId');
        }}
        error={form.errors.logoUploadId}
      />
      <UploadDropzone
        kind="image"
        multiple
        maxFiles={10}
        label={t('brands.form.banners')}
        description={t('brands.form.bannersHint')}
        value={form.values.banners}
        onChange={(banners) => form.setFieldValue('banners', banners)}
        error={form.errors.bannerUploadIds}
      />
    </Stack>
  );
}
