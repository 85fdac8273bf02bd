import { AppShell, Group, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { AppFooter } from './app-footer.tsx';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { UserMenu } from './user-menu.tsx';
import { SkipLink, MAIN_CONTENT_ID } from './skip-link.tsx';
import chromeClasses from './chrome.module.css';

/** The frame of a person's own area (agent console, customer area): a header and the full width below it. */
export function AreaShell({ title, children }: { title: string; children: ReactNode }) {
  const user = useSessionUser();
  // Signed out while the page is open: the guard (run again by sign-out or by a 401) takes the user away.
  if (!user) return null;
  return (
    <AppShell header={{ height: 60 }} footer={{ height: 48 }} padding="lg">
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" c="violet" lineClamp={1} data-testid="panel-title">
            {title}
          </Title>
          <Group gap="xs" wrap="nowrap">
            <LanguageSwitch visibleFrom="sm" />
            <ColorSchemeToggle visibleFrom="sm" />
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} className={chromeClasses.mainContent}>
        {children}
      </AppShell.Main>
      <AppShell.Footer>
        <AppFooter />
      </AppShell.Footer>
    </AppShell>
  );
}
