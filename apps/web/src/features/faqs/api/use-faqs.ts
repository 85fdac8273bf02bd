import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FaqListResponse, FaqResponse, type FaqListQuery } from '@tawasul/contracts/faqs';
import { api } from '../../../lib/http/api.ts';
import { faqKeys } from './faq-keys.ts';

/** `GET /api/faqs`: one brand's FAQs (a manager's own brand; the server decides), a page at a time. */
export function useFaqs(query: FaqListQuery, enabled = true) {
  return useQuery({
    queryKey: faqKeys.list(query),
    queryFn: async ({ signal }) => FaqListResponse.parse(await api.get('/api/faqs', { query, signal })),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useFaq(id: string | null) {
  return useQuery({
    queryKey: faqKeys.one(id ?? ''),
    queryFn: async ({ signal }) => FaqResponse.parse(await api.get(`/api/faqs/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}

/** The list's largest page. */
const PAGE_SIZE = 100;

/**
 * Every FAQ of a brand, active or not, in display order: the order applies to the whole list, so reorder mode
 * rearranges all of it rather than one page. Read page by page (a brand has a handful to a few hundred).
 */
export function useFaqOrder(brandId: string | null) {
  return useQuery({
    queryKey: faqKeys.order(brandId ?? ''),
    queryFn: async ({ signal }) => {
      const items: FaqResponse[] = [];
      for (let page = 1; ; page += 1) {
        const query = { brandId: brandId ?? undefined, page, pageSize: PAGE_SIZE, sort: 'position', order: 'asc' };
        const result = FaqListResponse.parse(await api.get('/api/faqs', { query, signal }));
        items.push(...result.items);
        if (result.items.length < PAGE_SIZE || items.length >= result.total) return items;
      }
    },
    enabled: brandId !== null,
  });
}
