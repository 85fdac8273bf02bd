import { z } from 'zod';
import { ProductLanguage } from './locales.ts';
import { Email, GamerId, OtpCode, Phone } from './validation.ts';

const Name = z.string().trim().max(100);

/** `PATCH /api/users/me`: the signed-in user's own profile. E-mail and phone change through a verified code. */
export const UpdateProfileBody = z.object({
  /** Every screen's fallback name: it may change, never be emptied (issue 22). */
  firstNameEn: Name.min(1, { error: 'validation.required' }).optional(),
  lastNameEn: Name.optional(),
  firstNameAr: Name.optional(),
  lastNameAr: Name.optional(),
  gamerId: GamerId.nullable().optional(),
  language: ProductLanguage.optional(),
  /** An uploaded image (POST /api/uploads?kind=image), or null to remove the picture. */
  imageUploadId: z.uuid().nullable().optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBody>;

/** `DELETE /api/users/me`: erases the account's personal data and signs it out everywhere. */
export const DeleteAccountBody = z.object({
  /** The current password, for accounts that have one. */
  password: z.string().optional(),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBody>;

/**
 * Changing one's e-mail or phone (`/admin/otp`): send a code to the new address, verify it, then apply it.
 * `POST /api/users/me/contact/send` → `POST .../verify` → `POST .../apply`.
 */
export const ChangeContactSendBody = z
  .object({ email: Email.optional(), phone: Phone.optional() })
  .refine((body) => (body.email === undefined) !== (body.phone === undefined), {
    error: 'validation.emailOrPhoneRequired',
    path: ['phone'],
  });
export type ChangeContactSendBody = z.infer<typeof ChangeContactSendBody>;

export const ChangeContactVerifyBody = z.object({ otpSessionId: z.string().min(1), code: OtpCode });
export type ChangeContactVerifyBody = z.infer<typeof ChangeContactVerifyBody>;

export const ChangeContactApplyBody = z.object({ otpSessionId: z.string().min(1) });
export type ChangeContactApplyBody = z.infer<typeof ChangeContactApplyBody>;
