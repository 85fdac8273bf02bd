import type { QueryClient } from '@tanstack/react-query';
import type { Translator as I18n } from '../lib/i18n/translator.ts';
import { redirect, type LoaderFunction } from 'react-router';
import { decideRoute, normalizePath } from '@tawasul/contracts/route-guard';
import { splitLocalePrefix, withLocalePrefix } from '../lib/i18n/locale-prefix.ts';
import { matchRouteRule, type RouteRules } from '../lib/platform/route-rules.ts';
import { applyRedirectUrlAction } from '../lib/session/auth-data-cookie.ts';
import { sessionQuery } from '../lib/session/session-query.ts';

export interface GuardDependencies {
  queryClient: QueryClient;
  i18n: I18n;
  routeRules: RouteRules;
  /** False for paths only the 404 route answers. */
  isKnownPath: (path: string) => boolean;
}

/**
 * Runs before every route change: the locale prefix picks the language, server-configured redirects come first,
 * then the guard rules from contracts decide with the cached session.
 */
export function createGuardLoader({ queryClient, i18n, routeRules, isKnownPath }: GuardDependencies): LoaderFunction {
  return async ({ request }) => {
    const url = new URL(request.url);
    const { prefix, path } = splitLocalePrefix(url.pathname);
    if (prefix && i18n.language !== prefix) await i18n.changeLanguage(prefix);

    const rule = matchRouteRule(routeRules, normalizePath(path));
    if (rule?.kind === 'external') {
      window.location.assign(rule.to);
      // Keep the navigation pending while the browser leaves, so the old page never flashes the new route.
      return new Promise<never>(() => {});
    }
    if (rule) throw redirect(withLocalePrefix(rule.to, prefix) + url.search);

    const user = await queryClient.ensureQueryData(sessionQuery);
    const decision = decideRoute({ path, search: url.search, roles: user?.roles ?? null, known: isKnownPath(path) });
    applyRedirectUrlAction(decision.redirectUrl);
    if (decision.redirectTo) throw redirect(withLocalePrefix(decision.redirectTo, prefix));
    return null;
  };
}
