import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../http/api.ts';
import type { HttpClient } from '../http/http-client.ts';
import { useLocalePath } from '../i18n/use-locale-path.ts';
import { SESSION_QUERY_KEY } from './session-query.ts';

/**
 * Spec section 4: go offline, end the session on the server, forget everything cached locally. Each call may fail
 * (an expired session, no network); the user still ends up signed out on this device.
 */
async function signOut(http: HttpClient, queryClient: QueryClient): Promise<void> {
  await http.patch('/api/auth/changeOnlineStatus', { isOnline: false }).catch(() => undefined);
  await http.delete('/api/_auth/session').catch(() => undefined);
  forgetSession(queryClient);
}

/** Clears the local session: everything cached belonged to the user; the session entry stays, now empty. */
export function forgetSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== SESSION_QUERY_KEY[0] });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
}

/** Signs out, then goes to /login. */
export function useSignOut(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  return useCallback(async () => {
    await signOut(api, queryClient);
    await navigate(localePath('/login'), { replace: true });
  }, [queryClient, navigate, localePath]);
}
