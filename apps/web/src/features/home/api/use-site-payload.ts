import { useQuery } from '@tanstack/react-query';
import { LandingPayload, PagePayload } from '@tawasul/contracts/cms';
import { api } from '../../../lib/http/api.ts';
import { takeInlineData } from '../../../lib/http/inline-data.ts';

/**
 * Each public page renders from one request, `{path}/_payload.json`, holding both languages: switching the
 * language re-renders without asking again. The server sends an ETag, so the browser revalidates cheaply.
 */
const PAYLOAD_STALE_MS = 60_000;

/** `GET /_payload.json`: the landing page, the active CMS FAQs and the published pages. */
export function useLandingPayload() {
  return useQuery({
    queryKey: ['site', '/'],
    queryFn: async ({ signal }) => LandingPayload.parse(await api.get('/_payload.json', { signal })),
    // Given with the page on a first visit: checked by the same contract, else asked for as usual.
    initialData: () => {
      const given = LandingPayload.safeParse(takeInlineData('/_payload.json'));
      return given.success ? given.data : undefined;
    },
    staleTime: PAYLOAD_STALE_MS,
  });
}

/** `GET /pages/{slug}/_payload.json`: a published page (404 PAGE_NOT_FOUND otherwise) and the site footer. */
export function usePagePayload(slug: string) {
  return useQuery({
    queryKey: ['site', `/pages/${slug}`],
    queryFn: async ({ signal }) =>
      PagePayload.parse(await api.get(`/pages/${encodeURIComponent(slug)}/_payload.json`, { signal })),
    staleTime: PAYLOAD_STALE_MS,
  });
}
