import type { SessionUser } from '@tawasul/contracts/auth';
import { isProductLanguage, type ProductLanguage } from '@tawasul/contracts/locale-registry';
import { readRouteRules, type RouteRules } from '../lib/platform/route-rules.ts';
import { readSessionUser } from '../lib/session/session-reply.ts';

/** The start-up's answers as the server puts them in the page (`apps/server/src/plugins/app-page.ts`). */
export interface BootData {
  /** As `GET /api/admin/language` answers. */
  language: ProductLanguage;
  /** As `GET /api/_auth/session` answers. */
  user: SessionUser | null;
  /** As the build's `builds/meta/{id}.json` holds them. */
  routeRules: RouteRules;
}

/**
 * The page's start-up data, checked by hand as the requests' answers are (the start-up bundle carries no Zod); null
 * when the page came without it (Vite's dev server) or it does not read right: the app then asks for each.
 */
export function readBootData(document: Document): BootData | null {
  const text = document.getElementById('tawasul-boot')?.textContent;
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { language, user, routeRules } = value as Record<string, unknown>;
  const rules = readRouteRules(routeRules);
  if (!isProductLanguage(language) || !rules) return null;
  const sessionUser = readSessionUser({ user });
  if (user !== null && sessionUser === null) return null;
  return { language, user: sessionUser, routeRules: rules };
}
