import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from '../i18n/use-translation.tsx';
import { BrandOptionsResponse } from '@tawasul/contracts/brands';
import { api } from '../http/api.ts';
import { currentLanguage } from '../i18n/language.ts';

/**
 * `GET /api/brands/options`: the short brand list of every brand picker (list filters, the staff form, the settings
 * scope). Shared here because several features need it and a feature never imports another.
 */
const brandOptionsQuery = queryOptions({
  queryKey: ['brands', 'options'],
  queryFn: async () => BrandOptionsResponse.parse(await api.get('/api/brands/options')).items,
  staleTime: 60_000,
});

/** The brands as Select items, named in the reader's language. */
export function useBrandOptions(enabled = true) {
  const { i18n } = useTranslation();
  const query = useQuery({ ...brandOptionsQuery, enabled });
  const arabic = currentLanguage(i18n) === 'ar';
  const data = (query.data ?? []).map((brand) => ({
    value: brand.id,
    label: (arabic ? brand.nameAr : brand.nameEn) || brand.nameEn,
  }));
  return { ...query, data };
}
