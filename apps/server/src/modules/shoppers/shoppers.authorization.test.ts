import { describe } from 'vitest';
import { insertGuest, insertUser } from '../../db/factories.ts';
import { backOfficeMatrices, statuses } from '../../testing/back-office.ts';

const { app, cast, matrix } = backOfficeMatrices();

// Customers and guests are admin screens: every manager is refused, whichever brand.
const ADMIN_ONLY = statuses(200, { manager: 403, otherManager: 403 });
const customer = async () => (await insertUser(app().database.db, { role: 'customer' })).id;
const guest = async () => (await insertGuest(app().database.db, { brandId: cast().brand.id })).id;

describe('customers and guests: who may do what', () => {
  matrix([
    { name: 'GET /api/customers', request: () => ({ method: 'GET', url: '/api/customers' }), expected: ADMIN_ONLY },
    {
      name: 'GET /api/customers/:id',
      request: async () => ({ method: 'GET', url: `/api/customers/${await customer()}` }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'PATCH /api/customers/:id/block',
      request: async () => ({
        method: 'PATCH',
        url: `/api/customers/${await customer()}/block`,
        payload: { blocked: true, reason: 'matrix' },
      }),
      expected: ADMIN_ONLY,
    },
    { name: 'GET /api/guests', request: () => ({ method: 'GET', url: '/api/guests' }), expected: ADMIN_ONLY },
    {
      name: 'GET /api/guests/:id',
      request: async () => ({ method: 'GET', url: `/api/guests/${await guest()}` }),
      expected: ADMIN_ONLY,
    },
  ]);
});
