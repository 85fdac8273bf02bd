import type { MouseEvent } from 'react';
import { useTranslation } from '../../lib/i18n/use-translation.tsx';
import classes from './chrome.module.css';

/** The id of the page's main region, the skip link's target. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * The first stop of the keyboard (WCAG 2.4.1): "Skip to main content", shown once focused, moves the focus past the
 * header and the sidebar (24 Tabs to reach Chat Management's search before it). It focuses the region itself rather
 * than following the fragment, which the router would take for a navigation.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skip} data-testid="skip-link">
      {t('common.actions.skipToContent')}
    </a>
  );
}
