import { Divider, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { BrandInput, type BrandResponse } from '@tawasul/contracts/brands';
import { FormActions } from '../../../components/form/form-actions.tsx';
import { FormError } from '../../../components/form-error.tsx';
import { useFormSubmit } from '../../../lib/forms/use-form-submit.ts';
import { zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useSaveBrand } from '../api/use-brand-mutations.ts';
import { BRAND_FIELDS, brandFormValues, toBrandInput, type BrandFormValues } from './brand-form-values.ts';
import { BrandIdentityFields } from './brand-identity-fields.tsx';
import { BrandStoreFields } from './brand-store-fields.tsx';
import { BrandWidgetFields } from './brand-widget-fields.tsx';
import { StoreConnectionCard } from './store-connection-card.tsx';

interface BrandFormProps {
  brand?: BrandResponse;
  /**
   * `admin`: every field (Brands screen). `profile`: the brand manager's identity fields; the store connection
   * belongs to Brand Configuration, so the order manager is sent unchanged and the API key is left alone.
   */
  variant?: 'admin' | 'profile';
  onSaved?: (brand: BrandResponse) => void;
  onCancel?: () => void;
}

/** A part of the form; its heading comes after the page's title (h1, on Brand Profile) or the drawer's (h2). */
function Section({ title, order }: { title: string; order: 2 | 3 }) {
  return (
    <Divider
      labelPosition="left"
      label={
        <Title order={order} size="h5">
          {title}
        </Title>
      }
    />
  );
}

/** Create or update a brand (spec section 3): identity, store connection, and the chat widget. */
export function BrandForm({ brand, variant = 'admin', onSaved, onCancel }: BrandFormProps) {
  const { t } = useTranslation();
  const sectionOrder = variant === 'profile' ? 2 : 3;
  const save = useSaveBrand();
  const form = useForm<BrandFormValues>({
    initialValues: brandFormValues(brand),
    validate: zodValidator<BrandFormValues>(BrandInput, toBrandInput),
  });

  const { submit, formError } = useFormSubmit(form, {
    fields: BRAND_FIELDS,
    save: async (values) => {
      const saved = await save.mutateAsync({ id: brand?.id ?? null, body: BrandInput.parse(toBrandInput(values)) });
      form.setValues(brandFormValues(saved));
      form.resetDirty(brandFormValues(saved));
      notifications.show({
        color: 'green',
        message: brand ? t('brands.toasts.updated') : t('brands.toasts.created'),
      });
      onSaved?.(saved);
    },
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />
        <Section title={t('brands.form.identity')} order={sectionOrder} />
        <BrandIdentityFields form={form} />
        {variant === 'admin' && (
          <>
            <Section title={t('brands.form.store')} order={sectionOrder} />
            <BrandStoreFields form={form} brand={brand} />
            {/* A saved order manager: connect its store from here too. */}
            {brand?.orderManager && <StoreConnectionCard brand={brand} embedded />}
          </>
        )}
        <Section title={t('brands.form.widget')} order={sectionOrder} />
        <BrandWidgetFields form={form} brand={brand} />
        <FormActions saving={save.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
