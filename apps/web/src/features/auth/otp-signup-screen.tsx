import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { SignUpProfile } from '@tawasul/contracts/auth';
import { Phone } from '@tawasul/contracts/validation';
import { FormError } from '../../components/form-error.tsx';
import { applyServerValidation, withoutEmptyStrings, zodValidator } from '../../lib/forms/zod-form.tsx';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useSendOtp } from './api/use-send-otp.ts';
import { AuthCard } from './components/auth-card.tsx';
import { OtpCodeForm } from './components/otp-code-form.tsx';
import { clearPendingOtp, pendingFrom, readPendingOtp, savePendingOtp } from './pending-otp.ts';
import { useClock } from '../../lib/time/clock-context.tsx';

/** The phone receives the code; the profile travels with the code to the verify call, which creates the customer. */
const SignUpForm = SignUpProfile.extend({ phone: Phone });
const FIELDS = ['phone', 'firstName', 'lastName', 'email', 'gamerId'] as const;

/** `/otp-signup`: a customer signs up with a phone number and a code. */
export function OtpSignupScreen() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const errorMessage = useErrorMessage();
  const sendOtp = useSendOtp();
  const clock = useClock();
  const [pending, setPending] = useState(() => readPendingOtp('sign-up'));
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { phone: '', firstName: '', lastName: '', email: '', gamerId: '' },
    validate: zodValidator(SignUpForm, withoutEmptyStrings),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const { phone, ...profile } = SignUpForm.parse(withoutEmptyStrings(values));
    try {
      const sent = await sendOtp.mutateAsync({ purpose: 'sign-up', phone });
      const next = pendingFrom('sign-up', phone, sent, clock.now(), profile);
      savePendingOtp(next);
      setPending(next);
    } catch (error) {
      if (!applyServerValidation(error, form.setErrors, FIELDS)) setFormError(errorMessage(error));
    }
  });

  const footer = (
    <Text size="sm">
      {t('auth.signup.haveAccount')}{' '}
      <Anchor component={Link} to={localePath('/login')}>
        {t('auth.signup.signInLink')}
      </Anchor>
    </Text>
  );

  if (pending) {
    return (
      <AuthCard title={t('auth.otp.title')} footer={footer}>
        <OtpCodeForm
          key={pending.otpSessionId}
          pending={pending}
          onChangeNumber={() => {
            clearPendingOtp('sign-up');
            setPending(null);
          }}
        />
      </AuthCard>
    );
  }

  const optional = t('common.optional');
  return (
    <AuthCard title={t('auth.signup.title')} subtitle={t('auth.signup.subtitle')} footer={footer}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <FormError message={formError} />
          <TextInput
            label={t('common.fields.phone')}
            placeholder={t('auth.phone.placeholder')}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            dir="ltr"
            {...form.getInputProps('phone')}
          />
          <Group grow align="flex-start">
            <TextInput
              label={t('auth.signup.firstName')}
              description={optional}
              autoComplete="given-name"
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={t('auth.signup.lastName')}
              description={optional}
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </Group>
          <TextInput
            label={t('common.fields.email')}
            description={optional}
            type="email"
            autoComplete="email"
            dir="ltr"
            {...form.getInputProps('email')}
          />
          <TextInput label={t('auth.signup.gamerId')} description={optional} {...form.getInputProps('gamerId')} />
          <Button type="submit" fullWidth loading={sendOtp.isPending}>
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
