import { useLocation } from 'react-router';
import { ErrorView } from '../components/error-view.tsx';
import { useLocalePath } from '../lib/i18n/use-locale-path.ts';

/** Spec section 2: unknown paths show 'Page not found: {path}'. */
export function NotFoundScreen() {
  const { pathname } = useLocation();
  const localePath = useLocalePath();
  return <ErrorView status={404} path={pathname} homeHref={localePath('/')} />;
}
