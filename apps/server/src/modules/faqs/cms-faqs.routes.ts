import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '@tawasul/contracts/auth';
import {
  CmsFaqInput,
  CmsFaqListQuery,
  CmsFaqListResponse,
  CmsFaqOrderInput,
  CmsFaqResponse,
} from '@tawasul/contracts/faqs';
import { IdParams } from '@tawasul/contracts/lists';
import type { Role } from '@tawasul/contracts/roles';
import { ActiveBody } from '@tawasul/contracts/staff';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requireSession } from '../../plugins/session.ts';
import type { FaqsService } from './faqs.service.ts';

const ADMIN: readonly Role[] = ['admin'];
const BASE = '/api/cms/faqs';
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['cms'];

/** The public site's own FAQ, shown on the landing page (admins only). */
export const cmsFaqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  // Every route of this plugin (and only these: the plugin is encapsulated) is for admins.
  app.addHook('preHandler', async (request) => {
    await requireSession(request, ADMIN);
  });

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'CMS FAQs in display order (default), paginated, searchable, by active flag',
        querystring: CmsFaqListQuery,
        response: { 200: CmsFaqListResponse, ...errors },
      },
    },
    async (request) => faqs.site.list(request.query),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Create a CMS FAQ (added last)',
        body: CmsFaqInput,
        response: { 201: CmsFaqResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await faqs.site.create(request.body)),
  );

  app.put(
    `${BASE}/order`,
    {
      schema: {
        tags,
        summary: 'Reorder the CMS FAQs: the listed ones take their shared positions in the order given',
        body: CmsFaqOrderInput,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await faqs.site.reorder(request.body.ids);
      return { ok: true as const };
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { tags, summary: 'A CMS FAQ', params: IdParams, response: { 200: CmsFaqResponse, ...errors } } },
    async (request) => faqs.site.get(request.params.id),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a CMS FAQ',
        params: IdParams,
        body: CmsFaqInput,
        response: { 200: CmsFaqResponse, ...errors },
      },
    },
    async (request) => faqs.site.update(request.params.id, request.body),
  );

  app.patch(
    `${BASE}/:id/active`,
    {
      schema: {
        tags,
        summary: 'Show or hide a CMS FAQ on the landing page',
        params: IdParams,
        body: ActiveBody,
        response: { 200: CmsFaqResponse, ...errors },
      },
    },
    async (request) => faqs.site.setActive(request.params.id, request.body.active),
  );

  app.delete(
    `${BASE}/:id`,
    { schema: { tags, summary: 'Delete a CMS FAQ', params: IdParams, response: { 200: OkResponse, ...errors } } },
    async (request) => {
      await faqs.site.remove(request.params.id);
      return { ok: true as const };
    },
  );
};
