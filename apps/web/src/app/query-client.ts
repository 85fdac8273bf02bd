import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isHttpError } from '../lib/http/http-error.ts';

/**
 * Retries are the HTTP client's business (spec section 7), not the cache's. A 401 anywhere means the session ended
 * on the server; the app is told so it can forget the user and let the route guard take over.
 */
export function createQueryClient({ onUnauthorized }: { onUnauthorized: () => void }): QueryClient {
  const watch = (error: unknown) => {
    if (isHttpError(error) && error.status === 401 && error.code === 'UNAUTHORIZED') onUnauthorized();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: watch }),
    mutationCache: new MutationCache({ onError: watch }),
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
