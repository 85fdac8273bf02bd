import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CmsFaqListResponse, CmsFaqResponse, type CmsFaqInput, type CmsFaqListQuery } from '@tawasul/contracts/faqs';
import { api } from '../../../lib/http/api.ts';
import { cmsFaqKeys } from './faq-keys.ts';

const BASE = '/api/cms/faqs';

/** `GET /api/cms/faqs` (admin): in display order unless another sort is asked for. */
export function useCmsFaqs(query: CmsFaqListQuery) {
  return useQuery({
    queryKey: cmsFaqKeys.list(query),
    queryFn: async ({ signal }) => CmsFaqListResponse.parse(await api.get(BASE, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

/** One FAQ of a list query by its place in it (0-based): the neighbour on the page before or after. */
export async function fetchCmsFaqAt(query: CmsFaqListQuery, index: number): Promise<CmsFaqResponse | undefined> {
  const answer = CmsFaqListResponse.parse(await api.get(BASE, { query: { ...query, page: index + 1, pageSize: 1 } }));
  return answer.items[0];
}

export function useCmsFaq(id: string | null) {
  return useQuery({
    queryKey: cmsFaqKeys.one(id ?? ''),
    queryFn: async ({ signal }) => CmsFaqResponse.parse(await api.get(`${BASE}/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}

function useInvalidateFaqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: cmsFaqKeys.all });
}

/** `POST /api/cms/faqs` (added last) without an id, `PUT /api/cms/faqs/:id` with one. */
export function useSaveCmsFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: CmsFaqInput }) =>
      CmsFaqResponse.parse(id ? await api.put(`${BASE}/${id}`, body) : await api.post(BASE, body)),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/cms/faqs/:id/active`: shown on the landing page or not. */
export function useSetCmsFaqActive() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => api.patch(`${BASE}/${id}/active`, { active }),
    onSuccess: invalidate,
  });
}

/** `PUT /api/cms/faqs/order`: the listed FAQs take the positions they hold between them, in this order. */
export function useReorderCmsFaqs() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: (ids: string[]) => api.put(`${BASE}/order`, { ids }),
    onSuccess: invalidate,
  });
}

export function useDeleteCmsFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${BASE}/${id}`),
    onSuccess: invalidate,
  });
}
