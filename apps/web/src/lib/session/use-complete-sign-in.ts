import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@tawasul/contracts/auth';
import { homePathFor, isSafeRedirectUrl } from '@tawasul/contracts/route-guard';
import { api } from '../http/api.ts';
import { currentLanguage } from '../i18n/language.ts';
import { useLocalePath } from '../i18n/use-locale-path.ts';
import { readRedirectUrl } from './auth-data-cookie.ts';
import { SESSION_QUERY_KEY } from './session-query.ts';

/**
 * After any sign-in: keep the user, go back to the stored redirectUrl, else home per rule 3. The language the user
 * was just reading in wins over the one saved on the account, and is saved there, so a reload keeps it.
 */
export function useCompleteSignIn(): (user: SessionUser) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const { i18n } = useTranslation();
  return useCallback(
    async (user: SessionUser) => {
      const language = currentLanguage(i18n);
      queryClient.setQueryData(SESSION_QUERY_KEY, { ...user, language });
      if (user.language !== language) void api.put('/api/admin/language', { language }).catch(() => undefined);
      const redirectUrl = readRedirectUrl();
      await navigate(isSafeRedirectUrl(redirectUrl) ? localePath(redirectUrl) : localePath(homePathFor(user.roles)), {
        replace: true,
      });
    },
    [queryClient, navigate, localePath, i18n],
  );
}
