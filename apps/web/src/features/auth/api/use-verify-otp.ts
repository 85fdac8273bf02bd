import { useMutation } from '@tanstack/react-query';
import { UserResponse, type SessionUser, type VerifyOtpBody } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';

export function useVerifyOtp() {
  return useMutation({
    mutationFn: async (body: VerifyOtpBody): Promise<SessionUser> =>
      UserResponse.parse(await api.post('/api/auth/otp/verify', body)).user,
  });
}
