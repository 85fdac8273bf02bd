import { afterAll, beforeAll, describe } from 'vitest';
import { insertCase, insertCategory, type CategoryRow } from '../../db/factories.ts';
import { authorizationMatrix, backOfficeCast, statuses, type Cast } from '../../testing/back-office.ts';
import { caseInput, categoryInput, uploadCaseMedia, type CaseMedia } from '../../testing/content-requests.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Cast;
let category: CategoryRow;
let media: CaseMedia;
beforeAll(async () => {
  t = await createTestApp();
  cast = await backOfficeCast(t);
  category = await insertCategory(t.database.db);
  media = await uploadCaseMedia(t, cast.admin.cookie);
});
afterAll(() => t.close());

// Categories are the admin's: a brand manager gets 403 (the web sends it back to /admin).
const ADMIN_ONLY = statuses(200, { manager: 403, otherManager: 403 });
const freshCategory = async () => (await insertCategory(t.database.db)).id;
const freshCase = async () =>
  (await insertCase(t.database.db, { brandId: cast.brand.id, categoryIds: [category.id] })).id;
const CATEGORIES = '/api/canned-responses/categories';
const CASES = '/api/canned-responses/cases';

describe('canned-response categories: admins only', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      { name: `GET ${CATEGORIES}`, request: () => ({ method: 'GET', url: CATEGORIES }), expected: ADMIN_ONLY },
      {
        name: `POST ${CATEGORIES}`,
        request: () => ({ method: 'POST', url: CATEGORIES, payload: categoryInput() }),
        expected: { ...ADMIN_ONLY, admin: 201 },
      },
      {
        name: `GET ${CATEGORIES}/:id`,
        request: async () => ({ method: 'GET', url: `${CATEGORIES}/${await freshCategory()}` }),
        expected: ADMIN_ONLY,
      },
      {
        name: `PUT ${CATEGORIES}/:id`,
        request: async () => ({
          method: 'PUT',
          url: `${CATEGORIES}/${await freshCategory()}`,
          payload: categoryInput(),
        }),
        expected: ADMIN_ONLY,
      },
      {
        name: `DELETE ${CATEGORIES}/:id`,
        request: async () => ({ method: 'DELETE', url: `${CATEGORIES}/${await freshCategory()}` }),
        expected: ADMIN_ONLY,
      },
      {
        name: `GET ${CATEGORIES}/options (every staff member, for pickers)`,
        request: () => ({ method: 'GET', url: `${CATEGORIES}/options` }),
        expected: statuses(200, { otherManager: 200, agent: 200 }),
      },
    ],
  );
});

describe('canned-response cases: admins, and the brand’s manager', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      {
        name: `GET ${CASES} (each manager lists its own brand)`,
        request: () => ({ method: 'GET', url: CASES }),
        expected: statuses(200, { otherManager: 200 }),
      },
      {
        name: `POST ${CASES} (for the brand)`,
        request: () => ({
          method: 'POST',
          url: CASES,
          payload: caseInput(media, category.id, { brandId: cast.brand.id }),
        }),
        expected: statuses(201),
      },
      {
        name: `GET ${CASES}/:id`,
        request: async () => ({ method: 'GET', url: `${CASES}/${await freshCase()}` }),
        expected: statuses(200),
      },
      {
        name: `PUT ${CASES}/:id`,
        request: async () => ({
          method: 'PUT',
          url: `${CASES}/${await freshCase()}`,
          payload: caseInput(media, category.id),
        }),
        expected: statuses(200),
      },
      {
        name: `PATCH ${CASES}/:id/active`,
        request: async () => ({
          method: 'PATCH',
          url: `${CASES}/${await freshCase()}/active`,
          payload: { active: false },
        }),
        expected: statuses(200),
      },
      {
        name: `DELETE ${CASES}/:id`,
        request: async () => ({ method: 'DELETE', url: `${CASES}/${await freshCase()}` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/canned-responses/search (staff, each in its own brand)',
        request: () => ({ method: 'GET', url: '/api/canned-responses/search?q=late' }),
        expected: statuses(200, { otherManager: 200, agent: 200 }),
      },
    ],
  );
});
