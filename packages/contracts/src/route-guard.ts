import { BACK_OFFICE_ROLES, type Role } from './role-names.ts';

/**
 * The navigation rules of spec section 6 (seven rules, in order) and the redirectUrl rule of section 4, as one pure
 * function the web app runs before every route change. DESIGN.md 6b reads rule 1: a signed-out visitor may open
 * the public routes; any other known route sends it to /login; unknown paths show the 404 page to everyone.
 */

export const LOGIN_PATH = '/login';
export const BACK_OFFICE_HOME = '/admin';

/** Routes a signed-out visitor may open (DESIGN.md 6b). */
export const PUBLIC_PATHS = [
  '/',
  '/login',
  '/phone-login',
  '/otp-login',
  '/otp-signup',
  '/forgot-password',
  '/change-password',
  '/cursor-demo',
] as const;

/** CMS pages live under this prefix and are public too. */
export const PUBLIC_PREFIXES = ['/pages'] as const;

/** Signed-out visits here remember where they were going (rule 2). */
export const REMEMBERED_AREAS = ['/admin', '/agent', '/customer'] as const;

/** Visiting any other path clears the stored redirectUrl (spec section 4). */
const REDIRECT_URL_KEEP_PATHS = ['/login', '/phone-login', '/otp-login', '/change-password'] as const;

/** Rule 3: signed-in users are sent home from these sign-in screens. */
const SIGN_IN_PATHS = REDIRECT_URL_KEEP_PATHS;

export type RedirectUrlAction = { kind: 'keep' } | { kind: 'clear' } | { kind: 'store'; value: string };

/** 1–7 are the spec's rules; 8 is ours: `/agent` is for agents, `/customer` for customers (DESIGN.md section 1). */
export type GuardRule = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface RouteGuardInput {
  /** The pathname without any locale prefix, e.g. `/admin/agent`. */
  path: string;
  /** The query string (`?x=1` or empty); kept in redirectUrl so the user returns to the same view. */
  search?: string;
  /** The signed-in user's roles, or `null` when signed out. */
  roles: readonly Role[] | null;
  /** Whether a screen answers this path; unknown paths render the 404 page and are never redirected. */
  known?: boolean;
}

export interface RouteGuardDecision {
  /** Where to go instead, or `null` to show the requested path. */
  redirectTo: string | null;
  /** What to do with the redirectUrl stored in the authData cookie. */
  redirectUrl: RedirectUrlAction;
  /** The rule that redirected, for tests and debugging. */
  rule: GuardRule | null;
}

/** `/admin/` and `/admin` are the same route; the root stays `/`. */
export function normalizePath(path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  const trimmed = withSlash.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** True for `base` itself and anything below it (`/admin/x`), never for a sibling like `/administrator`. */
export function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

export function isBackOfficeUser(roles: readonly Role[]): boolean {
  return roles.some((role) => (BACK_OFFICE_ROLES as readonly Role[]).includes(role));
}

/** Where rule 3 sends a signed-in user, and where a sign-in lands without a redirectUrl. */
export function homePathFor(roles: readonly Role[]): string {
  return isBackOfficeUser(roles) ? BACK_OFFICE_HOME : '/';
}

export function isPublicPath(path: string): boolean {
  const normalized = normalizePath(path);
  return (
    (PUBLIC_PATHS as readonly string[]).includes(normalized) ||
    PUBLIC_PREFIXES.some((prefix) => isUnder(normalized, prefix))
  );
}

/**
 * Rule 6's admin-only screens besides `/admin/brand` itself (whose sub-paths are the brand manager's): the categories,
 * the Salla stores waiting for a brand (issue 18), and every other screen the sidebar shows admins only — typed in by
 * a brand manager, they lead home rather than to a frame saying "not allowed" (issue 22).
 */
const ADMIN_ONLY_SCREENS = [
  '/admin/canned-response/category',
  '/admin/salla-installation',
  '/admin/brand-manager',
  '/admin/customer',
  '/admin/guest',
  '/admin/page',
  '/admin/cms-faq',
  '/admin/landing-page-form',
] as const;

/** A user with both back-office roles acts as an admin: the brand-manager-only limits do not apply to it. */
const actsAsBrandManager = (roles: readonly Role[]) => roles.includes('brand_manager') && !roles.includes('admin');
const actsAsAdmin = (roles: readonly Role[]) => roles.includes('admin') && !roles.includes('brand_manager');

function redirectRule(
  path: string,
  roles: readonly Role[] | null,
): { to: string; rule: GuardRule; remember: boolean } | null {
  if (roles === null) {
    if (isPublicPath(path)) return null;
    // Rules 1 and 2 both send to /login; rule 2 also remembers the protected area the visitor wanted.
    const remember = REMEMBERED_AREAS.some((area) => isUnder(path, area));
    return { to: LOGIN_PATH, rule: remember ? 2 : 1, remember };
  }
  if ((SIGN_IN_PATHS as readonly string[]).includes(path)) return { to: homePathFor(roles), rule: 3, remember: false };
  if (path === '/' && isBackOfficeUser(roles)) return { to: BACK_OFFICE_HOME, rule: 4, remember: false };
  if (isUnder(path, '/admin') && !isBackOfficeUser(roles)) return { to: '/', rule: 5, remember: true };
  if (
    actsAsBrandManager(roles) &&
    (path === '/admin/brand' || ADMIN_ONLY_SCREENS.some((screen) => isUnder(path, screen)))
  ) {
    return { to: BACK_OFFICE_HOME, rule: 6, remember: false };
  }
  if (actsAsAdmin(roles) && path === '/admin/brand/configuration')
    return { to: BACK_OFFICE_HOME, rule: 7, remember: false };
  if (
    (isUnder(path, '/agent') && !roles.includes('agent')) ||
    (isUnder(path, '/customer') && !roles.includes('customer'))
  ) {
    return { to: homePathFor(roles), rule: 8, remember: false };
  }
  return null;
}

export function decideRoute(input: RouteGuardInput): RouteGuardDecision {
  const path = normalizePath(input.path);
  const keepsRedirectUrl = (REDIRECT_URL_KEEP_PATHS as readonly string[]).includes(path);
  const untouched: RedirectUrlAction = keepsRedirectUrl ? { kind: 'keep' } : { kind: 'clear' };

  if (input.known === false) return { redirectTo: null, redirectUrl: untouched, rule: null };

  const redirect = redirectRule(path, input.roles);
  if (!redirect) return { redirectTo: null, redirectUrl: untouched, rule: null };
  return {
    redirectTo: redirect.to,
    redirectUrl: redirect.remember ? { kind: 'store', value: `${path}${input.search ?? ''}` } : untouched,
    rule: redirect.rule,
  };
}

/**
 * A redirectUrl read back from a cookie is only followed when it is a path on this site: a crafted cookie must not
 * send a user to another origin (`//evil.test`) after signing in.
 */
export function isSafeRedirectUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}
