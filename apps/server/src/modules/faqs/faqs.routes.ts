import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '@tawasul/contracts/auth';
import { WidgetParams } from '@tawasul/contracts/brands';
import {
  FaqInput,
  FaqListQuery,
  FaqListResponse,
  FaqOrderInput,
  FaqResponse,
  PublicFaqQuery,
  PublicFaqResponse,
} from '@tawasul/contracts/faqs';
import { IdParams } from '@tawasul/contracts/lists';
import { BACK_OFFICE_ROLES } from '@tawasul/contracts/roles';
import { ActiveBody } from '@tawasul/contracts/staff';
import { ErrorResponse } from '@tawasul/contracts/system';
import type { Actor } from '../../lib/brand-scope.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import type { FaqsService } from './faqs.service.ts';

const BASE = '/api/faqs';
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['faqs'];

const actor = async (request: FastifyRequest): Promise<Actor> =>
  (await requireSession(request, BACK_OFFICE_ROLES)).user;

/** Each brand's FAQ (admins: every brand; brand managers: their own) and its public read for the widget. */
export const faqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'FAQs in display order (default), paginated, searchable, by brand and active flag',
        querystring: FaqListQuery,
        response: { 200: FaqListResponse, ...errors },
      },
    },
    async (request) => faqs.brand.list(await actor(request), request.query),
  );

  app.post(
    BASE,
    {
      schema: { tags, summary: 'Create a FAQ (added last)', body: FaqInput, response: { 201: FaqResponse, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await faqs.brand.create(await actor(request), request.body)),
  );

  app.put(
    `${BASE}/order`,
    {
      schema: {
        tags,
        summary: "Reorder a brand's FAQs: the listed ones take their shared positions in the order given",
        body: FaqOrderInput,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await faqs.brand.reorder(await actor(request), request.body);
      return { ok: true as const };
    },
  );

  app.get(
    `${BASE}/:id`,
    { schema: { tags, summary: 'A FAQ', params: IdParams, response: { 200: FaqResponse, ...errors } } },
    async (request) => faqs.brand.get(await actor(request), request.params.id),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a FAQ (its brand does not change)',
        params: IdParams,
        body: FaqInput,
        response: { 200: FaqResponse, ...errors },
      },
    },
    async (request) => faqs.brand.update(await actor(request), request.params.id, request.body),
  );

  app.patch(
    `${BASE}/:id/active`,
    {
      schema: {
        tags,
        summary: 'Show or hide a FAQ in the widget',
        params: IdParams,
        body: ActiveBody,
        response: { 200: FaqResponse, ...errors },
      },
    },
    async (request) => faqs.brand.setActive(await actor(request), request.params.id, request.body.active),
  );

  app.delete(
    `${BASE}/:id`,
    { schema: { tags, summary: 'Delete a FAQ', params: IdParams, response: { 200: OkResponse, ...errors } } },
    async (request) => {
      await faqs.brand.remove(await actor(request), request.params.id);
      return { ok: true as const };
    },
  );

  app.get(
    '/api/public/brands/:widgetId/faqs',
    {
      schema: {
        tags: ['public'],
        summary: "A brand's active FAQs in one language (?lang=en|ar), searchable (?q=); for the widget",
        params: WidgetParams,
        querystring: PublicFaqQuery,
        response: { 200: PublicFaqResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const language = request.query.lang ?? requestLanguage(request);
      return faqs.forWidget(request.params.widgetId, language, request.query.q);
    },
  );
};
