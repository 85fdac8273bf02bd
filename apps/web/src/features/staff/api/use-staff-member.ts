import { useQuery } from '@tanstack/react-query';
import { StaffResponse } from '@tawasul/contracts/staff';
import { api } from '../../../lib/http/api.ts';
import { staffKeys, staffPath, type StaffKind } from './staff-kind.ts';

export function useStaffMember(kind: StaffKind, id: string | null) {
  return useQuery({
    queryKey: staffKeys.one(kind, id ?? ''),
    queryFn: async ({ signal }) => StaffResponse.parse(await api.get(staffPath(kind, id ?? ''), { signal })),
    enabled: id !== null,
  });
}
