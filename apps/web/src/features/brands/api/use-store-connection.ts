import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConnectionTestResponse, SallaAuthorizeResponse, type CsCartConnectionBody } from '@tawasul/contracts/orders';
import { api } from '../../../lib/http/api.ts';
import { brandKeys } from './brand-keys.ts';

/** `GET /api/brands/:id/salla/authorize`: Salla's consent page for the brand (opened in the 960×600 popup). */
export async function fetchSallaAuthorizeUrl(brandId: string): Promise<string> {
  return SallaAuthorizeResponse.parse(await api.get(`/api/brands/${brandId}/salla/authorize`, { retry: 0 })).url;
}

/** `POST /api/brands/:id/cs-cart/test`: asks the store with these details, stores nothing. */
export function useTestCsCartConnection(brandId: string) {
  return useMutation({
    mutationFn: async (body: CsCartConnectionBody) =>
      ConnectionTestResponse.parse(await api.post(`/api/brands/${brandId}/cs-cart/test`, body)),
  });
}

/** `PUT /api/brands/:id/cs-cart`: keeps the details (the key encrypted); the brand's connection status changes. */
export function useSaveCsCartConnection(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CsCartConnectionBody) => api.put(`/api/brands/${brandId}/cs-cart`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: brandKeys.all }),
  });
}
