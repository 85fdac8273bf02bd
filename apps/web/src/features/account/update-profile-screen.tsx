import { Paper, Stack } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { AccountPage } from './components/account-page.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { SignOutEverywhere } from './components/sign-out-everywhere.tsx';

/** `/user/update-profile`: the profile, and "sign out everywhere" below it. */
export function UpdateProfileScreen() {
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Stack gap="lg">
      <AccountPage title={t('account.profile.title')}>{user && <ProfileForm key={user.id} user={user} />}</AccountPage>
      <Paper withBorder radius="md" p="lg">
        <SignOutEverywhere />
      </Paper>
    </Stack>
  );
}
