import { useEffect } from 'react';
import { useTranslation } from '../lib/i18n/use-translation.tsx';
import { useMatches } from 'react-router';
import { documentTitle } from '../lib/platform/document-title.ts';
import { countedTitle, showFaviconCount, useTitleCount } from '../lib/platform/title-count.ts';
import type { RouteHandle } from './routes.tsx';

/**
 * Keeps `document.title` on the deepest matched route's title, in the current language, with the count a screen asks
 * for in front of it and on the icon (the agent console's unread messages: lib/platform/title-count.ts).
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const matches = useMatches();
  const handles = matches.map((match) => match.handle as RouteHandle | undefined);
  const titleKey = handles
    .map((handle) => handle?.titleKey)
    .filter((key): key is string => Boolean(key))
    .at(-1);
  const surface =
    handles
      .map((handle) => handle?.surface)
      .filter((value) => value !== undefined)
      .at(-1) ?? 'app';
  const count = useTitleCount();
  // Read when the effect runs, after the matched layouts have rendered: the back office and the account pages add
  // their texts (titles included) as they render, below this hook's component. The count a screen asks for goes in
  // front of the title and on the icon.
  useEffect(() => {
    const title = documentTitle(
      titleKey ? t(titleKey) : null,
      window.location.origin,
      { brand: t('common.adminName.brand'), product: t('common.adminName.product'), site: t('common.appName') },
      surface,
    );
    document.title = countedTitle(title, count);
    showFaviconCount(count);
  }, [t, titleKey, surface, count]);
}
