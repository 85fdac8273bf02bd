import { useMutation } from '@tanstack/react-query';
import type { SessionUser, SignInWithPasswordBody } from '@tawasul/contracts/auth';
import { api } from '../../../lib/http/api.ts';

/** The form's rules and the answer's reader, with Zod (see password-sign-in-rules.ts); loaded once, then cached. */
export const loadSignInRules = () => import('./password-sign-in-rules.ts');

export function usePasswordSignIn() {
  return useMutation({
    mutationFn: async (body: SignInWithPasswordBody): Promise<SessionUser> => {
      const [rules, reply] = await Promise.all([loadSignInRules(), api.post('/api/auth/sign-in/password', body)]);
      return rules.readSignedInUser(reply);
    },
  });
}
