import { z } from 'zod';
import { ProductLanguage } from './locales.ts';
import { GamerId } from './validation.ts';

const Name = z.string().trim().max(100);

/** `PATCH /api/users/me`: the signed-in user's own profile. E-mail and phone change through a verified code. */
export const UpdateProfileBody = z.object({
  firstNameEn: Name.optional(),
  lastNameEn: Name.optional(),
  firstNameAr: Name.optional(),
  lastNameAr: Name.optional(),
  gamerId: GamerId.nullable().optional(),
  language: ProductLanguage.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** `DELETE /api/users/me`: erases the account's personal data and signs it out everywhere. */
export const DeleteAccountBody = z.object({
  /** The current password, for accounts that have one. */
  password: z.string().optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;
