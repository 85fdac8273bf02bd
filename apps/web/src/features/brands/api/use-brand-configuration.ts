import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BrandConfiguration } from '@tawasul/contracts/settings';
import { api } from '../../../lib/http/api.ts';
import { brandKeys } from './brand-keys.ts';

/** `GET /api/brands/:id/configuration`: preset messages, notification config and toggles. */
export function useBrandConfiguration(brandId: string | null) {
  return useQuery({
    queryKey: brandKeys.configuration(brandId ?? ''),
    queryFn: async ({ signal }) =>
      BrandConfiguration.parse(await api.get(`/api/brands/${brandId ?? ''}/configuration`, { signal })),
    enabled: brandId !== null,
  });
}

export function useSaveBrandConfiguration(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: BrandConfiguration) =>
      BrandConfiguration.parse(await api.put(`/api/brands/${brandId}/configuration`, body)),
    onSuccess: (saved) => queryClient.setQueryData(brandKeys.configuration(brandId), saved),
  });
}
