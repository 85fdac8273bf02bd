import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { AccountPage } from './components/account-page.tsx';
import { ChangePasswordForm } from './components/change-password-form.tsx';

/** `/user/change-password`. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.password.title')} subtitle={t('account.password.subtitle')}>
      <ChangePasswordForm />
    </AccountPage>
  );
}
