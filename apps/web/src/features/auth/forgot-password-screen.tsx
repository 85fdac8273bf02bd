import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { ForgotPasswordBody } from '@tawasul/contracts/auth';
import { FormError } from '../../components/form-error.tsx';
import { applyServerValidation, zodValidator } from '../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useRequestPasswordReset } from './api/use-request-password-reset.ts';
import { AuthCard } from './components/auth-card.tsx';

/** `/forgot-password`: e-mails a single-use link to `/change-password`. The answer never says whether the account exists. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const errorMessage = useErrorMessage();
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '' }, validate: zodValidator(ForgotPasswordBody) });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const body = ForgotPasswordBody.parse(values);
    try {
      await requestReset.mutateAsync(body);
      setSentTo(body.email);
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, ['email'])) setFormError(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Text size="sm">
          <Anchor component={Link} to={localePath('/login')}>
            {t('auth.forgot.backToLogin')}
          </Anchor>
        </Text>
      }
    >
      {sentTo ? (
        <Alert
          color="green"
          variant="light"
          icon={<IconMailCheck size={18} />}
          role="status"
          data-testid="reset-link-sent"
        >
          {t('auth.forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <FormError message={formError} />
            <TextInput
              label={t('common.fields.email')}
              type="email"
              autoComplete="email"
              dir="ltr"
              {...form.getInputProps('email')}
            />
            <Button type="submit" fullWidth loading={requestReset.isPending}>
              {t('auth.forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </AuthCard>
  );
}
