import { Button, Center, Drawer, Group, Loader } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconKeyboard } from '@tabler/icons-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { addAgentConsoleResources } from '../../lib/i18n/agent-console-resources.ts';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { AlertSettings } from './alerts/alert-settings.tsx';
import { useConsoleAlerts } from './alerts/use-console-alerts.ts';
import { useConsoleLive } from './api/use-console-live.ts';
import { useInbox } from './api/use-inbox.ts';
import { InboxColumn } from './components/inbox-column.tsx';
import { KeyboardShortcuts } from './components/keyboard-shortcuts.tsx';
import { ReconnectingBanner } from './components/reconnecting-banner.tsx';
import { ShopperPanel } from './components/shopper-panel.tsx';
import classes from './components/agent-console.module.css';
import { ConsoleMain } from './screen/console-main.tsx';
import { InboxSide } from './team/inbox-side.tsx';
import { useConsoleHotkeys } from './screen/use-console-hotkeys.ts';
import { useConsoleSelection } from './screen/use-console-selection.ts';
import { useOfferActions } from './screen/use-offer-actions.ts';

/** Wide enough for the shopper panel beside the conversation; narrower, it opens as a drawer. */
const WIDE = '(min-width: 75em)';

/**
 * `/agent`: the agent's console. The inbox (offers with their countdowns, open chats, recently closed), the
 * conversation and the shopper panel, all live; the chat on screen is in the address (`?chat=ID`). The screen lays
 * the columns out; `screen/` holds what it does (selection, offers, keys) and its middle column.
 */
export function AgentConsoleScreen() {
  const { t, i18n } = useTranslation();
  addAgentConsoleResources(i18n);
  const me = useSessionUser();
  const inbox = useInbox();
  const wide = useMediaQuery(WIDE) ?? false;
  const [shopperOpen, setShopperOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const composerSlot = useRef<HTMLDivElement>(null);
  const { selectedId, selected, fetched, select, order, followed, loaded } = useConsoleSelection(
    inbox.data,
    inbox.isSuccess,
  );
  const offers = useOfferActions({ selected, selectedId, select, composerSlot });
  // Opening a chat takes the keyboard to it (issue 22, defect 13): its heading, which a screen reader reads out. Each
  // opening is a new request, so opening the chat on screen again goes back to its heading too.
  const [opening, setOpening] = useState<{ chatId: string; count: number } | null>(null);
  const open = useCallback(
    (chatId: string) => {
      select(chatId);
      setOpening((last) => ({ chatId, count: (last?.count ?? 0) + 1 }));
    },
    [select],
  );

  useConsoleLive({ followed, loaded, onOffer: offers.onOffer });
  useConsoleAlerts({ inbox: inbox.data, meId: me?.id, selectedId, select });
  useConsoleHotkeys({
    order,
    offered: inbox.data?.offered ?? [],
    selectedId,
    selected,
    busy: offers.pending !== null,
    select: open,
    accept: (chat) => void offers.onAccept(chat),
    composerSlot,
    openHelp: () => setHelpOpen(true),
  });

  if (inbox.isPending) {
    return (
      <Center className={classes.console}>
        <Loader />
      </Center>
    );
  }
  // Only a first load that fails replaces the console: a failed refresh (the network dropping mid-request) keeps the
  // cached inbox on screen with the connection banner, and the refresh after reconnecting brings it up to date.
  if (inbox.data === undefined || !me) {
    return (
      <Center className={classes.console} p="xl">
        <ErrorAlert error={inbox.error} onRetry={() => void inbox.refetch()} />
      </Center>
    );
  }

  const windows = { editMinutes: inbox.data.messageEditMinutes, deleteMinutes: inbox.data.messageDeleteMinutes };
  const shopperPanel = selected ? <ShopperPanel chat={selected} agentId={me.id} /> : null;

  return (
    <div className={classes.console} data-testid="agent-console">
      <ReconnectingBanner />
      <div className={classes.columns} data-wide={wide || undefined}>
        <div className={classes.inboxColumn}>
          <InboxSide
            agent={inbox.data}
            agentId={me.id}
            selectedId={selectedId}
            onSelect={open}
            inbox={
              <InboxColumn
                inbox={inbox.data}
                selectedId={selectedId}
                onSelect={open}
                onAccept={(chat) => void offers.onAccept(chat)}
                onDecline={(chat) => void offers.onDecline(chat)}
                pending={offers.pending}
                maxReached={offers.maxReached}
                onDismissMaxReached={offers.dismissMaxReached}
                onGoOnline={offers.goOnline}
                goingOnline={offers.goingOnline}
              />
            }
          />
          <Group className={classes.inboxFooter} justify="center" gap="xs">
            <AlertSettings />
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              leftSection={<IconKeyboard size={16} />}
              onClick={() => setHelpOpen(true)}
            >
              {t('agentConsole.shortcuts.title')}
            </Button>
          </Group>
        </div>

        <div className={classes.main} ref={composerSlot} data-selected={selected ? true : undefined}>
          <ConsoleMain
            selected={selected}
            selectedId={selectedId}
            fetched={fetched}
            focusRequest={opening && opening.chatId === selectedId ? opening.count : null}
            agentId={me.id}
            windows={windows}
            wide={wide}
            pending={offers.pending}
            onAccept={(chat) => void offers.onAccept(chat)}
            onDecline={(chat) => void offers.onDecline(chat)}
            onShowShopper={() => setShopperOpen(true)}
            onBackToInbox={() => select(null)}
          />
        </div>

        {wide && selected && (
          <aside className={classes.shopperColumn} aria-label={t('agentConsole.shopper.title')}>
            {shopperPanel}
          </aside>
        )}
      </div>

      {!wide && (
        <Drawer
          opened={shopperOpen && selected !== undefined}
          onClose={() => setShopperOpen(false)}
          position={i18n.dir() === 'rtl' ? 'left' : 'right'}
          title={t('agentConsole.shopper.title')}
          closeButtonProps={{ 'aria-label': t('common.actions.close') }}
          size={340}
        >
          {shopperPanel}
        </Drawer>
      )}
      <KeyboardShortcuts opened={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
