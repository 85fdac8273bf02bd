import { AppShell, Group, Title } from '@mantine/core';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { Outlet } from 'react-router';
import { PresenceToggle } from '../../features/agent-console/components/presence-toggle.tsx';
import { NotificationCentre } from '../../features/notifications/components/notification-centre.tsx';
import { addAgentConsoleResources } from '../../lib/i18n/agent-console-resources.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { AppFooter } from '../chrome/app-footer.tsx';
import { ColorSchemeToggle } from '../chrome/color-scheme-toggle.tsx';
import { LanguageSwitch } from '../chrome/language-switch.tsx';
import { UserMenu } from '../chrome/user-menu.tsx';
import { SkipLink, MAIN_CONTENT_ID } from '../chrome/skip-link.tsx';
import chromeClasses from '../chrome/chrome.module.css';

/** Notifications about a chat open it in the console. */
const consoleChatPath = (chatId: string) => `/agent?chat=${chatId}`;

/**
 * The agent console's frame: the header holds the presence switch with the agent's load, the notification centre,
 * language, colour scheme and account; the console below fills the rest of the page edge to edge.
 */
export function AgentLayout() {
  const { t, i18n } = useTranslation();
  // The console's texts come with this chunk; added before the screen renders.
  addAgentConsoleResources(i18n);
  const user = useSessionUser();
  // Signed out while the page is open: the guard (run again by sign-out or by a 401) takes the user away.
  if (!user) return null;
  return (
    <AppShell header={{ height: 60 }} footer={{ height: 48 }} padding={0}>
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
          <Title order={1} size="h4" c="violet" lineClamp={1} data-testid="panel-title">
            {t('areas.agent.title')}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <PresenceToggle />
            <NotificationCentre chatPath={consoleChatPath} />
            <LanguageSwitch visibleFrom="sm" />
            <ColorSchemeToggle visibleFrom="sm" />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={chromeClasses.mainContent}>
        <Outlet />
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
