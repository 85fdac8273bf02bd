import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { StaffListResponse, type StaffListQuery } from '@tawasul/contracts/staff';
import { api } from '../../../lib/http/api.ts';
import { staffKeys, staffPath, type StaffKind } from './staff-kind.ts';

/** `GET /api/agents` or `/api/brand-managers`; a manager's list holds only its brand (the server decides). */
export function useStaffList(kind: StaffKind, query: StaffListQuery) {
  return useQuery({
    queryKey: staffKeys.list(kind, query),
    queryFn: async ({ signal }) => StaffListResponse.parse(await api.get(staffPath(kind), { query, signal })),
    placeholderData: keepPreviousData,
    // Presence changes while the list is open; the live socket feed arrives with the chat engine.
    refetchInterval: kind === 'agents' ? 30_000 : false,
  });
}
