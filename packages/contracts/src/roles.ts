import { z } from 'zod';

export const Role = z.enum(['admin', 'brand_manager', 'agent', 'customer']);
export type Role = z.infer<typeof Role>;

/** Roles that sign in to the back office or the agent console. */
export const STAFF_ROLES = ['admin', 'brand_manager', 'agent'] as const satisfies readonly Role[];
export const BACK_OFFICE_ROLES = ['admin', 'brand_manager'] as const satisfies readonly Role[];

export function isStaffRole(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}
