import { Button, Center, DirectionProvider, Loader, MantineProvider, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { SessionResponse } from '@tawasul/contracts/auth';
import type { WidgetBootstrapResponse } from '@tawasul/contracts/widget';
import { isHttpError } from '../../lib/http/http-error.ts';
import type { RealtimeClient } from '../../lib/realtime/realtime-client.ts';
import { createWidgetApi } from '../api/widget-api.ts';
import { createWidgetSession } from '../api/widget-session.ts';
import { useErrorText } from '../components/use-error-text.ts';
import type { FrameQuery } from './frame-query.ts';
import { createFrameMessenger, type FrameMessenger } from './frame-messenger.ts';
import { rememberedChat } from './remembered-chat.ts';
import { createToasts } from './toasts.ts';
import { createUnreadCounter } from './unread-counter.ts';
import { loadWidgetQueries } from './lazy-queries.ts';
import { followHostVisibility } from './use-reading.ts';
import { widgetTheme } from './widget-theme.ts';
import { accessibleColors } from '../../lib/theme/theme-contrast.ts';
import { useWidgetText, WidgetTextContext, type WidgetText } from './widget-i18n.ts';
import { createWidgetRealtime } from './widget-realtime.ts';
import { WidgetShell } from './widget-shell.tsx';
import classes from '../components/widget.module.css';

export interface WidgetRootProps {
  query: FrameQuery;
  /** The frame's texts, in the language the loader asked for (`createWidgetText`). */
  text: WidgetText;
  /** Tests pass stand-ins; the page makes its own. */
  realtime?: RealtimeClient;
  frame?: FrameMessenger;
  storage?: Storage;
}

/** The frame cannot serve a chat: the widget id is unknown (INVALID_WIDGET) or the brand could not be loaded. */
function Problem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useWidgetText();
  return (
    <Center className={classes.frame} p="lg">
      <Stack align="center" gap="xs" maw={360} ta="center" role="alert" data-testid="widget-problem">
        <Title order={1} size="h4">
          {title}
        </Title>
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button variant="light" onClick={onRetry}>
            {t('widget.actions.retry')}
          </Button>
        )}
      </Stack>
    </Center>
  );
}

interface Loaded<T> {
  readonly data?: T;
  readonly error?: unknown;
}

/**
 * One read the first view waits for, made once (`load` never changes) and again on `retry`; a plain fetch, since
 * TanStack Query loads after the first view. An error stays on screen during a retry, until an answer replaces it.
 */
function useFirstRead<T>(load: ((signal: AbortSignal) => Promise<T>) | null): Loaded<T> & { retry(): void } {
  const [state, setState] = useState<Loaded<T>>({});
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setState({ data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ error });
      },
    );
    return () => controller.abort();
  }, [load, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}

interface BootProps extends Omit<WidgetRootProps, 'text'> {
  queryClient: QueryClient | null;
  loadQueries(): Promise<QueryClient>;
}

function Boot({ query, realtime, frame, storage, queryClient, loadQueries }: BootProps) {
  const { t } = useWidgetText();
  const errorText = useErrorText();
  const widgetId = query.widgetId ?? '';
  const [session] = useState(() => createWidgetSession(widgetId, storage));
  const [api] = useState(() => createWidgetApi(session, query.language));
  const [socket] = useState(() => realtime ?? createWidgetRealtime());
  const [messenger] = useState(() => frame ?? createFrameMessenger());
  const [unread] = useState(() => createUnreadCounter(messenger));
  const [toasts] = useState(createToasts);
  const [hadToken] = useState(() => session.token() !== null);

  const [readBootstrap] = useState(() =>
    query.widgetId === null
      ? null
      : (signal: AbortSignal) => api.get<WidgetBootstrapResponse>(`/api/public/brands/${widgetId}/widget`, { signal }),
  );
  const bootstrap = useFirstRead(readBootstrap);
  // On Tawasul's own origin (the customer area) a signed-in customer is known by its cookie: no token needed.
  const [readCookie] = useState(() =>
    hadToken || query.widgetId === null
      ? null
      : async (signal: AbortSignal) => {
          try {
            const { user } = await api.get<SessionResponse>('/api/_auth/session', { retry: 0, signal });
            if (user?.roles.includes('customer') && session.current().kind === 'none') {
              session.signIn({ kind: 'cookie', userId: user.id, name: user.name });
            }
          } catch {
            // A failed session read is a signed-out visitor (spec section 7).
          }
          return true;
        },
  );
  const cookie = useFirstRead(readCookie);
  // A returning shopper's home asks for its open chat: the query cache loads beside the brand.
  useEffect(() => {
    if (hadToken) void loadQueries().catch(() => undefined);
  }, [hadToken, loadQueries]);

  const ready = bootstrap.data !== undefined && (hadToken || cookie.data !== undefined);
  // Listening before saying ready: the loader answers `tawasul:ready` with whether it shows the frame.
  useEffect(() => followHostVisibility(), []);
  useEffect(() => {
    if (ready) messenger.post({ type: 'tawasul:ready' });
  }, [ready, messenger]);
  const brand = bootstrap.data?.brand.name;
  useEffect(() => {
    if (!brand) return;
    const name = query.language === 'ar' ? brand.ar || brand.en : brand.en || brand.ar;
    document.title = `${name} – ${t('widget.title')}`;
  }, [brand, query.language, t]);
  useEffect(() => () => socket.close(), [socket]);

  // The frame's language and direction (Arabic reads right to left), set before the first paint.
  const direction = query.language === 'ar' ? 'rtl' : 'ltr';
  useLayoutEffect(() => {
    document.documentElement.lang = query.language;
    document.documentElement.dir = direction;
  }, [query.language, direction]);

  const primaryColor = bootstrap.data?.brand.primaryColor ?? '';
  const theme = useMemo(() => widgetTheme(primaryColor), [primaryColor]);
  let body;
  if (query.widgetId === null || (isHttpError(bootstrap.error) && bootstrap.error.code === 'INVALID_WIDGET')) {
    body = (
      <Problem
        title={t('widget.invalid.title')}
        message={`${t('errors.INVALID_WIDGET')} ${t('widget.invalid.help')}`}
      />
    );
  } else if (bootstrap.error !== undefined) {
    body = <Problem title={t('widget.loadFailed')} message={errorText(bootstrap.error)} onRetry={bootstrap.retry} />;
  } else if (!ready) {
    body = (
      <Center className={classes.frame} aria-busy>
        <Loader role="status" aria-label={t('widget.loading')} />
      </Center>
    );
  } else {
    const identityReady = session.current().kind !== 'none';
    // The chat the address names, or the one on screen before a reload of this tab.
    const initialChat = query.chatId ?? rememberedChat(widgetId);
    body = (
      <WidgetShell
        widgetId={widgetId}
        language={query.language}
        bootstrap={bootstrap.data}
        api={api}
        session={session}
        realtime={socket}
        frame={messenger}
        embed={query.embed}
        unread={unread}
        toasts={toasts}
        queryClient={queryClient}
        loadQueries={loadQueries}
        initialView={initialChat && identityReady ? { name: 'chat', chatId: initialChat } : { name: 'home' }}
      />
    );
  }

  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={accessibleColors}>
        {body}
      </MantineProvider>
    </DirectionProvider>
  );
}

/**
 * The iframe app: its language, its own query cache (TanStack Query loads when first needed: a visitor's home view
 * reads nothing through it), the brand's theme once known, then the widget.
 */
export function WidgetRoot({ text, ...props }: WidgetRootProps) {
  const [queryClient, setQueryClient] = useState<QueryClient | null>(null);
  const loading = useRef<Promise<QueryClient> | null>(null);
  const loadQueries = useCallback(() => {
    loading.current ??= loadWidgetQueries().then(
      ({ createWidgetQueryClient }) => {
        const client = createWidgetQueryClient();
        setQueryClient(client);
        return client;
      },
      (error: unknown) => {
        // A chunk that failed to arrive (the network dropped) is asked for again next time.
        loading.current = null;
        throw error;
      },
    );
    return loading.current;
  }, []);
  return (
    <WidgetTextContext value={text}>
      <Boot {...props} queryClient={queryClient} loadQueries={loadQueries} />
    </WidgetTextContext>
  );
}
