import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '@tawasul/contracts/auth';
import {
  CmsPageInput,
  CmsPageListQuery,
  CmsPageListResponse,
  CmsPageResponse,
  LandingPageInput,
  LandingPageResponse,
} from '@tawasul/contracts/cms';
import { IdParams } from '@tawasul/contracts/lists';
import type { Role } from '@tawasul/contracts/roles';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requireSession } from '../../plugins/session.ts';
import type { LandingPageService } from './landing-page.service.ts';
import type { PagesService } from './pages.service.ts';

const ADMIN: readonly Role[] = ['admin'];
const BASE = '/api/cms/pages';
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeErrors = { ...errors, 409: ErrorResponse };
const tags = ['cms'];

/** CMS pages and the landing page form (admins only). */
export const cmsRoutes: FastifyPluginAsyncZod<{ pages: PagesService; landing: LandingPageService }> = async (
  app,
  { pages, landing },
) => {
  // Every route of this plugin (and only these: the plugin is encapsulated) is for admins.
  app.addHook('preHandler', async (request) => {
    await requireSession(request, ADMIN);
  });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Pages, paginated, searchable (titles, slug), sortable, by published flag',
        querystring: CmsPageListQuery,
        response: { 200: CmsPageListResponse, ...errors },
      },
    },
    async (request) => pages.list(request.query),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Create a page (content HTML is sanitised)',
        body: CmsPageInput,
        response: { 201: CmsPageResponse, ...writeErrors },
      },
    },
    async (request, reply) => reply.status(201).send(await pages.create(request.body)),
  );

  app.get(
    `${BASE}/:id`,
    { schema: { tags, summary: 'A page', params: IdParams, response: { 200: CmsPageResponse, ...errors } } },
    async (request) => pages.get(request.params.id),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a page (content HTML is sanitised)',
        params: IdParams,
        body: CmsPageInput,
        response: { 200: CmsPageResponse, ...writeErrors },
      },
    },
    async (request) => pages.update(request.params.id, request.body),
  );

  app.delete(
    `${BASE}/:id`,
    { schema: { tags, summary: 'Delete a page', params: IdParams, response: { 200: OkResponse, ...errors } } },
    async (request) => {
      await pages.remove(request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/cms/landing-page',
    {
      schema: {
        tags,
        summary: 'The landing page form (defaults until first saved)',
        response: { 200: LandingPageResponse, ...errors },
      },
    },
    async () => landing.get(),
  );

  app.put(
    '/api/cms/landing-page',
    {
      schema: {
        tags,
        summary: 'Save the landing page form',
        body: LandingPageInput,
        response: { 200: LandingPageResponse, ...errors },
      },
    },
    async (request) => landing.save(request.body),
  );
};
