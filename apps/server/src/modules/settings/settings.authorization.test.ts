import { afterAll, beforeAll, describe } from 'vitest';
import { authorizationMatrix, backOfficeCast, statuses, type Cast } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp();
  cast = await backOfficeCast(t);
});
afterAll(() => t.close());

const values = {
  customerInactivityTimeoutHours: 24,
  maxConversationsPerAgent: 5,
  messageEditMinutes: 15,
  messageDeleteMinutes: 15,
  waitingTimeoutMinutes: 2,
};

describe('general settings and brand configuration: who may do what', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      {
        name: 'GET /api/settings/general?brandId=',
        request: () => ({ method: 'GET', url: '/api/settings/general', query: { brandId: cast.brand.id } }),
        expected: statuses(200),
      },
      {
        name: 'PUT /api/settings/general?brandId=',
        request: () => ({
          method: 'PUT',
          url: '/api/settings/general',
          query: { brandId: cast.brand.id },
          payload: values,
        }),
        expected: statuses(200),
      },
      {
        // Admins get the platform defaults; each manager its own brand.
        name: 'GET /api/settings/general',
        request: () => ({ method: 'GET', url: '/api/settings/general' }),
        expected: statuses(200, { otherManager: 200 }),
      },
      {
        name: 'PUT /api/settings/general',
        request: () => ({ method: 'PUT', url: '/api/settings/general', payload: values }),
        expected: statuses(200, { otherManager: 200 }),
      },
      {
        name: 'GET /api/brands/:id/configuration',
        request: () => ({ method: 'GET', url: `/api/brands/${cast.brand.id}/configuration` }),
        expected: statuses(200),
      },
      {
        name: 'PUT /api/brands/:id/configuration',
        request: async () => {
          // Whatever the configuration holds now (defaults at first) is a valid body.
          const current = await t.request({
            method: 'GET',
            url: `/api/brands/${cast.brand.id}/configuration`,
            cookie: cast.admin.cookie,
          });
          return { method: 'PUT', url: `/api/brands/${cast.brand.id}/configuration`, payload: current.json() };
        },
        expected: statuses(200),
      },
    ],
  );
});
