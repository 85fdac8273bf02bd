import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CategoryResponse, type CategoryInput } from '@tawasul/contracts/canned-responses';
import { api } from '../../../lib/http/api.ts';
import { CATEGORIES_PATH, caseKeys, categoryKeys } from './canned-response-keys.ts';

/**
 * `POST` without an id, `PUT /:id` with one. Cases show their categories' names, so their lists refresh too (the
 * category picker is under `categoryKeys.all`).
 */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: CategoryInput }) =>
      CategoryResponse.parse(
        id ? await api.put(`${CATEGORIES_PATH}/${id}`, body) : await api.post(CATEGORIES_PATH, body),
      ),
    onSuccess: (category) => {
      queryClient.setQueryData(categoryKeys.one(category.id), category);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
        queryClient.invalidateQueries({ queryKey: caseKeys.all }),
      ]);
    },
  });
}

/** Refused with CATEGORY_HAS_RELATED_RECORDS while a case is filed under it. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${CATEGORIES_PATH}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
