import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UserResponse, type SessionUser } from '@tawasul/contracts/auth';
import type { UpdateProfileBody } from '@tawasul/contracts/users';
import { api } from '../../../lib/http/api.ts';
import { SESSION_QUERY_KEY } from '../../../lib/session/session-query.ts';

/** `PATCH /api/users/me`; the answer is the new session user, so every header shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProfileBody): Promise<SessionUser> =>
      UserResponse.parse(await api.patch('/api/users/me', body)).user,
    onSuccess: (user) => queryClient.setQueryData(SESSION_QUERY_KEY, user),
  });
}
