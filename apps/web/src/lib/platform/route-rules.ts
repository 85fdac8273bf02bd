/**
 * Server-configured route redirects (spec section 6), read from the build's `builds/meta/{id}.json`. A key is an
 * exact path or a prefix ending in `/**`; a target with a scheme (`https://…`) leaves the app with a full page load.
 */
interface RouteRule {
  redirect: string;
}
export type RouteRules = Record<string, RouteRule>;

export interface BuildInfo {
  id: string;
  timestamp: number;
}

export interface BuildMeta extends BuildInfo {
  routeRules: RouteRules;
}

// Checked by hand rather than with a Zod schema: the start-up bundle reads these, and carries no Zod.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{ path: { redirect } }` with a non-empty target for every path, else null. */
export function readRouteRules(value: unknown): RouteRules | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  const valid = entries.every(
    ([, rule]) => isRecord(rule) && typeof rule.redirect === 'string' && rule.redirect !== '',
  );
  if (!valid) return null;
  return Object.fromEntries(entries.map(([path, rule]) => [path, { redirect: (rule as RouteRule).redirect }]));
}

/** `builds/latest.json`: `{ id, timestamp }`, else null. */
export function readBuildInfo(value: unknown): BuildInfo | null {
  if (!isRecord(value)) return null;
  const { id, timestamp } = value;
  if (typeof id !== 'string' || id === '' || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  return { id, timestamp };
}

/** `builds/meta/{id}.json`: the build's info and its route rules, else null. */
export function readBuildMeta(value: unknown): BuildMeta | null {
  const info = readBuildInfo(value);
  const routeRules = isRecord(value) ? readRouteRules(value.routeRules) : null;
  return info && routeRules ? { ...info, routeRules } : null;
}

export type RouteRuleMatch = { kind: 'internal'; to: string } | { kind: 'external'; to: string };

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/** The most specific rule wins: an exact path before any prefix, a longer prefix before a shorter one. */
export function matchRouteRule(rules: RouteRules, path: string): RouteRuleMatch | null {
  let target = rules[path]?.redirect;
  if (target === undefined) {
    let longest = -1;
    for (const [pattern, rule] of Object.entries(rules)) {
      if (!pattern.endsWith('/**')) continue;
      const base = pattern.slice(0, -3);
      if ((path === base || path.startsWith(`${base}/`)) && base.length > longest) {
        longest = base.length;
        target = rule.redirect;
      }
    }
  }
  if (target === undefined || target === path) return null;
  return isExternal(target) ? { kind: 'external', to: target } : { kind: 'internal', to: target };
}
