import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { GuestListResponse, GuestResponse, type GuestListQuery } from '@tawasul/contracts/shoppers';
import { api } from '../../../lib/http/api.ts';

/** `GET /api/guests` (admin): anonymous widget visitors. */
export function useGuests(query: GuestListQuery) {
  return useQuery({
    queryKey: ['guests', 'list', query],
    queryFn: async ({ signal }) => GuestListResponse.parse(await api.get('/api/guests', { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useGuest(id: string | null) {
  return useQuery({
    queryKey: ['guests', 'one', id ?? ''],
    queryFn: async ({ signal }) => GuestResponse.parse(await api.get(`/api/guests/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}
