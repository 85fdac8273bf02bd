import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CmsPageListResponse, CmsPageResponse, type CmsPageInput, type CmsPageListQuery } from '@tawasul/contracts/cms';
import { api } from '../../../lib/http/api.ts';
import { cmsKeys } from './cms-keys.ts';

const BASE = '/api/cms/pages';

/** `GET /api/cms/pages` (admin). */
export function useCmsPages(query: CmsPageListQuery) {
  return useQuery({
    queryKey: cmsKeys.pageList(query),
    queryFn: async ({ signal }) => CmsPageListResponse.parse(await api.get(BASE, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

/** `GET /api/cms/pages/:id`: the page with its (sanitised) content in both languages. */
export function useCmsPage(id: string | null) {
  return useQuery({
    queryKey: cmsKeys.page(id ?? ''),
    queryFn: async ({ signal }) => CmsPageResponse.parse(await api.get(`${BASE}/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}

/** `POST /api/cms/pages` without an id, `PUT /api/cms/pages/:id` with one. */
export function useSaveCmsPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string | null; body: CmsPageInput }) =>
      CmsPageResponse.parse(id ? await api.put(`${BASE}/${id}`, body) : await api.post(BASE, body)),
    onSuccess: (page) => {
      queryClient.setQueryData(cmsKeys.page(page.id), page);
      return queryClient.invalidateQueries({ queryKey: cmsKeys.pages });
    },
  });
}

export function useDeleteCmsPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${BASE}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cmsKeys.pages }),
  });
}
