/**
 * A brand's allowed domains, as the brand form stores them (contracts `BrandInput.allowedDomains`): `shop.com`,
 * `*.shop.com`, `localhost` or `localhost:5173`. The same reading decides which pages may fetch the launcher and
 * which may frame the widget's iframe app (decision 012):
 * - `shop.com` allows `shop.com` and every subdomain (`www.shop.com`, `ar.shop.com`);
 * - `*.shop.com` allows the subdomains only;
 * - `localhost` allows any port, `localhost:5173` that port only, over http or https, outside production only;
 * - every other domain over https only (a page sent in clear text could be anyone's), on its default port.
 */
const DOMAIN = /^(\*\.)?([a-z0-9-]+\.)+[a-z]{2,}$|^localhost(:\d+)?$/;

function parse(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

const validDomains = (domains: readonly string[]) =>
  domains.map((domain) => domain.trim().toLowerCase()).filter((domain) => DOMAIN.test(domain));

/** Whether `localhost` entries count: outside production only (issue 17). */
export interface OriginRules {
  localhost: boolean;
}

function matches(url: URL, domain: string, rules: OriginRules): boolean {
  const host = url.hostname.toLowerCase();
  if (domain.startsWith('localhost')) {
    if (!rules.localhost) return false;
    if (host !== 'localhost') return false;
    const port = domain.split(':')[1];
    return port === undefined || port === (url.port || (url.protocol === 'https:' ? '443' : '80'));
  }
  if (url.protocol !== 'https:' || url.port !== '') return false;
  if (domain.startsWith('*.')) return host.endsWith(domain.slice(1));
  return host === domain || host.endsWith(`.${domain}`);
}

/** Whether a page of `origin` may use the brand's widget. */
export function isAllowedOrigin(origin: string, domains: readonly string[], rules: OriginRules): boolean {
  const url = parse(origin);
  return url !== null && validDomains(domains).some((domain) => matches(url, domain, rules));
}

/** The same domains as CSP `frame-ancestors` sources. */
export function frameAncestorSources(domains: readonly string[], rules: OriginRules): string[] {
  const sources = validDomains(domains).flatMap((domain) => {
    if (domain.startsWith('localhost')) {
      if (!rules.localhost) return [];
      return domain === 'localhost'
        ? ['http://localhost:*', 'https://localhost:*']
        : [`http://${domain}`, `https://${domain}`];
    }
    if (domain.startsWith('*.')) return [`https://${domain}`];
    return [`https://${domain}`, `https://*.${domain}`];
  });
  return [...new Set(sources)];
}
