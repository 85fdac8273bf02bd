import { useMutation, useQuery } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';

/** Checks the link before showing the form, so a used or expired link says so at once. */
export function useResetLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-reset-link', token],
    queryFn: () => api.get('/api/auth/password/reset', { query: { token } }),
    enabled: token !== '',
    // A link's state only changes by using it; checking again on focus would only flicker.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api.post('/api/auth/password/reset', body),
  });
}
