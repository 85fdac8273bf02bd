import { Grid, NavLink, Paper, Title } from '@mantine/core';
import { IconKey, IconTrash, IconUser } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Link, Outlet, useLocation } from 'react-router';
import { addAccountResources } from '../../lib/i18n/account-resources.ts';
import { splitLocalePrefix } from '../../lib/i18n/locale-prefix.ts';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';

const ITEMS = [
  { to: '/user/update-profile', labelKey: 'account.nav.updateProfile', icon: IconUser },
  { to: '/user/change-password', labelKey: 'account.nav.changePassword', icon: IconKey },
  { to: '/user/delete-account', labelKey: 'account.nav.deleteAccount', icon: IconTrash },
] as const;

/** The signed-in user's own pages, inside the default layout. */
export function AccountLayout() {
  const { t, i18n } = useTranslation();
  // The pages' texts come with this chunk; added before any page below renders.
  addAccountResources(i18n);
  const { pathname } = useLocation();
  const current = splitLocalePrefix(pathname).path;
  const localePath = useLocalePath();
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
        <Paper withBorder p="xs" component="nav" aria-label={t('account.nav.label')}>
          <Title order={2} size="h5" px="sm" py="xs">
            {t('account.nav.label')}
          </Title>
          {ITEMS.map(({ to, labelKey, icon: Icon }) => (
            <NavLink
              key={to}
              component={Link}
              to={localePath(to)}
              label={t(labelKey)}
              leftSection={<Icon size={18} aria-hidden />}
              active={current === to}
              aria-current={current === to ? 'page' : undefined}
            />
          ))}
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
        <Outlet />
      </Grid.Col>
    </Grid>
  );
}
