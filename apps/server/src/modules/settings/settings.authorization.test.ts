import { describe } from 'vitest';
import { backOfficeMatrices, statuses } from '../../testing/back-office.ts';

const { app, cast, matrix } = backOfficeMatrices();

const values = {
  customerInactivityTimeoutHours: 24,
  maxConversationsPerAgent: 5,
  messageEditMinutes: 15,
  messageDeleteMinutes: 15,
  waitingTimeoutMinutes: 2,
};

describe('general settings and brand configuration: who may do what', () => {
  matrix([
    {
      name: 'GET /api/settings/general?brandId=',
      request: () => ({ method: 'GET', url: '/api/settings/general', query: { brandId: cast().brand.id } }),
      expected: statuses(200),
    },
    {
      name: 'PUT /api/settings/general?brandId=',
      request: () => ({
        method: 'PUT',
        url: '/api/settings/general',
        query: { brandId: cast().brand.id },
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
      request: () => ({ method: 'GET', url: `/api/brands/${cast().brand.id}/configuration` }),
      expected: statuses(200),
    },
    {
      name: 'PUT /api/brands/:id/configuration',
      request: async () => {
        // Whatever the configuration holds now (defaults at first) is a valid body.
        const current = await app().request({
          method: 'GET',
          url: `/api/brands/${cast().brand.id}/configuration`,
          cookie: cast().admin.cookie,
        });
        return { method: 'PUT', url: `/api/brands/${cast().brand.id}/configuration`, payload: current.json() };
      },
      expected: statuses(200),
    },
  ]);
});
