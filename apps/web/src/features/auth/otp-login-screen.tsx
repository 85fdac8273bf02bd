import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link } from 'react-router';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { AuthCard } from './components/auth-card.tsx';
import { OtpCodeForm } from './components/otp-code-form.tsx';
import { PhoneCodeRequestForm } from './components/phone-code-request-form.tsx';
import { clearPendingOtp, readPendingOtp } from './pending-otp.ts';

/** `/otp-login`: the code sent from `/phone-login`; opened directly, it asks for the number first. */
export function OtpLoginScreen() {
  const { t } = useTranslation();
  const localePath = useLocalePath();
  const [pending, setPending] = useState(() => readPendingOtp('sign-in'));
  return (
    <AuthCard
      title={pending ? t('auth.otp.title') : t('auth.phone.title')}
      subtitle={pending ? undefined : t('auth.phone.subtitle')}
      footer={
        <Text size="sm">
          <Anchor component={Link} to={localePath('/login')}>
            {t('auth.phone.passwordLink')}
          </Anchor>
        </Text>
      }
    >
      {pending ? (
        <OtpCodeForm
          key={pending.otpSessionId}
          pending={pending}
          onChangeNumber={() => {
            clearPendingOtp('sign-in');
            setPending(null);
          }}
        />
      ) : (
        <PhoneCodeRequestForm purpose="sign-in" onSent={setPending} />
      )}
    </AuthCard>
  );
}
