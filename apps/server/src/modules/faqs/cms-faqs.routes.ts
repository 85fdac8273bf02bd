import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FAQS_ENDPOINTS } from '@tawasul/contracts/endpoints/faqs';
import type { Role } from '@tawasul/contracts/roles';
import { contractRoutes } from '../../lib/contract-routes.ts';
import { requireSession } from '../../plugins/session.ts';
import type { FaqsService } from './faqs.service.ts';

const ADMIN: readonly Role[] = ['admin'];

/** The public site's own FAQ, shown on the landing page (admins only). */
export const cmsFaqsRoutes: FastifyPluginAsyncZod<{ faqs: FaqsService }> = async (app, { faqs }) => {
  // Every route of this plugin (and only these: the plugin is encapsulated) is for admins.
  app.addHook('preHandler', async (request) => {
    await requireSession(request, ADMIN);
  });
  const route = contractRoutes(app, FAQS_ENDPOINTS, ['cms']);

  route('GET /api/cms/faqs', 'CMS FAQs in display order (default), paginated, searchable, by active flag', (request) =>
    faqs.site.list(request.query),
  );
  route('POST /api/cms/faqs', 'Create a CMS FAQ (added last)', async (request, reply) =>
    reply.status(201).send(await faqs.site.create(request.body)),
  );
  route(
    'PUT /api/cms/faqs/order',
    'Reorder the CMS FAQs: the listed ones take their shared positions in the order given',
    async (request) => {
      await faqs.site.reorder(request.body.ids);
      return { ok: true as const };
    },
  );
  route('GET /api/cms/faqs/:id', 'A CMS FAQ', (request) => faqs.site.get(request.params.id));
  route('PUT /api/cms/faqs/:id', 'Update a CMS FAQ', (request) => faqs.site.update(request.params.id, request.body));
  route('PATCH /api/cms/faqs/:id/active', 'Show or hide a CMS FAQ on the landing page', (request) =>
    faqs.site.setActive(request.params.id, request.body.active),
  );
  route('DELETE /api/cms/faqs/:id', 'Delete a CMS FAQ', async (request) => {
    await faqs.site.remove(request.params.id);
    return { ok: true as const };
  });
};
