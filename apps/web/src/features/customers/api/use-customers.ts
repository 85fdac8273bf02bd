import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CustomerListResponse,
  CustomerResponse,
  type BlockBody,
  type CustomerListQuery,
} from '@tawasul/contracts/shoppers';
import { api } from '../../../lib/http/api.ts';

/** `GET /api/customers` (admin). */
export function useCustomers(query: CustomerListQuery) {
  return useQuery({
    queryKey: ['customers', 'list', query],
    queryFn: async ({ signal }) => CustomerListResponse.parse(await api.get('/api/customers', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCustomer(id: string | null) {
  return useQuery({
    queryKey: ['customers', 'one', id ?? ''],
    queryFn: async ({ signal }) => CustomerResponse.parse(await api.get(`/api/customers/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}

/** `PATCH /api/customers/:id/block`: a blocked customer is signed out and told to contact support at sign-in. */
export function useBlockCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & BlockBody) => api.patch(`/api/customers/${id}/block`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['customers'] }),
  });
}
