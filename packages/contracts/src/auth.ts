import { z } from 'zod';
import { ProductLanguage } from './locales.ts';
import { Role } from './roles.ts';
import { Email, GamerId, OtpCode, Password, Phone, withPasswordConfirmation } from './validation.ts';

export const SessionUser = z.object({
  id: z.string(),
  email: z.string().nullable(),
  /**
   * Whether the e-mail was proven by a code. A phone sign-up's e-mail is not until its owner verifies it (account,
   * "Verify e-mail"); an unverified e-mail finds no orders (issue 18).
   */
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  name: z.string(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  firstNameAr: z.string().nullable(),
  lastNameAr: z.string().nullable(),
  image: z.string().nullable(),
  gamerId: z.string().nullable(),
  roles: z.array(Role),
  brandId: z.string().nullable(),
  language: ProductLanguage,
  isOnline: z.boolean(),
});
export type SessionUser = z.infer<typeof SessionUser>;

/** `GET /api/_auth/session`: `{ user: null }` when signed out. */
export const SessionResponse = z.object({ user: SessionUser.nullable() });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SignInWithPasswordBody = z.object({
  email: Email,
  password: z.string().min(1, { error: 'validation.required' }),
});
export type SignInWithPasswordBody = z.infer<typeof SignInWithPasswordBody>;

export const OtpPurpose = z.enum(['sign-in', 'sign-up']);
export type OtpPurpose = z.infer<typeof OtpPurpose>;

/** Either an e-mail or a phone receives the code. */
export const SendOtpBody = z
  .object({
    purpose: OtpPurpose,
    email: Email.optional(),
    phone: Phone.optional(),
  })
  .refine((body) => body.email !== undefined || body.phone !== undefined, {
    error: 'validation.emailOrPhoneRequired',
    path: ['phone'],
  });
export type SendOtpBody = z.infer<typeof SendOtpBody>;

export const SendOtpResponse = z.object({
  otpSessionId: z.string(),
  channel: z.enum(['sms', 'email']),
  expiresInSeconds: z.number().int(),
  resendInSeconds: z.number().int(),
});
export type SendOtpResponse = z.infer<typeof SendOtpResponse>;

export const SignUpProfile = z.object({
  firstName: z.string().trim().max(100).optional(),
  lastName: z.string().trim().max(100).optional(),
  email: Email.optional(),
  gamerId: GamerId.optional(),
});
export type SignUpProfile = z.infer<typeof SignUpProfile>;

/**
 * How the session is carried: a cookie (the default) or, for the chat widget inside a store's page where cookies are
 * third-party, a bearer token returned in the reply (customers only; never set as a cookie).
 */
export const SessionTransport = z.enum(['cookie', 'bearer']);
export type SessionTransport = z.infer<typeof SessionTransport>;

export const VerifyOtpBody = z.object({
  otpSessionId: z.string().min(1, { error: 'validation.required' }),
  code: OtpCode,
  /** Only for the sign-up purpose. */
  profile: SignUpProfile.optional(),
  /** `cookie` when left out. */
  session: SessionTransport.optional(),
});
export type VerifyOtpBody = z.infer<typeof VerifyOtpBody>;

export const UserResponse = z.object({ user: SessionUser });
export type UserResponse = z.infer<typeof UserResponse>;

/** `POST /api/auth/otp/verify`: with `session: 'bearer'`, `token` is sent as `Authorization: Bearer <token>`. */
export const VerifyOtpResponse = UserResponse.extend({ token: z.string().optional() });
export type VerifyOtpResponse = z.infer<typeof VerifyOtpResponse>;

export const ForgotPasswordBody = z.object({ email: Email });
export type ForgotPasswordBody = z.infer<typeof ForgotPasswordBody>;

export const ResetTokenQuery = z.object({ token: z.string().min(1, { error: 'validation.required' }) });
export type ResetTokenQuery = z.infer<typeof ResetTokenQuery>;

export const ResetPasswordBody = withPasswordConfirmation({
  token: z.string().min(1, { error: 'validation.required' }),
  password: Password,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBody>;

export const ChangePasswordBody = withPasswordConfirmation(
  {
    currentPassword: z.string().min(1, { error: 'validation.required' }),
    newPassword: Password,
  },
  'newPassword',
  // A change that changes nothing is refused (issue 22, defect 12): the form says so instead of "saved".
).refine((value) => value.newPassword !== value.currentPassword, {
  error: 'validation.passwordUnchanged',
  path: ['newPassword'],
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/** `PATCH /api/auth/changeOnlineStatus` (spec section 7). */
export const OnlineStatusBody = z.object({ isOnline: z.boolean() });
export type OnlineStatusBody = z.infer<typeof OnlineStatusBody>;

/** `GET /api/admin/language` (spec section 7) and its setter. */
export const LanguageBody = z.object({ language: ProductLanguage });
export type LanguageBody = z.infer<typeof LanguageBody>;

export const OkResponse = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponse>;
