import { AppShell, Burger, Group, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Outlet } from 'react-router';
import { CriticalMessageAlerts } from '../../features/critical-messages/components/critical-message-alerts.tsx';
import { NotificationCentre } from '../../features/notifications/components/notification-centre.tsx';
import { addBackOfficeResources } from '../../lib/i18n/back-office-resources.ts';
import { isBrandOrigin } from '../../lib/platform/document-title.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { AppFooter } from '../chrome/app-footer.tsx';
import { ColorSchemeToggle } from '../chrome/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../chrome/language-switch.tsx';
import { UserMenu } from '../chrome/user-menu.tsx';
import { SkipLink, MAIN_CONTENT_ID } from '../chrome/skip-link.tsx';
import chromeClasses from '../chrome/chrome.module.css';
import { AdminSidebar } from './admin-sidebar.tsx';

/** Notifications and alerts about a chat open its history in Chat Management. */
const chatHistoryPath = (chatId: string) => `/admin/chat-management?history=${chatId}`;

/** The back office: header, the role's sidebar, the screen, the footer. Mirrors itself in Arabic. */
export function AdminLayout() {
  const { t, i18n } = useTranslation();
  // The screens' texts come with this chunk; added before any screen below renders.
  addBackOfficeResources(i18n);
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  // Signed out while the page is open: the guard (run again by sign-out or by a 401) takes the user away.
  if (!user) return null;
  const title = isBrandOrigin(window.location.origin) ? t('common.panelTitle.brand') : t('common.panelTitle.admin');

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 270, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      footer={{ height: 48 }}
      padding="lg"
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={opened ? t('common.actions.closeMenu') : t('common.actions.openMenu')}
            />
            <Title order={2} size="h4" c="violet" lineClamp={1} data-testid="panel-title">
              {title}
            </Title>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <NotificationCentre chatPath={chatHistoryPath} />
            <LanguageSwitch visibleFrom="sm" />
            <ColorSchemeToggle visibleFrom="sm" />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" aria-label={t('admin.nav.label')}>
        <AdminSidebar roles={user.roles} onNavigate={close} />
      </AppShell.Navbar>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={chromeClasses.mainContent}>
        <Outlet />
        <CriticalMessageAlerts />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
