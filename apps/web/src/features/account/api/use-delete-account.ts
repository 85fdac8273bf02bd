import { useMutation } from '@tanstack/react-query';
import type { DeleteAccountBody } from '@tawasul/contracts/users';
import { api } from '../../../lib/http/api.ts';

export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: DeleteAccountBody) => api.delete('/api/users/me', body),
  });
}
