import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Translator as I18n } from '../lib/i18n/translator.ts';
import { StrictMode } from 'react';
import { TranslationProvider } from '../lib/i18n/use-translation.tsx';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import { directionOf } from '@tawasul/contracts/locale-registry';
import { FatalErrorBoundary } from './fatal-error-boundary.tsx';
import { theme } from './theme.ts';
import { accessibleColors } from '../lib/theme/theme-contrast.ts';
import { Toasts } from './toasts.tsx';

interface AppProps {
  i18n: I18n;
  queryClient: QueryClient;
  router: ReturnType<typeof createBrowserRouter>;
}

export function App({ i18n, queryClient, router }: AppProps) {
  return (
    <StrictMode>
      <TranslationProvider i18n={i18n}>
        <DirectionProvider initialDirection={directionOf(i18n.language)}>
          <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={accessibleColors}>
            <Toasts />
            <FatalErrorBoundary>
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </FatalErrorBoundary>
          </MantineProvider>
        </DirectionProvider>
      </TranslationProvider>
    </StrictMode>
  );
}
