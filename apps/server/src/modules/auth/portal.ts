import type { Role } from '@tawasul/contracts/roles';

export type Portal = 'admin' | 'brand' | 'any';

export interface PortalOrigins {
  adminOrigin: string | undefined;
  brandOrigin: string | undefined;
}

/**
 * DESIGN.md section 6: the brand portal is the brand origin or any host containing "brand"; the admin portal is
 * the rest. With no origins configured (development) every portal is accepted.
 */
export function portalOf(origin: string, { adminOrigin, brandOrigin }: PortalOrigins): Portal {
  if (!adminOrigin && !brandOrigin) return 'any';
  if (origin === brandOrigin) return 'brand';
  if (origin === adminOrigin) return 'admin';
  try {
    return new URL(origin).hostname.includes('brand') ? 'brand' : 'admin';
  } catch {
    return 'admin';
  }
}

/** Admins sign in on the admin portal; brand managers and agents on the brand portal; customers anywhere. */
export function mayUsePortal(role: Role, portal: Portal): boolean {
  if (portal === 'any' || role === 'customer') return true;
  return role === 'admin' ? portal === 'admin' : portal === 'brand';
}
