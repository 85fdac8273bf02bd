import { describe } from 'vitest';
import { insertFaq } from '../../db/factories.ts';
import { ADMIN_ONLY, backOfficeMatrices, EVERYONE, statuses } from '../../testing/back-office.ts';

const { app, cast, matrix } = backOfficeMatrices();

const body = { questionEn: 'Where is my order?', answerEn: 'On its way.' };
const brandFaq = async () => (await insertFaq(app().database.db, { brandId: cast().brand.id, position: 1 })).id;
const siteFaq = async () => (await insertFaq(app().database.db, { brandId: null, position: 1 })).id;

describe('brand FAQs: admins, and the brand’s manager', () => {
  matrix([
    {
      name: 'GET /api/faqs (each manager lists its own brand)',
      request: () => ({ method: 'GET', url: '/api/faqs' }),
      expected: statuses(200, { otherManager: 200 }),
    },
    {
      name: 'POST /api/faqs (for the brand)',
      request: () => ({ method: 'POST', url: '/api/faqs', payload: { ...body, brandId: cast().brand.id } }),
      expected: statuses(201),
    },
    {
      name: 'PUT /api/faqs/order (the brand)',
      request: async () => ({
        method: 'PUT',
        url: '/api/faqs/order',
        payload: { brandId: cast().brand.id, ids: [await brandFaq()] },
      }),
      expected: statuses(200),
    },
    {
      name: 'GET /api/faqs/:id',
      request: async () => ({ method: 'GET', url: `/api/faqs/${await brandFaq()}` }),
      expected: statuses(200),
    },
    {
      name: 'PUT /api/faqs/:id',
      request: async () => ({ method: 'PUT', url: `/api/faqs/${await brandFaq()}`, payload: body }),
      expected: statuses(200),
    },
    {
      name: 'PATCH /api/faqs/:id/active',
      request: async () => ({
        method: 'PATCH',
        url: `/api/faqs/${await brandFaq()}/active`,
        payload: { active: false },
      }),
      expected: statuses(200),
    },
    {
      name: 'DELETE /api/faqs/:id',
      request: async () => ({ method: 'DELETE', url: `/api/faqs/${await brandFaq()}` }),
      expected: statuses(200),
    },
    {
      name: 'GET /api/public/brands/:widgetId/faqs (anyone)',
      request: () => ({ method: 'GET', url: `/api/public/brands/${cast().brand.widgetId}/faqs?lang=en` }),
      expected: EVERYONE,
    },
  ]);
});

describe('CMS FAQs: admins only', () => {
  matrix([
    { name: 'GET /api/cms/faqs', request: () => ({ method: 'GET', url: '/api/cms/faqs' }), expected: ADMIN_ONLY },
    {
      name: 'POST /api/cms/faqs',
      request: () => ({ method: 'POST', url: '/api/cms/faqs', payload: body }),
      expected: { ...ADMIN_ONLY, admin: 201 },
    },
    {
      name: 'PUT /api/cms/faqs/order',
      request: async () => ({ method: 'PUT', url: '/api/cms/faqs/order', payload: { ids: [await siteFaq()] } }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'GET /api/cms/faqs/:id',
      request: async () => ({ method: 'GET', url: `/api/cms/faqs/${await siteFaq()}` }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'PUT /api/cms/faqs/:id',
      request: async () => ({ method: 'PUT', url: `/api/cms/faqs/${await siteFaq()}`, payload: body }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'PATCH /api/cms/faqs/:id/active',
      request: async () => ({
        method: 'PATCH',
        url: `/api/cms/faqs/${await siteFaq()}/active`,
        payload: { active: true },
      }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'DELETE /api/cms/faqs/:id',
      request: async () => ({ method: 'DELETE', url: `/api/cms/faqs/${await siteFaq()}` }),
      expected: ADMIN_ONLY,
    },
  ]);
});
