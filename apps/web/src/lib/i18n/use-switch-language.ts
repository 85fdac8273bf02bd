import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from './use-translation.tsx';
import { useLocation, useNavigate } from 'react-router';
import type { SessionUser } from '@tawasul/contracts/auth';
import type { ProductLanguage } from '@tawasul/contracts/locales';
import { api } from '../http/api.ts';
import { SESSION_QUERY_KEY } from '../session/session-query.ts';
import { chooseLanguage } from './language.ts';
import { pathForLanguage } from './locale-prefix.ts';

/** Switches the whole interface (text and direction) and keeps the locale prefix of the address consistent. */
export function useSwitchLanguage(): (language: ProductLanguage) => Promise<void> {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  return useCallback(
    async (language: ProductLanguage) => {
      const target = pathForLanguage(pathname, language);
      if (target !== pathname) await navigate(`${target}${search}${hash}`, { replace: true });
      await chooseLanguage(i18n, api, language);
      queryClient.setQueryData<SessionUser | null>(SESSION_QUERY_KEY, (user) => (user ? { ...user, language } : user));
    },
    [i18n, queryClient, navigate, pathname, search, hash],
  );
}
