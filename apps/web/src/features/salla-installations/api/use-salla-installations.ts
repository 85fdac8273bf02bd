import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  SallaInstallationListResponse,
  type SallaInstallation,
  type SallaInstallationListQuery,
} from '@tawasul/contracts/orders';
import type { Page } from '@tawasul/contracts/lists';
import { api } from '../../../lib/http/api.ts';

/** A waiting store as a table row: the merchant id is its key. */
export type InstallationRow = SallaInstallation & { id: string };

const KEY = ['salla-installations'] as const;

/** `GET /api/salla/installations` (admin): Salla stores that installed the app and match no brand yet. */
export function useSallaInstallations(query: z.output<typeof SallaInstallationListQuery>) {
  return useQuery({
    queryKey: [...KEY, 'list', query],
    queryFn: async ({ signal }) =>
      SallaInstallationListResponse.parse(await api.get('/api/salla/installations', { query, signal })),
    select: (page): Page<InstallationRow> => ({
      ...page,
      items: page.items.map((item) => ({ ...item, id: item.merchantId })),
    }),
    placeholderData: keepPreviousData,
    // Stores install at any time: the list is read again whenever the admin comes back to the tab.
    refetchOnWindowFocus: true,
  });
}

/**
 * `POST /api/salla/installations/:merchantId/assign`: the store serves the brand from now on. The list (the store
 * leaves it) and the brands (the brand is now connected) are read again.
 */
export function useAssignInstallation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ merchantId, brandId }: { merchantId: string; brandId: string }) =>
      api.post(`/api/salla/installations/${merchantId}/assign`, { brandId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: KEY }),
        queryClient.invalidateQueries({ queryKey: ['brands'] }),
      ]),
  });
}
