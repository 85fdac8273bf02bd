import { Button, Center, DirectionProvider, Loader, MantineProvider, Stack, Text, Title } from '@mantine/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { SessionResponse } from '@tawasul/contracts/auth';
import type { WidgetBootstrapResponse } from '@tawasul/contracts/widget';
import { isHttpError } from '../../lib/http/http-error.ts';
import type { RealtimeClient } from '../../lib/realtime/realtime-client.ts';
import { createWidgetApi } from '../api/widget-api.ts';
import { createWidgetSession } from '../api/widget-session.ts';
import { useErrorText } from '../components/use-error-text.ts';
import type { FrameQuery } from './frame-query.ts';
import { createFrameMessenger, type FrameMessenger } from './frame-messenger.ts';
import { createToasts } from './toasts.ts';
import { createUnreadCounter } from './unread-counter.ts';
import { followHostVisibility } from './use-reading.ts';
import { widgetTheme } from './widget-theme.ts';
import { createWidgetRealtime } from './widget-realtime.ts';
import { WidgetShell } from './widget-shell.tsx';
import classes from '../components/widget.module.css';

export interface WidgetRootProps {
  query: FrameQuery;
  i18n: I18n;
  /** Tests pass stand-ins; the page makes its own. */
  queryClient?: QueryClient;
  realtime?: RealtimeClient;
  frame?: FrameMessenger;
  storage?: Storage;
}

/** The frame cannot serve a chat: the widget id is unknown (INVALID_WIDGET) or the brand could not be loaded. */
function Problem({ title, message, onRetry }: { title: string; message: string; onRetry?: () => void }) {
  const { t } = useTranslation();
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

function createQueryClient() {
  return new QueryClient({
    // Our HTTP client already applies the spec's retry policy to GET; nothing refetches on focus behind the shopper.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

function Boot({ query, realtime, frame, storage }: Omit<WidgetRootProps, 'i18n' | 'queryClient'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const widgetId = query.widgetId ?? '';
  const [session] = useState(() => createWidgetSession(widgetId, storage));
  const [api] = useState(() => createWidgetApi(session, query.language));
  const [socket] = useState(() => realtime ?? createWidgetRealtime());
  const [messenger] = useState(() => frame ?? createFrameMessenger());
  const [unread] = useState(() => createUnreadCounter(messenger));
  const [toasts] = useState(createToasts);
  const [hadToken] = useState(() => session.token() !== null);

  const bootstrap = useQuery({
    queryKey: ['widget', 'bootstrap', widgetId],
    queryFn: ({ signal }) => api.get<WidgetBootstrapResponse>(`/api/public/brands/${widgetId}/widget`, { signal }),
    enabled: query.widgetId !== null,
  });
  // On Tawasul's own origin (the customer area) a signed-in customer is known by its cookie: no token needed.
  const cookie = useQuery({
    queryKey: ['widget', 'cookie-session'],
    queryFn: async ({ signal }) => {
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
    enabled: !hadToken && query.widgetId !== null,
  });

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
  } else if (bootstrap.isError) {
    body = (
      <Problem
        title={t('widget.loadFailed')}
        message={errorText(bootstrap.error)}
        onRetry={() => void bootstrap.refetch()}
      />
    );
  } else if (!ready) {
    body = (
      <Center className={classes.frame} aria-busy>
        <Loader aria-label={t('widget.loading')} />
      </Center>
    );
  } else {
    const identityReady = session.current().kind !== 'none';
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
        initialView={query.chatId && identityReady ? { name: 'chat', chatId: query.chatId } : { name: 'home' }}
      />
    );
  }

  return (
    <DirectionProvider initialDirection={direction} detectDirection={false}>
      <MantineProvider theme={theme} defaultColorScheme="light">
        {body}
      </MantineProvider>
    </DirectionProvider>
  );
}

/** The iframe app: its language, its own query cache, the brand's theme once known, then the widget. */
export function WidgetRoot({ i18n, queryClient, ...props }: WidgetRootProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <Boot {...props} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
