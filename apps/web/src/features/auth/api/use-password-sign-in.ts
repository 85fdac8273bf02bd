import { useMutation } from '@tanstack/react-query';
import { UserResponse, type SessionUser, type SignInWithPasswordBody } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';

export function usePasswordSignIn() {
  return useMutation({
    mutationFn: async (body: SignInWithPasswordBody): Promise<SessionUser> =>
      UserResponse.parse(await api.post('/api/auth/sign-in/password', body)).user,
  });
}
