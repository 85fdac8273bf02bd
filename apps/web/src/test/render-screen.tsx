import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TranslationProvider } from '../lib/i18n/use-translation.tsx';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { SessionUser } from '@tawasul/contracts/auth';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { theme } from '../app/theme.ts';
import { ConfirmOverlay } from '../components/confirm-overlay.tsx';
import { addBackOfficeResources } from '../lib/i18n/back-office-resources.ts';
import { createI18n } from '../lib/i18n/i18n.ts';
import { OverlayProvider, registerOverlay } from '../lib/overlays/overlay-manager.tsx';
import { systemClock, type Clock } from '../lib/time/clock.ts';
import { ClockProvider } from '../lib/time/clock-context.tsx';

// As the root shell does in the app (there lazily).
registerOverlay('confirm', ConfirmOverlay);

/** Shows where a navigation ended, so a test can assert what the user would see next. */
function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

interface RenderOptions {
  path: string;
  /** The address to open when it differs from the route path (a query string: `/admin/agent?view=…`). */
  url?: string;
  language?: ProductLanguage;
  user?: SessionUser | null;
  /** The screen's clock: a test that depends on the time gives a manual one (`test/manual-clock.ts`). */
  clock?: Clock;
  /** Other routes the screen may lead to (one whose loader never settles: a navigation still under way). */
  routes?: RouteObject[];
}

/** Renders one screen at `path` with the app's providers (overlays and toasts too), in the given language. */
export function renderScreen(
  element: ReactNode,
  { path, url, language = 'en', user = null, clock = systemClock, routes = [] }: RenderOptions,
) {
  const i18n = createI18n(language);
  addBackOfficeResources(i18n);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['session'], user);
  const router = createMemoryRouter(
    [{ path, element: <OverlayProvider>{element}</OverlayProvider> }, ...routes, { path: '*', element: <Landed /> }],
    { initialEntries: [url ?? path] },
  );
  const view = render(
    <ClockProvider clock={clock}>
      <TranslationProvider i18n={i18n}>
        <MantineProvider theme={theme}>
          <Notifications />
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </TranslationProvider>
    </ClockProvider>,
  );
  return { ...view, i18n, queryClient, router };
}
