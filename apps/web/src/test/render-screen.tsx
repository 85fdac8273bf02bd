import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { theme } from '../app/theme.ts';
import { createI18n } from '../lib/i18n/i18n.ts';

/** Shows where a navigation ended, so a test can assert what the user would see next. */
function Landed() {
  const { pathname } = useLocation();
  return <p data-testid="landed">{pathname}</p>;
}

/** Renders one screen at `path` with the app's providers, in the given language. */
export function renderScreen(
  element: ReactNode,
  { path, language = 'en' }: { path: string; language?: ProductLanguage },
) {
  const i18n = createI18n(language);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(['session'], null);
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Landed /> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { ...view, i18n, queryClient, router };
}
