import type { SallaMerchant } from '../../integrations/salla/salla-oauth.ts';

/**
 * Hosts every Salla store shares (`https://salla.sa/my-store`): such an address names no brand, so a store on it
 * always waits for an admin.
 */
const SHARED_HOSTS = /(^|\.)(salla\.sa|salla\.com|salla\.network)$/;

/** The store's own host (`shop.example`, `www.` left out), or null when it has none of its own. */
function storeHost(domain: string | null): string | null {
  if (!domain) return null;
  let host: string;
  try {
    host = new URL(/^https?:\/\//i.test(domain) ? domain : `https://${domain}`).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, '');
  return host && !SHARED_HOSTS.test(host) && host.includes('.') ? host : null;
}

/**
 * The brand a Salla store belongs to by its domain: the only brand open to Salla (no other Salla store yet) whose
 * allowed domains name the store's host exactly (`shop.example` or `www.shop.example`; wildcards never match).
 * None, or more than one: null, and an admin decides.
 */
export function matchingBrand(
  merchant: SallaMerchant,
  brands: readonly { id: string; allowedDomains: readonly string[]; merchantId: string | null }[],
): string | null {
  const host = storeHost(merchant.domain);
  if (!host) return null;
  const candidates = brands.filter(
    (brand) =>
      (brand.merchantId === null || brand.merchantId === merchant.id) &&
      brand.allowedDomains.some(
        (domain) =>
          domain
            .trim()
            .toLowerCase()
            .replace(/^www\./, '') === host,
      ),
  );
  return candidates.length === 1 ? candidates[0]!.id : null;
}
