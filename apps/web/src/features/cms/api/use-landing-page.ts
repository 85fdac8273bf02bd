import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LandingPageResponse, type LandingPageInput } from '@tawasul/contracts/cms';
import { api } from '../../../lib/http/api.ts';
import { cmsKeys } from './cms-keys.ts';

const PATH = '/api/cms/landing-page';

/** `GET /api/cms/landing-page`: the saved form, or the defaults until it is first saved. */
export function useLandingPage() {
  return useQuery({
    queryKey: cmsKeys.landingPage,
    queryFn: async ({ signal }) => LandingPageResponse.parse(await api.get(PATH, { signal })),
  });
}

export function useSaveLandingPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LandingPageInput) => LandingPageResponse.parse(await api.put(PATH, body)),
    onSuccess: (saved) => queryClient.setQueryData(cmsKeys.landingPage, saved),
  });
}
