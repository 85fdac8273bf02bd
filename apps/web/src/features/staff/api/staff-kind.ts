/** Agents and brand managers share one contract (staff.ts) and one set of screens; only the path differs. */
export type StaffKind = 'agents' | 'brand-managers';

export const staffPath = (kind: StaffKind, id?: string) => (id ? `/api/${kind}/${id}` : `/api/${kind}`);

export const staffKeys = {
  all: (kind: StaffKind) => ['staff', kind] as const,
  list: (kind: StaffKind, query: object) => ['staff', kind, 'list', query] as const,
  one: (kind: StaffKind, id: string) => ['staff', kind, 'one', id] as const,
};
