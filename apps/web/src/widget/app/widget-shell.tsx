import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { WidgetQueries } from './lazy-queries.ts';
import { useWidgetText } from './widget-i18n.ts';
import { HomeScreen } from '../screens/home-screen.tsx';
import {
  useIdentity,
  useWidget,
  WidgetContextProvider,
  type WidgetContextValue,
  type WidgetView,
} from './widget-context.tsx';
import { rememberChat } from './remembered-chat.ts';
import { socketIdentityOf } from './widget-realtime.ts';
import { ToastStack } from '../components/toast-stack.tsx';
import classes from '../components/widget.module.css';

// Every view but the first loads when first opened: the page every store loads stays small. The chat (messages,
// composer, attachments) waits for a shopper, who exists only once a chat starts or an earlier one is reopened.
const loadChatScreen = () => import('../screens/chat-screen.tsx');
const VIEW_LOADERS = {
  chat: loadChatScreen,
  faq: () => import('../screens/faq-screen.tsx'),
  contact: () => import('../screens/contact-screen.tsx'),
  'sign-in': () => import('../screens/sign-in-screen.tsx'),
  track: () => import('../screens/track-order-screen.tsx'),
} satisfies Record<Exclude<WidgetView['name'], 'home'>, () => Promise<unknown>>;
const ChatScreen = lazy(() => VIEW_LOADERS.chat().then((module) => ({ default: module.ChatScreen })));
const FaqScreen = lazy(() => VIEW_LOADERS.faq().then((module) => ({ default: module.FaqScreen })));
const ContactScreen = lazy(() => VIEW_LOADERS.contact().then((module) => ({ default: module.ContactScreen })));
const SignInScreen = lazy(() => VIEW_LOADERS['sign-in']().then((module) => ({ default: module.SignInScreen })));
const TrackOrderScreen = lazy(() => VIEW_LOADERS.track().then((module) => ({ default: module.TrackOrderScreen })));
const LiveWidget = lazy(() => import('./live-widget.tsx').then((module) => ({ default: module.LiveWidget })));

/**
 * What follows the shopper wherever it is in the widget: the socket's identity, the code of the next likely views, and
 * a token the server refused (back home, saying why). The live updates and notifications come with TanStack Query.
 */
function Live() {
  const { t, exists } = useWidgetText();
  const { realtime, session, navigate, toasts, view, queryClient, loadQueries } = useWidget();
  const identity = useIdentity();

  useEffect(() => realtime.identify(socketIdentityOf(identity)), [realtime, identity]);

  // A shopper, or any view but home, reads through TanStack Query: it loads then, with the view's own code.
  const shopperExists = identity.kind !== 'none';
  useEffect(() => {
    if (shopperExists || view.name !== 'home') void loadQueries().catch(() => undefined);
    if (view.name !== 'home') void VIEW_LOADERS[view.name]().catch(() => undefined);
  }, [shopperExists, view.name, loadQueries]);
  // Once there is a shopper, the chat is the likely next view: its code loads ahead of the click.
  useEffect(() => {
    if (shopperExists) void loadChatScreen().catch(() => undefined);
  }, [shopperExists]);

  // A token the server refused: back home, saying why.
  useEffect(
    () =>
      session.subscribe((next, reason) => {
        if (next.kind !== 'none') return;
        queryClient?.removeQueries({ queryKey: ['widget', 'active-chat'] });
        navigate({ name: 'home' });
        if (reason)
          toasts.show({
            color: 'red',
            message: exists(`errors.${reason}`) ? t(`errors.${reason}`) : t('errors.UNAUTHORIZED'),
          });
      }),
    [session, queryClient, navigate, toasts, t, exists],
  );

  return shopperExists && queryClient ? (
    <Suspense fallback={null}>
      <WidgetQueries client={queryClient}>
        <LiveWidget />
      </WidgetQueries>
    </Suspense>
  ) : null;
}

function ViewLoading() {
  const { t } = useWidgetText();
  return (
    <Center className={classes.content} aria-busy>
      <Loader size="sm" role="status" aria-label={t('widget.loading')} />
    </Center>
  );
}

/** The views loaded when first opened: all but home. */
function LazyView({ view }: { view: Exclude<WidgetView, { name: 'home' }> }) {
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
  }
}

/** The current view. All but home read through the query cache, which loads with them (see Live). */
function CurrentView() {
  const { view, queryClient } = useWidget();
  if (view.name === 'home') return <HomeScreen />;
  if (!queryClient) return <ViewLoading />;
  return (
    <WidgetQueries client={queryClient}>
      <LazyView view={view} />
    </WidgetQueries>
  );
}

type WidgetShellProps = Omit<WidgetContextValue, 'view' | 'navigate'> & { initialView: WidgetView };

/** The widget once it knows its brand: the current view, live updates, and keyboard focus that follows the view. */
export function WidgetShell({ initialView, queryClient, ...parts }: WidgetShellProps) {
  const [view, setView] = useState<WidgetView>(initialView);
  const container = useRef<HTMLElement>(null);
  const moved = useRef(false);
  const navigate = useCallback((next: WidgetView) => {
    moved.current = true;
    setView(next);
  }, []);

  // After moving to another view the keyboard starts at its top (never on first load: the store's page keeps focus).
  useEffect(() => {
    if (moved.current) container.current?.focus({ preventScroll: true });
  }, [view]);

  // The parts never change while the shell lives (they are made once by the root); the query cache comes later.
  const [fixed] = useState(parts);

  // A reload opens on the chat the shopper had open (widget-root.tsx reads it back).
  const chatOnScreen = view.name === 'chat' ? view.chatId : null;
  useEffect(() => rememberChat(fixed.widgetId, chatOnScreen), [fixed.widgetId, chatOnScreen]);

  // Once open, the keyboard is inside the frame, out of reach of the store page's loader (or of our own panel): Escape
  // asks it to close the widget (unless something in the widget used it first, e.g. a confirmation or an edit being
  // cancelled). Outside a frame the message goes nowhere.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) fixed.frame.post({ type: 'tawasul:close' });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [fixed]);
  const value = useMemo<WidgetContextValue>(
    () => ({ ...fixed, queryClient, view, navigate }),
    [fixed, queryClient, view, navigate],
  );

  return (
    <WidgetContextProvider value={value}>
      <Live />
      {/* The frame's one landmark: everything the widget shows is its main content. */}
      <main ref={container} className={classes.frame} tabIndex={-1} data-view={view.name}>
        <Suspense fallback={<ViewLoading />}>
          <CurrentView />
        </Suspense>
        <ToastStack />
      </main>
    </WidgetContextProvider>
  );
}
