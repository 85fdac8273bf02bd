import { Button, Divider, Group, Stack, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandInput, type BrandResponse } from '@tawasul/contracts/brands';
import { FormError } from '../../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { revealFirstError } from '../../../lib/forms/reveal-first-error.ts';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
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

/** Create or update a brand (spec section 3): identity, store connection, and the chat widget. */
export function BrandForm({ brand, variant = 'admin', onSaved, onCancel }: BrandFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const save = useSaveBrand();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<BrandFormValues>({
    initialValues: brandFormValues(brand),
    validate: zodValidator<BrandFormValues>(BrandInput, toBrandInput),
  });

  const submit = form.onSubmit(
    async (values, event) => {
      const formElement = event?.currentTarget;
      setFormError(null);
      try {
        const saved = await save.mutateAsync({ id: brand?.id ?? null, body: BrandInput.parse(toBrandInput(values)) });
        form.setValues(brandFormValues(saved));
        form.resetDirty(brandFormValues(saved));
        notifications.show({
          color: 'green',
          message: brand ? t('brands.toasts.updated') : t('brands.toasts.created'),
        });
        onSaved?.(saved);
      } catch (error) {
        if (applyServerValidation(error, form.setErrors, BRAND_FIELDS)) revealFirstError(formElement);
        else setFormError(errorMessage(error));
      }
    },
    (_errors, _values, event) => revealFirstError(event?.currentTarget),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormError message={formError} />
        <Section title={t('brands.form.identity')} />
        <BrandIdentityFields form={form} />
        {variant === 'admin' && (
          <>
            <Section title={t('brands.form.store')} />
            <BrandStoreFields form={form} brand={brand} />
            {/* A saved order manager: connect its store from here too. */}
            {brand?.orderManager && <StoreConnectionCard brand={brand} embedded />}
          </>
        )}
        <Section title={t('brands.form.widget')} />
        <BrandWidgetFields form={form} brand={brand} />
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.actions.cancel')}
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
