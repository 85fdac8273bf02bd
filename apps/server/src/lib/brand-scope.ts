import type { ErrorCode } from '@tawasul/contracts/errors';
import type { Role } from '@tawasul/contracts/roles';
import { AppError } from './app-error.ts';
import { fieldError } from './validation-error.ts';

/** Who is asking: the signed-in user's id, role and brand. */
export interface Actor {
  id: string;
  role: Role;
  brandId: string | null;
}

/**
 * The one brand a brand-scoped record may belong to for this actor, or null for "every brand" (admins). Brand staff
 * (managers, and agents where a route lets them in) reach only their own brand; anyone else is refused.
 */
export function brandScope(actor: Actor): string | null {
  if (actor.role === 'admin') return null;
  if ((actor.role === 'brand_manager' || actor.role === 'agent') && actor.brandId) return actor.brandId;
  throw new AppError('FORBIDDEN');
}

/** A record of another brand is "not found" to brand staff, so its existence is never confirmed. */
export function assertInScope(actor: Actor, brandId: string, notFound: ErrorCode): void {
  const scope = brandScope(actor);
  if (scope !== null && scope !== brandId) throw new AppError(notFound);
}

/**
 * The brand a list or search is about: brand staff always their own (asking for another is BRAND_NOT_FOUND), an
 * admin the one it names or, with none, every brand (undefined).
 */
export function listBrand(actor: Actor, requested: string | undefined): string | undefined {
  const scope = brandScope(actor);
  if (scope === null) return requested;
  if (requested && requested !== scope) throw new AppError('BRAND_NOT_FOUND');
  return scope;
}

/**
 * The brand a new record goes to: brand staff their own (another is BRAND_NOT_FOUND), an admin the one it names
 * (required; it must exist).
 */
export async function targetBrand(
  actor: Actor,
  requested: string | undefined,
  exists: (brandId: string) => Promise<boolean>,
): Promise<string> {
  const scope = brandScope(actor);
  const brandId = requested ?? scope;
  if (!brandId) throw fieldError(['brandId'], 'validation.required');
  if (scope !== null && brandId !== scope) throw new AppError('BRAND_NOT_FOUND');
  if (scope === null && !(await exists(brandId))) throw new AppError('BRAND_NOT_FOUND');
  return brandId;
}
