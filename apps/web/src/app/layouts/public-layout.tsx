import { Anchor, Box, Button, Container, Group } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { lazy, Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { useLocalePath } from '../../lib/i18n/use-locale-path.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { AppFooter } from '../chrome/app-footer.tsx';
import { ColorSchemeToggle } from '../chrome/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../chrome/language-switch.tsx';

// Signed-out visitors (every sign-in screen) never load the menu and its popover machinery.
const UserMenu = lazy(async () => ({ default: (await import('../chrome/user-menu.tsx')).UserMenu }));

/** The default layout: the public site, the sign-in screens and the account pages. */
export function PublicLayout() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const localePath = useLocalePath();
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box component="header" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Container size="lg" h={60}>
          <Group h="100%" justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={localePath('/')} underline="never" fw={700} size="lg" c="violet">
              <Group gap={6} wrap="nowrap">
                <IconMessageChatbot size={26} aria-hidden />
                {t('common.appName')}
              </Group>
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <LanguageSwitch />
              <ColorSchemeToggle />
              {user ? (
                <Suspense fallback={null}>
                  <UserMenu user={user} />
                </Suspense>
              ) : (
                <Button component={Link} to={localePath('/login')} variant="light" size="compact-md">
                  {t('common.actions.signIn')}
                </Button>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }} py="xl">
        <Container size="lg">
          <Outlet />
        </Container>
      </Box>
      <Box component="footer">
        <AppFooter />
      </Box>
    </Box>
  );
}
