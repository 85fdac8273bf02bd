import type { StaffKind } from '../api/staff-kind.ts';

/** The translation group of each kind: whole sentences per kind, never a noun glued into a shared sentence. */
export const staffTexts = (kind: StaffKind) => (kind === 'agents' ? 'staff.agents' : 'staff.managers');
