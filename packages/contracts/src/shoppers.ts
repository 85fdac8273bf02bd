import { z } from 'zod';
import { BooleanQuery, listQuery, paginated } from './lists.ts';

/** Customers (accounts) and guests (anonymous widget users), as the back office lists them. */
export const CustomerResponse = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  gamerId: z.string().nullable(),
  blocked: z.boolean(),
  /** Why the customer was blocked, as the admin wrote it (null when not blocked). */
  blockReason: z.string().nullable(),
  chatsCount: z.number().int(),
  lastSeenAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type CustomerResponse = z.infer<typeof CustomerResponse>;

export const CustomerListQuery = listQuery(['name', 'createdAt', 'lastSeenAt'], 'createdAt').extend({
  blocked: BooleanQuery.optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;
export const CustomerListResponse = paginated(CustomerResponse);

/** `PATCH /api/customers/{id}/block`: blocking ends the customer's sessions; unblocking clears the reason. */
export const BlockBody = z.object({ blocked: z.boolean(), reason: z.string().trim().max(300).optional() });
export type BlockBody = z.infer<typeof BlockBody>;

export const GuestResponse = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  brandId: z.uuid(),
  brandNameEn: z.string(),
  brandNameAr: z.string(),
  chatsCount: z.number().int(),
  lastSeenAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
});
export type GuestResponse = z.infer<typeof GuestResponse>;

export const GuestListQuery = listQuery(['createdAt', 'lastSeenAt'], 'lastSeenAt').extend({
  brandId: z.uuid().optional(),
});
export type GuestListQuery = z.infer<typeof GuestListQuery>;
export const GuestListResponse = paginated(GuestResponse);
