import { afterAll, beforeAll, describe } from 'vitest';
import { insertPage } from '../../db/factories.ts';
import { authorizationMatrix, backOfficeCast, statuses, type Cast } from '../../testing/back-office.ts';
import { landingInput, pageInput } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await backOfficeCast(t);
  await insertPage(t.database.db, { slug: 'about', published: true });
});
afterAll(() => t.close());

const ADMIN_ONLY = statuses(200, { manager: 403, otherManager: 403 });
const EVERYONE = statuses(200, { manager: 200, otherManager: 200, agent: 200, customer: 200, signedOut: 200 });
const freshPage = async () => (await insertPage(t.database.db)).id;

describe('CMS pages and the landing page form: admins only; the public payloads: anyone', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      { name: 'GET /api/cms/pages', request: () => ({ method: 'GET', url: '/api/cms/pages' }), expected: ADMIN_ONLY },
      {
        name: 'POST /api/cms/pages',
        request: () => ({ method: 'POST', url: '/api/cms/pages', payload: pageInput() }),
        expected: { ...ADMIN_ONLY, admin: 201 },
      },
      {
        name: 'GET /api/cms/pages/:id',
        request: async () => ({ method: 'GET', url: `/api/cms/pages/${await freshPage()}` }),
        expected: ADMIN_ONLY,
      },
      {
        name: 'PUT /api/cms/pages/:id',
        request: async () => ({ method: 'PUT', url: `/api/cms/pages/${await freshPage()}`, payload: pageInput() }),
        expected: ADMIN_ONLY,
      },
      {
        name: 'DELETE /api/cms/pages/:id',
        request: async () => ({ method: 'DELETE', url: `/api/cms/pages/${await freshPage()}` }),
        expected: ADMIN_ONLY,
      },
      {
        name: 'GET /api/cms/landing-page',
        request: () => ({ method: 'GET', url: '/api/cms/landing-page' }),
        expected: ADMIN_ONLY,
      },
      {
        name: 'PUT /api/cms/landing-page',
        request: () => ({ method: 'PUT', url: '/api/cms/landing-page', payload: landingInput() }),
        expected: ADMIN_ONLY,
      },
      { name: 'GET /_payload.json', request: () => ({ method: 'GET', url: '/_payload.json' }), expected: EVERYONE },
      {
        name: 'GET /pages/:slug/_payload.json',
        request: () => ({ method: 'GET', url: '/pages/about/_payload.json' }),
        expected: EVERYONE,
      },
    ],
  );
});
