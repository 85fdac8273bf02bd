import { useTranslation } from 'react-i18next';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { AccountPage } from './components/account-page.tsx';
import { ProfileForm } from './components/profile-form.tsx';

/** `/user/update-profile`. */
export function UpdateProfileScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <AccountPage title={t('account.profile.title')}>{user && <ProfileForm key={user.id} user={user} />}</AccountPage>
  );
}
