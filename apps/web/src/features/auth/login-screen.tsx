import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SignInWithPasswordBody } from '@tawasul/contracts/auth';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { applyServerValidation, zodValidator } from '../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useCompleteSignIn } from '../../lib/session/use-complete-sign-in.ts';
import { usePasswordSignIn } from './api/use-password-sign-in.ts';
import { AuthCard } from './components/auth-card.tsx';

/** `/login`: e-mail and password, with the ways to the other sign-in methods. */
export function LoginScreen() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const errorMessage = useErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const signIn = usePasswordSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { email: '', password: '' }, validate: zodValidator(SignInWithPasswordBody) });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await completeSignIn(await signIn.mutateAsync(SignInWithPasswordBody.parse(values)));
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, ['email', 'password'])) setFormError(errorMessage(error));
    }
  });

  return (
    <AuthCard
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Text size="sm">
          {t('auth.login.newHere')}{' '}
          <Anchor component={Link} to={localePath('/otp-signup')}>
            {t('auth.login.signUpLink')}
          </Anchor>
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={formError} />
          <TextInput
            label={t('common.fields.email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={t('common.fields.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={localePath('/forgot-password')} size="sm">
              {t('auth.login.forgotLink')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {t('common.actions.signIn')}
          </Button>
          <Button component={Link} to={localePath('/phone-login')} variant="default" fullWidth>
            {t('auth.login.phoneLink')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
