import { z } from 'zod';

/**
 * Server-configured route redirects (spec section 6), read from the build's `builds/meta/{id}.json`. A key is an
 * exact path or a prefix ending in `/**`; a target with a scheme (`https://…`) leaves the app with a full page load.
 */
export const RouteRule = z.object({ redirect: z.string().min(1) });
export const RouteRules = z.record(z.string(), RouteRule);
export type RouteRules = z.infer<typeof RouteRules>;

export const BuildInfo = z.object({ id: z.string().min(1), timestamp: z.number() });
export type BuildInfo = z.infer<typeof BuildInfo>;

export const BuildMeta = BuildInfo.extend({ routeRules: RouteRules });
export type BuildMeta = z.infer<typeof BuildMeta>;

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
