import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => api.post('/api/auth/password/change', body),
  });
}
