import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordBody } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: ForgotPasswordBody) => api.post('/api/auth/password/forgot', body),
  });
}
