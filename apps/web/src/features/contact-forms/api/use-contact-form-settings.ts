import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ContactFormSettingsResponse, type ContactFormSettingsInput } from '@tawasul/contracts/contact-forms';
import { api } from '../../../lib/http/api.ts';
import { contactFormKeys } from './contact-form-keys.ts';

const path = (brandId: string) => `/api/brands/${brandId}/contact-form-settings`;

/** `GET /api/brands/:id/contact-form-settings`: the brand's texts (the defaults until it saves its own). */
export function useContactFormSettings(brandId: string | null) {
  return useQuery({
    queryKey: contactFormKeys.settings(brandId ?? ''),
    queryFn: async ({ signal }) => ContactFormSettingsResponse.parse(await api.get(path(brandId ?? ''), { signal })),
    enabled: brandId !== null,
  });
}

export function useSaveContactFormSettings(brandId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ContactFormSettingsInput) =>
      ContactFormSettingsResponse.parse(await api.put(path(brandId), body)),
    onSuccess: (saved) => queryClient.setQueryData(contactFormKeys.settings(brandId), saved),
  });
}
