import { useMutation } from '@tanstack/react-query';
import { SendOtpResponse, type SendOtpBody } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';

export function useSendOtp() {
  return useMutation({
    mutationFn: async (body: SendOtpBody): Promise<SendOtpResponse> =>
      SendOtpResponse.parse(await api.post('/api/auth/otp/send', body)),
  });
}
