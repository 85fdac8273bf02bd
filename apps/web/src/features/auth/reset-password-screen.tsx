import { Alert, Button, Center, Loader, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useSearchParams } from 'react-router';
import { ResetPasswordBody } from '@tawasul/contracts/auth';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { applyServerValidation, zodValidator } from '../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { HttpError } from '../../lib/http/http-error.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useResetLinkCheck, useResetPassword } from './api/use-reset-link.ts';
import { AuthCard } from './components/auth-card.tsx';

const NO_TOKEN = new HttpError(400, 'RESET_LINK_INVALID', 'Error verifying link.');

/** `/change-password?token=…`: the page of the reset link. A used or expired link says so and offers a new one. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const errorMessage = useErrorMessage();
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useResetLinkCheck(token);
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: zodValidator(ResetPasswordBody, (values: { password: string; confirmPassword: string }) => ({
      ...values,
      token,
    })),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await reset.mutateAsync(ResetPasswordBody.parse({ ...values, token }));
      setDone(true);
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, ['password', 'confirmPassword']))
        setFormError(errorMessage(error));
    }
  });

  const linkError = token === '' ? NO_TOKEN : check.error;
  let body;
  if (done) {
    body = (
      <Stack>
        <Alert
          color="green"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          role="status"
          data-testid="password-reset-done"
        >
          {t('auth.reset.done')}
        </Alert>
        <Button component={Link} to={localePath('/login')} fullWidth>
          {t('auth.reset.signIn')}
        </Button>
      </Stack>
    );
  } else if (linkError) {
    body = (
      <Stack>
        <FormError message={errorMessage(linkError)} />
        <Button component={Link} to={localePath('/forgot-password')} variant="light" fullWidth>
          {t('auth.reset.requestNew')}
        </Button>
      </Stack>
    );
  } else if (check.isPending) {
    body = (
      <Center py="md" aria-label={t('auth.reset.checking')}>
        <Loader size="sm" />
      </Center>
    );
  } else {
    body = (
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={formError} />
          <PasswordField
            label={t('common.fields.password')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={t('common.fields.confirmPassword')}
            autoComplete="new-password"
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" fullWidth loading={reset.isPending}>
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} subtitle={done || linkError ? undefined : t('auth.reset.subtitle')}>
      {body}
    </AuthCard>
  );
}
