import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LandingPayload, PagePayload, SlugParams } from '@tawasul/contracts/cms';
import { ErrorResponse } from '@tawasul/contracts/system';
import { sendCacheableJson } from '../../lib/http-cache.ts';
import type { PublicSiteService } from './public-site.service.ts';

const tags = ['public'];

/**
 * The landing page's payload given with its HTML (`plugins/app-page.ts`), as `GET /_payload.json` answers it: the
 * page then draws its content at once, without a second round trip and a placeholder first (issue 22).
 */
export function landingPageData(site: PublicSiteService) {
  return async (page: string) =>
    page === '/' ? { url: '/_payload.json', data: LandingPayload.parse(await site.landingPayload()) } : null;
}

/**
 * `{path}/_payload.json`: everything a public page renders, in one cacheable request. Registered routes, so the
 * web app's fallback (which answers unknown paths with index.html) never sees these paths.
 */
export const publicSiteRoutes: FastifyPluginAsyncZod<{ site: PublicSiteService }> = async (app, { site }) => {
  app.get(
    '/_payload.json',
    {
      schema: {
        tags,
        summary: 'The landing page: its content, the active CMS FAQs and the published pages (ETag, 304)',
        response: { 200: LandingPayload },
      },
    },
    async (request, reply) => sendCacheableJson(request, reply, await site.landingPayload()),
  );

  app.get(
    '/pages/:slug/_payload.json',
    {
      schema: {
        tags,
        summary: 'A published page in both languages and the site footer (ETag, 304)',
        params: SlugParams,
        response: { 200: PagePayload, 404: ErrorResponse },
      },
    },
    async (request, reply) => sendCacheableJson(request, reply, await site.pagePayload(request.params.slug)),
  );
};
