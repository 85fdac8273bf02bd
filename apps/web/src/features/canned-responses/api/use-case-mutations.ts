import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CannedCaseResponse, type CannedCaseInput } from '@tawasul/contracts/canned-responses';
import { api } from '../../../lib/http/api.ts';
import { CASES_PATH, caseKeys, categoryKeys } from './canned-response-keys.ts';

/** Saving or deleting a case changes its categories' case counts too. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (saved?: CannedCaseResponse) => {
    if (saved) queryClient.setQueryData(caseKeys.one(saved.id), saved);
    return Promise.all([
      queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
    ]);
  };
}

/** `POST` without an id, `PUT /:id` with one. */
export function useSaveCase() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: CannedCaseInput }) =>
      CannedCaseResponse.parse(id ? await api.put(`${CASES_PATH}/${id}`, body) : await api.post(CASES_PATH, body)),
    onSuccess: (saved) => refresh(saved),
  });
}

/** `PATCH /:id/active`: an inactive case is not offered to agents. */
export function useSetCaseActive() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string; active: boolean }) =>
      CannedCaseResponse.parse(await api.patch(`${CASES_PATH}/${id}/active`, { active })),
    onSuccess: (saved) => refresh(saved),
  });
}

export function useDeleteCase() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${CASES_PATH}/${id}`),
    onSuccess: () => refresh(),
  });
}
