import { Alert, Button, Center, Drawer, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconKeyboard, IconMessages } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { ErrorAlert } from '../../components/error-alert.tsx';
import { useErrorMessage } from '../../lib/forms/use-error-message.ts';
import { addAgentConsoleResources } from '../../lib/i18n/agent-console-resources.ts';
import { isHttpError } from '../../lib/http/http-error.ts';
import { useRealtimeClient } from '../../lib/realtime/realtime-context.tsx';
import { useSessionUser } from '../../lib/session/session-query.ts';
import { useConsoleChat } from './api/use-chat-context.ts';
import { useAcceptChat, useDeclineChat, useSetOnline } from './api/use-chat-mutations.ts';
import { useConsoleLive } from './api/use-console-live.ts';
import { findInInbox, useInbox } from './api/use-inbox.ts';
import { Composer } from './components/composer/composer.tsx';
import { useChatNumber, useShopperName } from './components/console-texts.ts';
import { ConversationPane } from './components/conversation-pane.tsx';
import { InboxColumn } from './components/inbox-column.tsx';
import { KeyboardShortcuts } from './components/keyboard-shortcuts.tsx';
import {
  playOfferTone,
  prepareOfferAlerts,
  showOfferNotification,
  unlockOfferTone,
} from './components/offer-alerts.ts';
import { ReconnectingBanner } from './components/reconnecting-banner.tsx';
import { ShopperPanel } from './components/shopper-panel.tsx';
import classes from './components/agent-console.module.css';

/** Wide enough for the shopper panel beside the conversation; narrower, it opens as a drawer. */
const WIDE = '(min-width: 75em)';

/** Puts the keyboard in the composer's text field (Alt+C, "/", after accepting). */
function focusComposer(slot: HTMLElement | null): boolean {
  const field = slot?.querySelector<HTMLElement>(
    '[data-testid="composer-slot"] :is(textarea, [contenteditable="true"], input[type="text"])',
  );
  if (!field) return false;
  field.focus();
  return true;
}

/**
 * `/agent`: the agent's console. The inbox (offers with their countdowns, open chats, recently closed), the
 * conversation and the shopper panel, all live; the chat on screen is in the address (`?chat=ID`).
 */
export function AgentConsoleScreen() {
  const { t, i18n } = useTranslation();
  addAgentConsoleResources(i18n);
  const me = useSessionUser();
  const inbox = useInbox();
  const errorMessage = useErrorMessage();
  const shopperName = useShopperName();
  const chatNumber = useChatNumber();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('chat');
  const wide = useMediaQuery(WIDE) ?? false;
  const [shopperOpen, setShopperOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const [maxReached, setMaxReached] = useState(false);
  /** A chat just accepted: the keyboard goes to its composer once that has appeared. */
  const [focusOn, setFocusOn] = useState<string | null>(null);
  const [pending, setPending] = useState<{ chatId: string; action: 'accept' | 'decline' } | null>(null);
  const composerSlot = useRef<HTMLDivElement>(null);
  const realtime = useRealtimeClient();
  const accept = useAcceptChat();
  const decline = useDeclineChat();
  const setOnline = useSetOnline();

  const inInbox = findInInbox(inbox.data, selectedId);
  const fetched = useConsoleChat(selectedId, inbox.isSuccess && !inInbox);
  const selected: ChatResponse | undefined = inInbox ?? fetched.data;

  const select = useCallback(
    (chatId: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (chatId) next.set('chat', chatId);
          else next.delete('chat');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const order = useMemo(
    () => (inbox.data ? [...inbox.data.offered, ...inbox.data.open, ...inbox.data.closed] : []),
    [inbox.data],
  );
  const openIds = useMemo(() => inbox.data?.open.map((chat) => chat.id) ?? [], [inbox.data]);
  const followed = useMemo(
    () =>
      selected && selected.status !== 'closed' && !openIds.includes(selected.id) ? [...openIds, selected.id] : openIds,
    [openIds, selected],
  );
  // Offers too: their previews show what the shopper wrote, and accepting shows the conversation at once.
  const loaded = useMemo(() => {
    const ids = [...(inbox.data?.offered.map((chat) => chat.id) ?? []), ...openIds];
    return selected && !ids.includes(selected.id) ? [...ids, selected.id] : ids;
  }, [inbox.data, openIds, selected]);

  const onOffer = useCallback(
    (chat: ChatResponse) => {
      playOfferTone();
      const name = shopperName(chat.shopper);
      notifications.show({
        color: 'orange',
        title: t('agentConsole.offer.toastTitle'),
        message: t('agentConsole.offer.toastMessage', { name, number: chatNumber(chat) }),
      });
      showOfferNotification(
        t('agentConsole.offer.notificationTitle', { number: chatNumber(chat) }),
        chat.lastMessage ? `${name}: ${chat.lastMessage}` : name,
        chat.id,
        () => select(chat.id),
      );
    },
    [t, shopperName, chatNumber, select],
  );

  useConsoleLive({ followed, loaded, onOffer });

  // An agent already online when the page opens hears the first offer after any click or key press.
  useEffect(() => {
    const unlock = () => unlockOfferTone();
    document.addEventListener('pointerdown', unlock, { once: true });
    document.addEventListener('keydown', unlock, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, []);

  const focusReady = focusOn !== null && selected?.id === focusOn && selected.status === 'open';
  useEffect(() => {
    if (!focusReady) return undefined;
    let frame = 0;
    let tries = 0;
    const attempt = () => {
      tries += 1;
      if (focusComposer(composerSlot.current) || tries > 60) setFocusOn(null);
      else frame = requestAnimationFrame(attempt);
    };
    frame = requestAnimationFrame(attempt);
    return () => cancelAnimationFrame(frame);
  }, [focusReady]);

  const onAccept = async (chat: ChatResponse) => {
    prepareOfferAlerts();
    setPending({ chatId: chat.id, action: 'accept' });
    try {
      await accept.mutateAsync(chat.id);
      setMaxReached(false);
      select(chat.id);
      setFocusOn(chat.id);
    } catch (error) {
      if (isHttpError(error) && error.code === 'CHAT_MAX_CONVERSATIONS_REACHED') setMaxReached(true);
      else
        notifications.show({ color: 'red', title: t('agentConsole.offer.acceptFailed'), message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  const onDecline = async (chat: ChatResponse) => {
    setPending({ chatId: chat.id, action: 'decline' });
    try {
      await decline.mutateAsync(chat.id);
      if (selectedId === chat.id) select(null);
      notifications.show({ message: t('agentConsole.offer.declined', { number: chatNumber(chat) }) });
    } catch (error) {
      notifications.show({ color: 'red', title: t('agentConsole.offer.declineFailed'), message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };

  const move = (step: 1 | -1) => {
    if (order.length === 0) return;
    const index = order.findIndex((chat) => chat.id === selectedId);
    const next = index === -1 ? (step === 1 ? 0 : order.length - 1) : (index + step + order.length) % order.length;
    select(order[next]!.id);
  };
  const acceptByKey = () => {
    const offer =
      selected?.status === 'pending_acceptance' && inbox.data?.offered.some((chat) => chat.id === selected.id)
        ? selected
        : inbox.data?.offered[0];
    if (offer && !pending) void onAccept(offer);
  };
  const composerKey = () => {
    focusComposer(composerSlot.current);
  };

  useHotkeys(
    [
      ['alt+ArrowDown', () => move(1)],
      ['alt+ArrowUp', () => move(-1)],
      ['alt+A', acceptByKey, { usePhysicalKeys: true }],
      ['alt+C', composerKey, { usePhysicalKeys: true }],
    ],
    [],
    true,
  );
  // By the character and by the key (another keyboard layout may type something else on it); twice is harmless.
  useHotkeys([
    ['/', composerKey],
    ['/', composerKey, { usePhysicalKeys: true }],
    ['shift+?', () => setHelpOpen(true)],
    ['shift+slash', () => setHelpOpen(true), { usePhysicalKeys: true }],
  ]);

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
          <InboxColumn
            inbox={inbox.data}
            selectedId={selectedId}
            onSelect={select}
            onAccept={(chat) => void onAccept(chat)}
            onDecline={(chat) => void onDecline(chat)}
            pending={pending}
            maxReached={maxReached}
            onDismissMaxReached={() => setMaxReached(false)}
            onGoOnline={() => {
              prepareOfferAlerts();
              setOnline.mutate(true);
            }}
            goingOnline={setOnline.isPending}
          />
          <Group className={classes.inboxFooter} justify="center">
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

        <main className={classes.main} ref={composerSlot} data-selected={selected ? true : undefined}>
          {selected ? (
            <ConversationPane
              key={selected.id}
              chat={selected}
              agentId={me.id}
              windows={windows}
              shopperInDrawer={!wide}
              onShowShopper={() => setShopperOpen(true)}
              composer={(suggestedCategoryIds) => (
                <Composer
                  chat={selected}
                  suggestedCategoryIds={suggestedCategoryIds}
                  onTyping={(typing) => realtime.emit('typing', { chatId: selected.id, typing })}
                />
              )}
              offerActions={
                <Group justify="center" gap="sm" p="sm">
                  <Text size="sm" c="dimmed">
                    {t('agentConsole.conversation.offered')}
                  </Text>
                  <Button
                    color="green"
                    onClick={() => void onAccept(selected)}
                    loading={pending?.chatId === selected.id && pending.action === 'accept'}
                    disabled={pending !== null}
                  >
                    {t('agentConsole.inbox.accept')}
                  </Button>
                  <Button
                    variant="default"
                    onClick={() => void onDecline(selected)}
                    loading={pending?.chatId === selected.id && pending.action === 'decline'}
                    disabled={pending !== null}
                  >
                    {t('agentConsole.inbox.decline')}
                  </Button>
                </Group>
              }
            />
          ) : selectedId && fetched.isError ? (
            <Center h="100%" p="xl">
              <Alert color="gray" title={t('agentConsole.conversation.unavailable')} maw={420}>
                {errorMessage(fetched.error)}
                <Button size="compact-sm" variant="light" mt="sm" onClick={() => select(null)}>
                  {t('agentConsole.conversation.backToInbox')}
                </Button>
              </Alert>
            </Center>
          ) : selectedId && fetched.isFetching ? (
            <Center h="100%">
              <Loader />
            </Center>
          ) : (
            <Center h="100%" p="xl">
              <Stack align="center" gap="xs" maw={360}>
                <ThemeIcon size={56} radius="xl" variant="light" color="violet">
                  <IconMessages size={30} />
                </ThemeIcon>
                <Text fw={600}>{t('agentConsole.conversation.noneSelected')}</Text>
                <Text size="sm" c="dimmed" ta="center">
                  {t('agentConsole.conversation.noneSelectedHint')}
                </Text>
              </Stack>
            </Center>
          )}
        </main>

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
