import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BrandListResponse, BrandResponse, type BrandListQuery } from '@tawasul/contracts/brands';
import { api } from '../../../lib/http/api.ts';
import { brandKeys } from './brand-keys.ts';

/** `GET /api/brands` (admin). */
export function useBrands(query: BrandListQuery) {
  return useQuery({
    queryKey: brandKeys.list(query),
    queryFn: async ({ signal }) => BrandListResponse.parse(await api.get('/api/brands', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/brands/:id`: any brand for an admin, its own for a brand manager. */
export function useBrand(id: string | null) {
  return useQuery({
    queryKey: brandKeys.one(id ?? ''),
    queryFn: async ({ signal }) => BrandResponse.parse(await api.get(`/api/brands/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}
