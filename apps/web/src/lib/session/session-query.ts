import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@tawasul/contracts/auth';
import { api } from '../http/api.ts';
import type { HttpClient } from '../http/http-client.ts';
import { readSessionUser } from './session-reply.ts';

export const SESSION_QUERY_KEY = ['session'] as const;

/** Spec section 7: accepts JSON, no retry; any failure counts as signed out. */
export async function fetchSessionUser(http: HttpClient): Promise<SessionUser | null> {
  try {
    return readSessionUser(await http.get('/api/_auth/session', { retry: 0 }));
  } catch {
    return null;
  }
}

/** The session lives in the query cache: sign-in and sign-out write it, the route guard reads it. */
export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: () => fetchSessionUser(api),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useSessionUser(): SessionUser | null {
  return useQuery(sessionQuery).data ?? null;
}
