import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addAgentConsoleResources } from '../../../lib/i18n/agent-console-resources.ts';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import { renderScreen } from '../../../test/render-screen.tsx';
import { ok, standInServer } from '../../../test/stand-in-server.ts';
import { inbox } from '../console-test-data.ts';
import { PresenceToggle } from './presence-toggle.tsx';

afterEach(() => vi.unstubAllGlobals());

/** As the agent layout shows it, with the console's texts. */
function InHeader() {
  const { i18n } = useTranslation();
  addAgentConsoleResources(i18n);
  return <PresenceToggle />;
}

function renderToggle(language: 'en' | 'ar', maxLoad: number) {
  standInServer({ 'GET /api/agent/inbox': () => ok(inbox({ load: 0, maxLoad })) });
  renderScreen(<InHeader />, { path: '/agent', language });
}

// Issue 22, defect 12: "maximum of 1 conversations". The load's label takes the plural form of the brand's maximum.
describe("the agent's load", () => {
  it('says "conversation" for a maximum of one and "conversations" for more, in English', async () => {
    renderToggle('en', 1);
    expect(await screen.findByTestId('agent-load')).toHaveAttribute(
      'aria-label',
      'You are handling 0 of at most 1 conversation',
    );
  });

  it('uses the plural for a maximum of five', async () => {
    renderToggle('en', 5);
    expect(await screen.findByTestId('agent-load')).toHaveAttribute(
      'aria-label',
      'You are handling 0 of at most 5 conversations',
    );
  });

  it('says "one conversation" in words in Arabic', async () => {
    renderToggle('ar', 1);
    expect(await screen.findByTestId('agent-load')).toHaveAttribute(
      'aria-label',
      'تتولى 0 من أصل محادثة واحدة كحد أقصى',
    );
  });
});

// Issue 22: the switch's name holds the word it shows (Lighthouse's label-content-name-mismatch at desktop width).
describe("the presence switch's name", () => {
  it('starts with the state it shows, then says what it is for', async () => {
    renderToggle('en', 5);
    const presence = await screen.findByRole('switch', { name: 'Online, available for new chats' });
    expect(presence).toBeChecked();
    expect(screen.getByText('Online')).toBeVisible();
  });

  it('in Arabic too', async () => {
    renderToggle('ar', 5);
    expect(await screen.findByRole('switch', { name: 'متصل، متاح لاستقبال محادثات جديدة' })).toBeInTheDocument();
  });
});
