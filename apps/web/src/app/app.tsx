import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { directionOf } from '@tawasul/contracts/locale-registry';
import { FatalErrorBoundary } from './fatal-error-boundary.tsx';
import { theme } from './theme.ts';
import { Toasts } from './toasts.tsx';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ i18n, queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <DirectionProvider initialDirection={directionOf(i18n.language)}>
          <MantineProvider theme={theme} defaultColorScheme="light">
            <Toasts />
            <FatalErrorBoundary>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </FatalErrorBoundary>
          </MantineProvider>
        </DirectionProvider>
      </I18nextProvider>
    </StrictMode>
  );
}
