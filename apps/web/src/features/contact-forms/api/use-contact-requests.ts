import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ContactRequestListResponse,
  ContactRequestResponse,
  type ContactRequestListQuery,
} from '@tawasul/contracts/contact-forms';
import { api } from '../../../lib/http/api.ts';
import { contactFormKeys } from './contact-form-keys.ts';

/** New requests arrive from shoppers at any time; until the live socket feed exists, the list looks again. */
const REQUESTS_REFRESH_MS = 15_000;

/** `GET /api/contact-forms`: every brand's requests for an admin, its own brand's for a manager (the server decides). */
export function useContactRequests(query: ContactRequestListQuery) {
  return useQuery({
    queryKey: contactFormKeys.list(query),
    queryFn: async ({ signal }) =>
      ContactRequestListResponse.parse(await api.get('/api/contact-forms', { query, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: REQUESTS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useContactRequest(id: string | null) {
  return useQuery({
    queryKey: contactFormKeys.one(id ?? ''),
    queryFn: async ({ signal }) =>
      ContactRequestResponse.parse(await api.get(`/api/contact-forms/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}

/** `PATCH /api/contact-forms/:id/handled`. */
export function useSetHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, handled }: { id: string; handled: boolean }) =>
      ContactRequestResponse.parse(await api.patch(`/api/contact-forms/${id}/handled`, { handled })),
    onSuccess: (request) => {
      queryClient.setQueryData(contactFormKeys.one(request.id), request);
      return queryClient.invalidateQueries({ queryKey: contactFormKeys.requests });
    },
  });
}
