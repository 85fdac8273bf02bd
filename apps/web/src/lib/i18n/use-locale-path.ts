import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { splitLocalePrefix, withLocalePrefix } from './locale-prefix.ts';

/** Links and redirects stay inside the locale prefix the user arrived with (`/ar/...`). */
export function useLocalePath(): (path: string) => string {
  const { pathname } = useLocation();
  const { prefix } = splitLocalePrefix(pathname);
  return useCallback((path: string) => withLocalePrefix(path, prefix), [prefix]);
}
