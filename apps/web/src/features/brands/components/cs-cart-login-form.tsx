import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import type { BrandResponse } from '@tawasul/contracts/brands';
import { CsCartConnectionBody } from '@tawasul/contracts/orders';
import { FormError } from '../../../components/form-error.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useErrorMessage } from '../../../lib/forms/use-error-message.ts';
import { ValidationText } from '../../../lib/forms/validation-text.tsx';
import { applyServerValidation, zodValidator } from '../../../lib/forms/zod-form.tsx';
import { useIsolate } from '../../../lib/i18n/bidi.ts';
import { useSaveCsCartConnection, useTestCsCartConnection } from '../api/use-store-connection.ts';

type Values = Required<CsCartConnectionBody>;
const FIELDS = ['storeUrl', 'email', 'apiKey', 'currency'] as const;
const trimmed = (values: Values): Values => ({
  storeUrl: values.storeUrl.trim(),
  email: values.email.trim(),
  apiKey: values.apiKey.trim(),
  currency: values.currency.trim().toUpperCase(),
});

type TestResult = { ok: true; storeName: string | null } | { ok: false; message: string };

/**
 * The CS-Cart store's address, an administrator's e-mail and API key (HTTP Basic on the store's REST API). "Test
 * connection" asks the store and keeps nothing; "Save" keeps the details (the key encrypted, never shown again).
 */
export function CsCartLoginForm({ brand, onSaved }: { brand: BrandResponse; onSaved: () => void }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const { isolate } = useIsolate();
  const test = useTestCsCartConnection(brand.id);
  const save = useSaveCsCartConnection(brand.id);
  const [result, setResult] = useState<TestResult | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { storeUrl: '', email: '', apiKey: '', currency: 'SAR' },
    validate: (values) => {
      const errors = zodValidator<Values>(CsCartConnectionBody, trimmed)(values);
      // An empty address or e-mail is missing rather than malformed.
      for (const field of FIELDS) {
        if (!values[field].trim()) errors[field] = <ValidationText messageKey="validation.required" />;
      }
      return errors;
    },
    // A test answers for the details it was given.
    onValuesChange: () => setResult(null),
  });

  /** The server's field problems go on the fields; anything else is returned to be shown. */
  const failureOf = (error: unknown): string | null =>
    applyServerValidation(error, form.setErrors, FIELDS) ? null : errorMessage(error);

  const runTest = async () => {
    setFormError(null);
    setResult(null);
    if (form.validate().hasErrors) return;
    try {
      const answer = await test.mutateAsync(CsCartConnectionBody.parse(trimmed(form.getValues())));
      setResult({ ok: true, storeName: answer.storeName });
    } catch (error) {
      const message = failureOf(error);
      if (message) setResult({ ok: false, message });
    }
  };

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(CsCartConnectionBody.parse(trimmed(values)));
      notifications.show({ color: 'green', message: t('brands.csCart.saved') });
      onSaved();
    } catch (error) {
      setFormError(failureOf(error));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormError message={formError} />
        {brand.connectionStatus === 'connected' && (
          <Alert color="blue" variant="light">
            {t('brands.csCart.replaceHint')}
          </Alert>
        )}
        <TextInput
          label={t('brands.csCart.storeUrl')}
          description={t('brands.csCart.storeUrlHint')}
          placeholder="https://store.example.com"
          type="url"
          inputMode="url"
          autoComplete="url"
          dir="ltr"
          required
          {...form.getInputProps('storeUrl')}
        />
        <TextInput
          label={t('brands.csCart.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label={t('brands.csCart.currency')}
          description={t('brands.csCart.currencyHint')}
          maxLength={3}
          autoComplete="off"
          dir="ltr"
          required
          w={200}
          {...form.getInputProps('currency')}
        />
        <PasswordField
          label={t('brands.csCart.apiKey')}
          description={t('brands.csCart.apiKeyHint')}
          autoComplete="off"
          dir="ltr"
          required
          {...form.getInputProps('apiKey')}
        />
        {result?.ok === true && (
          <Alert
            color="green"
            variant="light"
            icon={<IconCircleCheck size={18} />}
            role="status"
            data-testid="test-result"
          >
            {result.storeName
              ? t('brands.csCart.testOk', { name: isolate(result.storeName) })
              : t('brands.csCart.testOkNoName')}
          </Alert>
        )}
        {result?.ok === false && (
          <Alert
            color="red"
            variant="light"
            icon={<IconPlugConnectedX size={18} />}
            title={t('brands.csCart.testFailed')}
            role="alert"
            data-testid="test-result"
          >
            {result.message}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            leftSection={<IconPlugConnected size={16} />}
            loading={test.isPending}
            onClick={() => void runTest()}
          >
            {t('brands.csCart.test')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('common.actions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
