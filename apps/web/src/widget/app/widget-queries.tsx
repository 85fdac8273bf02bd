import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * TanStack Query for the widget, loaded after the first view: a visitor's home view reads nothing through it. The
 * parts that do (the other views, the live updates, a shopper's open chat) each come inside `WidgetQueries`.
 */
export function createWidgetQueryClient(): QueryClient {
  return new QueryClient({
    // Our HTTP client already applies the spec's retry policy to GET; nothing refetches on focus behind the shopper.
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
}

/** The widget's one query cache, for a part that reads through it. */
export function WidgetQueries({ client, children }: { client: QueryClient; children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
