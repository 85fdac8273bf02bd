import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FaqResponse, type FaqInput } from '@tawasul/contracts/faqs';
import type { ActiveBody } from '@tawasul/contracts/staff';
import { api } from '../../../lib/http/api.ts';
import { faqKeys, reorderKey } from './faq-keys.ts';

function useInvalidateFaqs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: faqKeys.all });
}

/** `POST /api/faqs` without an id (the new FAQ goes last), `PUT /api/faqs/:id` with one. */
export function useSaveFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: FaqInput }) =>
      FaqResponse.parse(id ? await api.put(`/api/faqs/${id}`, body) : await api.post('/api/faqs', body)),
    onSuccess: invalidate,
  });
}

export function useDeleteFaq() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/faqs/${id}`),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/faqs/:id/active`: an inactive FAQ keeps its place but is hidden from the widget. */
export function useSetFaqActive() {
  const invalidate = useInvalidateFaqs();
  return useMutation({
    mutationFn: async ({ id, active }: { id: string } & ActiveBody) =>
      FaqResponse.parse(await api.patch(`/api/faqs/${id}/active`, { active })),
    onSuccess: invalidate,
  });
}

/** The FAQs in the order of `ids`, numbered 1, 2, 3... as the server will number them. */
function inOrder(faqs: readonly FaqResponse[], ids: readonly string[]): FaqResponse[] {
  const byId = new Map(faqs.map((faq) => [faq.id, faq]));
  return ids.flatMap((id, index) => {
    const faq = byId.get(id);
    return faq ? [{ ...faq, position: index + 1 }] : [];
  });
}

/**
 * `PUT /api/faqs/order` with the brand's whole list. The new order shows at once; if the server refuses it (an FAQ
 * deleted meanwhile, a lost connection) the order from before comes back, and once the last save settles the
 * lists are read again from the server.
 */
export function useReorderFaqs(brandId: string) {
  const queryClient = useQueryClient();
  const key = faqKeys.order(brandId);
  return useMutation({
    mutationKey: reorderKey(brandId),
    // One save at a time, in the order made: each sends the whole list, so the last one made is the one that stays.
    scope: { id: reorderKey(brandId).join(':') },
    mutationFn: (ids: string[]) => api.put('/api/faqs/order', { ids, brandId }),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<FaqResponse[]>(key);
      if (previous) queryClient.setQueryData(key, inOrder(previous, ids));
      return { previous };
    },
    onError: (_error, _ids, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      // A quick second move is still on its way: reading now would show an order between the two.
      if (queryClient.isMutating({ mutationKey: reorderKey(brandId) }) > 1) return;
      return queryClient.invalidateQueries({ queryKey: faqKeys.all });
    },
  });
}
