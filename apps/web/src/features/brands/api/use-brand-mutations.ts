import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BrandResponse, type BrandInput } from '@tawasul/contracts/brands';
import { api } from '../../../lib/http/api.ts';
import { brandKeys } from './brand-keys.ts';

/** `POST /api/brands` without an id, `PUT /api/brands/:id` with one; pickers list brands too, so all refresh. */
export function useSaveBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: BrandInput }) =>
      BrandResponse.parse(id ? await api.put(`/api/brands/${id}`, body) : await api.post('/api/brands', body)),
    onSuccess: (brand) => {
      queryClient.setQueryData(brandKeys.one(brand.id), brand);
      return queryClient.invalidateQueries({ queryKey: brandKeys.all });
    },
  });
}

export function useDeleteBrand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/brands/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
