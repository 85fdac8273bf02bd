import { notifications } from '@mantine/notifications';
import type { Translator as I18n } from '../lib/i18n/translator.ts';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { api } from '../lib/http/api.ts';
import { createI18n } from '../lib/i18n/i18n.ts';
import { applyDocumentLanguage, loadAdminLanguage } from '../lib/i18n/language.ts';
import { splitLocalePrefix } from '../lib/i18n/locale-prefix.ts';
import { startBuildWatcher } from '../lib/platform/build-watcher.ts';
import { nextTask } from '../lib/platform/next-task.ts';
import { setChunkReloadDestination } from '../lib/platform/chunk-reload.ts';
import { settlePopupSignIn } from '../lib/platform/popup-sign-in.ts';
import { readBuildMeta, type RouteRules } from '../lib/platform/route-rules.ts';
import { fetchSessionUser, SESSION_QUERY_KEY } from '../lib/session/session-query.ts';
import { App } from './app.tsx';
import { readBootData, type BootData } from './boot-data.ts';
import { applyDeferredStyles } from './deferred-styles.ts';
import { NewBuildToast } from './new-build-toast.tsx';
import { createQueryClient } from './query-client.ts';
import { createGuardedRoutes } from './routes.tsx';

/** This build's route rules; a missing or broken manifest means no server-configured redirects. */
async function loadRouteRules(buildId: string): Promise<RouteRules> {
  try {
    return readBuildMeta(await api.get(`/builds/meta/${buildId}.json`))?.routeRules ?? {};
  } catch {
    return {};
  }
}

/** The start-up's answers from the API, asked together, when the page came without them. */
async function fetchBootData(): Promise<BootData> {
  const [language, user, routeRules] = await Promise.all([
    loadAdminLanguage(api),
    fetchSessionUser(api),
    loadRouteRules(__BUILD_INFO__.id),
  ]);
  return { language, user, routeRules };
}

function offerReload(i18n: I18n): void {
  notifications.show({
    id: 'new-build',
    autoClose: false,
    color: 'blue',
    title: i18n.t('common.newBuild.title'),
    message: <NewBuildToast label={i18n.t('common.newBuild.reload')} text={i18n.t('common.newBuild.message')} />,
  });
}

/**
 * Start-up: the admin language, the session and the route rules are known before the first render (spec section 7),
 * so the first paint is already in the right language, direction and place. The server puts them in the page
 * (`boot-data.ts`); served without them (Vite's dev server), the app fetches the three together.
 */
export async function startApp(container: HTMLElement): Promise<void> {
  // The modules' own start-up was one task; the app's is the next ones, none of them long on a slow phone (issue
  // 22): the stylesheets (parsed as they apply), the start-up data and translations, the router, the first render.
  await nextTask();
  const styles = applyDeferredStyles(document);
  await nextTask();
  const { language, user, routeRules } = readBootData(document) ?? (await fetchBootData());
  // A window the browser refuses to close (one the user opened, not our popup) simply carries on.
  settlePopupSignIn(user !== null);

  const i18n = createI18n(splitLocalePrefix(window.location.pathname).prefix ?? language);
  applyDocumentLanguage(i18n.language);
  i18n.on('languageChanged', applyDocumentLanguage);

  await nextTask();
  const queryClient = createQueryClient({
    onUnauthorized: () => {
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
      void router.revalidate();
    },
  });
  queryClient.setQueryData(SESSION_QUERY_KEY, user);

  const router = createBrowserRouter(createGuardedRoutes({ queryClient, i18n, routeRules }));
  setChunkReloadDestination(() => {
    const next = router.state.navigation.location;
    return next ? router.createHref(next) : null;
  });

  startBuildWatcher({
    currentId: __BUILD_INFO__.id,
    fetchLatest: (timestamp) => api.get(`/builds/latest.json?${timestamp}`),
    onNewBuild: () => offerReload(i18n),
  });

  // A transition renders in slices that give way to the browser every few milliseconds: the first screen is never one
  // long task (issue 22), which on a slow phone kept taps and paints waiting for up to a second.
  await nextTask();
  const root = createRoot(container);
  await styles;
  startTransition(() => root.render(<App i18n={i18n} queryClient={queryClient} router={router} />));
}
