import { z } from 'zod';
import { BooleanQuery, listQuery, paginated } from './lists.ts';
import { Email, Password, Phone } from './validation.ts';

const Name = z.string().trim().min(1, { error: 'validation.required' }).max(100);

/**
 * Create or update an agent or a brand manager. A brand manager creating an agent may omit `brandId` (its own brand
 * is used); anything else is refused. `password` is required on create and optional on update (sets a new one).
 */
export const StaffInput = z.object({
  firstNameEn: Name,
  lastNameEn: Name,
  firstNameAr: Name,
  lastNameAr: Name,
  email: Email,
  phone: Phone.nullable().optional(),
  brandId: z.uuid().optional(),
  password: Password.optional(),
  active: z.boolean().default(true),
});
export type StaffInput = z.input<typeof StaffInput>;

export const StaffResponse = z.object({
  id: z.uuid(),
  role: z.enum(['agent', 'brand_manager']),
  name: z.string(),
  firstNameEn: z.string().nullable(),
  lastNameEn: z.string().nullable(),
  firstNameAr: z.string().nullable(),
  lastNameAr: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  brandId: z.uuid().nullable(),
  brandNameEn: z.string().nullable(),
  brandNameAr: z.string().nullable(),
  /** Current presence: the online switch (`PATCH /api/auth/changeOnlineStatus`); deactivation sets it false. */
  isOnline: z.boolean(),
  neverLoggedIn: z.boolean(),
  lastSignInAt: z.iso.datetime().nullable(),
  active: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type StaffResponse = z.infer<typeof StaffResponse>;

export const StaffListQuery = listQuery(['name', 'email', 'createdAt', 'lastSignInAt'], 'createdAt').extend({
  brandId: z.uuid().optional(),
  active: BooleanQuery.optional(),
  status: z.enum(['online', 'offline']).optional(),
});
export type StaffListQuery = z.infer<typeof StaffListQuery>;

export const StaffListResponse = paginated(StaffResponse);
export type StaffListResponse = z.infer<typeof StaffListResponse>;

export const ActiveBody = z.object({ active: z.boolean() });
export type ActiveBody = z.infer<typeof ActiveBody>;
