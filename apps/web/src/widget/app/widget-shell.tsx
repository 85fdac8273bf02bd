import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ShopperNotification } from '@tawasul/contracts/widget';
import { useIsolate } from '../../lib/i18n/bidi.ts';
import { useConnectionState, useWidgetLive } from '../api/use-widget-live.ts';
import { HomeScreen } from '../screens/home-screen.tsx';
import { isReading } from './use-reading.ts';
import {
  useIdentity,
  useWidget,
  useWidgetSocketEvent,
  WidgetContextProvider,
  type WidgetContextValue,
  type WidgetView,
} from './widget-context.tsx';
import { socketIdentityOf } from './widget-realtime.ts';
import { ToastStack } from '../components/toast-stack.tsx';
import classes from '../components/widget.module.css';

// Every view but the first loads when first opened: the page every store loads stays small. The chat (messages,
// composer, attachments) waits for a shopper, who exists only once a chat starts or an earlier one is reopened.
const loadChatScreen = () => import('../screens/chat-screen.tsx');
const ChatScreen = lazy(() => loadChatScreen().then((module) => ({ default: module.ChatScreen })));
const FaqScreen = lazy(() => import('../screens/faq-screen.tsx').then((module) => ({ default: module.FaqScreen })));
const ContactScreen = lazy(() =>
  import('../screens/contact-screen.tsx').then((module) => ({ default: module.ContactScreen })),
);
const SignInScreen = lazy(() =>
  import('../screens/sign-in-screen.tsx').then((module) => ({ default: module.SignInScreen })),
);
const TrackOrderScreen = lazy(() =>
  import('../screens/track-order-screen.tsx').then((module) => ({ default: module.TrackOrderScreen })),
);

/**
 * Live parts that belong to the whole widget: the socket follows the shopper, messages and chat changes reach the
 * caches on every view, and the shopper's notifications become toasts and the loader's unread count — unless the
 * shopper is reading that very chat.
 */
function LiveWidget() {
  const { t } = useTranslation();
  const { realtime, session, unread, view, navigate, toasts } = useWidget();
  const identity = useIdentity();
  const queryClient = useQueryClient();
  const { isolate } = useIsolate();
  const state = useConnectionState();
  useWidgetLive();

  useEffect(() => realtime.identify(socketIdentityOf(identity)), [realtime, identity]);

  // Once there is a shopper, the chat is the likely next view: its code loads ahead of the click.
  const shopperExists = identity.kind !== 'none';
  useEffect(() => {
    if (shopperExists) void loadChatScreen().catch(() => undefined);
  }, [shopperExists]);

  // A refused handshake may be a token the server no longer takes: an API call settles it (a 401 signs out).
  const hasToken = identity.kind === 'guest' || identity.kind === 'customer';
  useEffect(() => {
    if (state === 'refused' && hasToken) void queryClient.invalidateQueries({ queryKey: ['widget', 'active-chat'] });
  }, [state, hasToken, queryClient]);

  // A token the server refused: back home, saying why.
  useEffect(
    () =>
      session.subscribe((next, reason) => {
        if (next.kind !== 'none') return;
        queryClient.removeQueries({ queryKey: ['widget', 'active-chat'] });
        navigate({ name: 'home' });
        if (reason)
          toasts.show({ color: 'red', message: t(`errors.${reason}`, { defaultValue: t('errors.UNAUTHORIZED') }) });
      }),
    [session, queryClient, navigate, toasts, t],
  );

  useWidgetSocketEvent('shopper:notification', (notification: ShopperNotification) => {
    const readingIt = view.name === 'chat' && view.chatId === notification.chatId && isReading();
    if (readingIt || !unread.add(notification.id)) return;
    const name = notification.agentName ? isolate(notification.agentName) : null;
    const open = () => navigate({ name: 'chat', chatId: notification.chatId });
    if (notification.kind === 'agent_assigned') {
      toasts.show({
        message: name
          ? t('widget.notifications.agentAssigned', { name })
          : t('widget.notifications.agentAssignedAnonymous'),
        onOpen: open,
      });
    } else if (notification.kind === 'agent_message') {
      toasts.show({
        title: name
          ? t('widget.notifications.agentMessage', { name })
          : t('widget.notifications.agentMessageAnonymous'),
        message: notification.preview ?? '',
        onOpen: open,
      });
    } else {
      toasts.show({ message: t('widget.notifications.chatClosed'), onOpen: open });
    }
  });

  return null;
}

function ViewLoading() {
  const { t } = useTranslation();
  return (
    <Center className={classes.content} aria-busy>
      <Loader size="sm" aria-label={t('widget.loading')} />
    </Center>
  );
}

function CurrentView() {
  const { view } = useWidget();
  switch (view.name) {
    case 'chat':
      return <ChatScreen key={view.chatId} chatId={view.chatId} />;
    case 'faq':
      return <FaqScreen />;
    case 'contact':
      return <ContactScreen />;
    case 'sign-in':
      return <SignInScreen />;
    case 'track':
      return <TrackOrderScreen />;
    default:
      return <HomeScreen />;
  }
}

type WidgetShellProps = Omit<WidgetContextValue, 'view' | 'navigate'> & { initialView: WidgetView };

/** The widget once it knows its brand: the current view, live updates, and keyboard focus that follows the view. */
export function WidgetShell({ initialView, ...parts }: WidgetShellProps) {
  const [view, setView] = useState<WidgetView>(initialView);
  const container = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const navigate = useCallback((next: WidgetView) => {
    moved.current = true;
    setView(next);
  }, []);

  // After moving to another view the keyboard starts at its top (never on first load: the store's page keeps focus).
  useEffect(() => {
    if (moved.current) container.current?.focus({ preventScroll: true });
  }, [view]);

  // The parts never change while the shell lives (they are made once by the root).
  const [fixed] = useState(parts);

  // In a panel of ours the keyboard is inside the frame, out of the panel's reach: Escape asks the panel to close
  // (unless something in the widget used it first, e.g. a confirmation or an edit being cancelled).
  useEffect(() => {
    if (fixed.embed !== 'panel') return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) fixed.frame.post({ type: 'tawasul:close' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [fixed]);
  const value = useMemo<WidgetContextValue>(() => ({ ...fixed, view, navigate }), [fixed, view, navigate]);

  return (
    <WidgetContextProvider value={value}>
      <LiveWidget />
      <div ref={container} className={classes.frame} tabIndex={-1} data-view={view.name}>
        <Suspense fallback={<ViewLoading />}>
          <CurrentView />
        </Suspense>
        <ToastStack />
      </div>
    </WidgetContextProvider>
  );
}
