import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OkResponse, SendOtpResponse, UserResponse } from '@tawasul/contracts/auth';
import type { ChangeContactApplyBody, ChangeContactSendBody, ChangeContactVerifyBody } from '@tawasul/contracts/users';
import { api } from '../../../lib/http/api.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-query.ts';

/** `/admin/otp`, step 1: a code to the new e-mail or phone. */
export function useSendContactCode() {
  return useMutation({
    mutationFn: async (body: ChangeContactSendBody) =>
      SendOtpResponse.parse(await api.post('/api/users/me/contact/send', body)),
  });
}

/** Step 2: the code the new address received. */
export function useVerifyContactCode() {
  return useMutation({
    mutationFn: async (body: ChangeContactVerifyBody) =>
      OkResponse.parse(await api.post('/api/users/me/contact/verify', body)),
  });
}

/** Step 3: the verified address becomes the account's; every header shows it at once. */
export function useApplyContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ChangeContactApplyBody) =>
      UserResponse.parse(await api.post('/api/users/me/contact/apply', body)).user,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
