import type { SessionUser } from '@tawasul/contracts/auth';
import { isProductLanguage } from '@tawasul/contracts/locale-registry';
import { ROLES, type Role } from '@tawasul/contracts/role-names';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isRole = (value: unknown): value is Role => (ROLES as readonly unknown[]).includes(value);
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The user of a `GET /api/_auth/session` reply (`{ user }`), checked field by field as the contract's
 * `SessionResponse` checks it — session-reply.test.ts holds the two together — because the start-up bundle, and with
 * it the sign-in page, carries no Zod. A reply that is not one reads as signed out (null).
 */
export function readSessionUser(body: unknown): SessionUser | null {
  if (!isRecord(body) || !isRecord(body.user)) return null;
  const user = body.user;
  const { id, email, phone, name, firstNameEn, lastNameEn, firstNameAr, lastNameAr, image, gamerId } = user;
  const { roles, brandId, language, isOnline, emailVerified } = user;
  if (typeof id !== 'string' || typeof name !== 'string' || typeof isOnline !== 'boolean') return null;
  if (typeof emailVerified !== 'boolean') return null;
  if (!Array.isArray(roles) || !roles.every(isRole) || !isProductLanguage(language)) return null;
  const texts = [email, phone, firstNameEn, lastNameEn, firstNameAr, lastNameAr, image, gamerId, brandId];
  if (!texts.every(isTextOrNull)) return null;
  // A new object of the contract's fields only, as Zod's parse returns it.
  return {
    id,
    email: email as string | null,
    emailVerified,
    phone: phone as string | null,
    name,
    firstNameEn: firstNameEn as string | null,
    lastNameEn: lastNameEn as string | null,
    firstNameAr: firstNameAr as string | null,
    lastNameAr: lastNameAr as string | null,
    image: image as string | null,
    gamerId: gamerId as string | null,
    roles: [...roles],
    brandId: brandId as string | null,
    language,
    isOnline,
  };
}
