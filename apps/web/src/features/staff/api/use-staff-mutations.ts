import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StaffResponse, type ActiveBody, type StaffInput } from '@tawasul/contracts/staff';
import { api } from '../../../lib/http/api.ts';
import { staffKeys, staffPath, type StaffKind } from './staff-kind.ts';

function useInvalidateStaff(kind: StaffKind) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.all(kind) });
}

/** `POST /api/{kind}` without an id, `PUT /api/{kind}/:id` with one. */
export function useSaveStaff(kind: StaffKind) {
  const invalidate = useInvalidateStaff(kind);
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: StaffInput }) =>
      StaffResponse.parse(id ? await api.put(staffPath(kind, id), body) : await api.post(staffPath(kind), body)),
    onSuccess: invalidate,
  });
}

export function useDeleteStaff(kind: StaffKind) {
  const invalidate = useInvalidateStaff(kind);
  return useMutation({
    mutationFn: (id: string) => api.delete(staffPath(kind, id)),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/{kind}/:id/active`: a deactivated account is signed out and cannot sign in. */
export function useSetStaffActive(kind: StaffKind) {
  const invalidate = useInvalidateStaff(kind);
  return useMutation({
    mutationFn: ({ id, active }: { id: string } & ActiveBody) => api.patch(`${staffPath(kind, id)}/active`, { active }),
    onSuccess: invalidate,
  });
}
