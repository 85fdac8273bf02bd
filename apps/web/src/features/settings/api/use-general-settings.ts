import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { GeneralSettingsResponse, type BrandGeneralSettings, type GeneralSettings } from '@tawasul/contracts/settings';
import { api } from '../../../lib/http/api.ts';

const settingsKey = (brandId: string | null) => ['settings', 'general', brandId ?? 'platform'] as const;

/** `GET /api/settings/general[?brandId=]`: the platform defaults, or a brand's own values beside them. */
export function useGeneralSettings(brandId: string | null) {
  return useQuery({
    queryKey: settingsKey(brandId),
    queryFn: async ({ signal }) =>
      GeneralSettingsResponse.parse(
        await api.get('/api/settings/general', { query: { brandId: brandId ?? undefined }, signal }),
      ),
  });
}

/** `PUT`: GeneralSettings for the platform, BrandGeneralSettings (null = platform default) for a brand. */
export function useSaveGeneralSettings(brandId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: GeneralSettings | BrandGeneralSettings) =>
      GeneralSettingsResponse.parse(
        await api.put('/api/settings/general', body, { query: { brandId: brandId ?? undefined } }),
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey(brandId), saved);
      // A new platform default changes what every brand without its own value shows.
      if (!brandId) return queryClient.invalidateQueries({ queryKey: ['settings', 'general'] });
    },
  });
}
