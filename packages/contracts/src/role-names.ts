// The roles without Zod, for the route guard (which the web app runs at start-up, before any Zod is loaded);
// `roles.ts` adds the schema and repeats these exports.

export const ROLES = ['admin', 'brand_manager', 'agent', 'customer'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that sign in to the back office or the agent console. */
export const STAFF_ROLES = ['admin', 'brand_manager', 'agent'] as const satisfies readonly Role[];
export const BACK_OFFICE_ROLES = ['admin', 'brand_manager'] as const satisfies readonly Role[];

export function isStaffRole(role: Role): boolean {
  return (STAFF_ROLES as readonly Role[]).includes(role);
}
