import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { FormError } from '../../components/form-error.tsx';
import { PasswordField } from '../../components/password-field.tsx';
import { applyServerValidation } from '../../lib/forms/field-errors.tsx';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useCompleteSignIn } from '../../lib/session/use-complete-sign-in.ts';
import type { PasswordSignInValues } from './api/password-sign-in-rules.ts';
import { loadSignInRules, usePasswordSignIn } from './api/use-password-sign-in.ts';
import { AuthCard } from './components/auth-card.tsx';

/**
 * `/login`: e-mail and password, with the ways to the other sign-in methods. The page has a size budget (issue 11),
 * so its two fields keep their own state rather than Mantine's form, and the contract's rules (with Zod) load when
 * the form is first focused; the messages are the contract's, as on every other form.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const errorMessage = useErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const signIn = usePasswordSignIn();
  const [formError, setFormError] = useState<string | null>(null);
  const [values, setValues] = useState<PasswordSignInValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  // From the submit until the next page shows (a signed-in user's first screen can take seconds to load): a second
  // submit would sign in again above a signed-in header (issue 22).
  const [busy, setBusy] = useState(false);

  // As with Mantine's forms: typing in a field clears its error.
  const inputProps = (field: keyof PasswordSignInValues) => ({
    value: values[field],
    error: errors[field],
    disabled: busy,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors(({ [field]: _cleared, ...others }) => others);
    },
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    setBusy(true);
    try {
      const rules = await loadSignInRules();
      const invalid = rules.validateSignIn(values);
      setErrors(invalid);
      if (Object.keys(invalid).length > 0) {
        setBusy(false);
        return;
      }
      await completeSignIn(await signIn.mutateAsync(rules.toSignInBody(values)));
    } catch (error) {
      setBusy(false);
      if (!applyServerValidation(error, setErrors, ['email', 'password'])) setFormError(errorMessage(error));
    }
  };

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
      <form
        onSubmit={(event) => void submit(event)}
        // Early, so the rules are there by the first submit; a failure here shows again, as an error, on submit.
        onFocus={() => void loadSignInRules().catch(() => undefined)}
        noValidate
      >
        <Stack>
          <FormError message={formError} />
          <TextInput
            label={t('common.fields.email')}
            type="email"
            autoComplete="username"
            dir="ltr"
            {...inputProps('email')}
          />
          <PasswordField
            label={t('common.fields.password')}
            autoComplete="current-password"
            {...inputProps('password')}
          />
          <Group justify="flex-end">
            <Anchor component={Link} to={localePath('/forgot-password')} size="sm">
              {t('auth.login.forgotLink')}
            </Anchor>
          </Group>
          <Button type="submit" fullWidth loading={busy}>
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
