import { Badge, Checkbox, Group, Select, Stack } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse, OrderManager } from '@tawasul/contracts/brands';
import { PasswordField } from '../../../components/password-field.tsx';
import type { BrandFormValues } from './brand-form-values.ts';

type Form = UseFormReturnType<BrandFormValues>;

/**
 * The order manager (Salla or CS-Cart), locked once the brand has one — the server refuses a change too — and the
 * store API key, which is write-only: the field says whether one is stored and stays empty.
 */
export function BrandStoreFields({ form, brand }: { form: Form; brand: BrandResponse | undefined }) {
  const { t } = useTranslation();
  const locked = brand?.orderManager != null;
  const keyStored = brand?.apiKeySet ?? false;
  return (
    <Stack>
      <Select
        label={t('brands.form.orderManager')}
        placeholder={t('brands.form.orderManagerPlaceholder')}
        description={locked ? t('brands.form.orderManagerLocked') : t('brands.form.orderManagerOnce')}
        data={[
          { value: 'salla', label: t('brands.orderManager.salla') },
          { value: 'cs_cart', label: t('brands.orderManager.cs_cart') },
        ]}
        disabled={locked}
        clearable={!locked}
        rightSection={locked ? <IconLock size={16} aria-hidden /> : undefined}
        value={form.values.orderManager}
        onChange={(value) => form.setFieldValue('orderManager', (value as OrderManager | null) ?? null)}
        error={form.errors.orderManager}
      />
      <PasswordField
        label={
          <Group gap={6} component="span" display="inline-flex">
            {t('brands.form.apiKey')}
            <Badge size="xs" variant="light" color={keyStored ? 'green' : 'gray'} data-testid="api-key-state">
              {keyStored ? t('brands.form.apiKeyStoredBadge') : t('brands.form.apiKeyNotSetBadge')}
            </Badge>
          </Group>
        }
        description={keyStored ? t('brands.form.apiKeyStored') : t('brands.form.apiKeyNotSet')}
        placeholder={keyStored ? '••••••••' : undefined}
        autoComplete="off"
        dir="ltr"
        disabled={form.values.removeApiKey}
        {...form.getInputProps('apiKey')}
      />
      {keyStored && (
        <Checkbox label={t('brands.form.removeApiKey')} {...form.getInputProps('removeApiKey', { type: 'checkbox' })} />
      )}
    </Stack>
  );
}
