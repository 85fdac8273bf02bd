import { Anchor, Text } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, useNavigate } from 'react-router';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { AuthCard } from './components/auth-card.tsx';
import { PhoneCodeRequestForm } from './components/phone-code-request-form.tsx';

/** `/phone-login`: the phone number; the code is entered on `/otp-login`. */
export function PhoneLoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return (
    <AuthCard
      title={t('auth.phone.title')}
      subtitle={t('auth.phone.subtitle')}
      footer={
        <Text size="sm">
          <Anchor component={Link} to={localePath('/login')}>
            {t('auth.phone.passwordLink')}
          </Anchor>
        </Text>
      }
    >
      <PhoneCodeRequestForm purpose="sign-in" onSent={() => void navigate(localePath('/otp-login'))} />
    </AuthCard>
  );
}
