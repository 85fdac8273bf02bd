import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAQS_ENDPOINTS } from '@tawasul/contracts/endpoints/faqs';
import { BACK_OFFICE_ROLES } from '@tawasul/contracts/roles';
import type { Actor } from '../../lib/brand-scope.ts';
import { contractRoutes } from '../../lib/contract-routes.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import type { FaqsService } from './faqs.service.ts';

const actor = async (request: FastifyRequest): Promise<Actor> =>
  (await requireSession(request, BACK_OFFICE_ROLES)).user;

/** Each brand's FAQ (admins: every brand; brand managers: their own) and its public read for the widget. */
export const faqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  const route = contractRoutes(app, FAQS_ENDPOINTS, ['faqs']);

  route(
    'GET /api/faqs',
    'FAQs in display order (default), paginated, searchable, by brand and active flag',
    async (request) => faqs.brand.list(await actor(request), request.query),
  );
  route('POST /api/faqs', 'Create a FAQ (added last)', async (request, reply) =>
    reply.status(201).send(await faqs.brand.create(await actor(request), request.body)),
  );
  route(
    'PUT /api/faqs/order',
    "Reorder a brand's FAQs: the listed ones take their shared positions in the order given",
    async (request) => {
      await faqs.brand.reorder(await actor(request), request.body);
      return { ok: true as const };
    },
  );
  route('GET /api/faqs/:id', 'A FAQ', async (request) => faqs.brand.get(await actor(request), request.params.id));
  route('PUT /api/faqs/:id', 'Update a FAQ (its brand does not change)', async (request) =>
    faqs.brand.update(await actor(request), request.params.id, request.body),
  );
  route('PATCH /api/faqs/:id/active', 'Show or hide a FAQ in the widget', async (request) =>
    faqs.brand.setActive(await actor(request), request.params.id, request.body.active),
  );
  route('DELETE /api/faqs/:id', 'Delete a FAQ', async (request) => {
    await faqs.brand.remove(await actor(request), request.params.id);
    return { ok: true as const };
  });
  route(
    'GET /api/public/brands/:widgetId/faqs',
    "A brand's active FAQs in one language (?lang=en|ar), searchable (?q=); for the widget",
    async (request) => {
      const language = request.query.lang ?? requestLanguage(request);
      return faqs.forWidget(request.params.widgetId, language, request.query.q);
    },
    { tags: ['public'] },
  );
};
