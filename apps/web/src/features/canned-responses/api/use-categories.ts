import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n/use-translation.tsx';
import {
  CategoryListResponse,
  CategoryOptionsResponse,
  CategoryResponse,
  type CategoryListQuery,
} from '@tawasul/contracts/canned-responses';
import { api } from '../../../lib/http/api.ts';
import { currentLanguage } from '../../../lib/i18n/language.ts';
import { CATEGORIES_PATH, categoryKeys } from './canned-response-keys.ts';

/** `GET /api/canned-responses/categories` (admin). */
export function useCategories(query: CategoryListQuery) {
  return useQuery({
    queryKey: categoryKeys.list(query),
    queryFn: async ({ signal }) => CategoryListResponse.parse(await api.get(CATEGORIES_PATH, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useCategory(id: string | null) {
  return useQuery({
    queryKey: categoryKeys.one(id ?? ''),
    queryFn: async ({ signal }) => CategoryResponse.parse(await api.get(`${CATEGORIES_PATH}/${id ?? ''}`, { signal })),
    enabled: id !== null,
  });
}

/** `GET /api/canned-responses/categories/options`: every category as Select items, named in the reader's language. */
export function useCategoryOptions() {
  const { i18n } = useTranslation();
  const query = useQuery({
    queryKey: categoryKeys.options,
    queryFn: async ({ signal }) =>
      CategoryOptionsResponse.parse(await api.get(`${CATEGORIES_PATH}/options`, { signal })).items,
    staleTime: 60_000,
  });
  const arabic = currentLanguage(i18n) === 'ar';
  const data = (query.data ?? []).map((category) => ({
    value: category.id,
    label: (arabic ? category.nameAr : category.nameEn) || category.nameEn,
  }));
  return { ...query, data };
}
