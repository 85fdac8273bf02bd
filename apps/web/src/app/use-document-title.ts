import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { documentTitle } from '../lib/platform/document-title.ts';
import type { RouteHandle } from './routes.tsx';

/** Keeps `document.title` on the deepest matched route's title, in the current language. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const titleKey = matches
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .filter((key): key is string => Boolean(key))
    .at(-1);
  const title = documentTitle(titleKey ? t(titleKey) : null, window.location.origin, {
    brand: t('common.adminName.brand'),
    product: t('common.adminName.product'),
  });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
