import { z } from 'zod';
import { ROLES } from './role-names.ts';

export { BACK_OFFICE_ROLES, isStaffRole, ROLES, STAFF_ROLES } from './role-names.ts';

export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;
