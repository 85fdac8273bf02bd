import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/http/api.ts';

/** Ends every session of the signed-in account, this one included. */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: () => api.post('/api/auth/sign-out-everywhere'),
  });
}
