import { describe } from 'vitest';
import { insertUser } from '../../db/factories.ts';
import { PASSWORD } from '../../testing/auth-flows.ts';
import { backOfficeMatrices, statuses } from '../../testing/back-office.ts';

const { app, cast, matrix } = backOfficeMatrices();

let counter = 0;
const body = (brandId: string) => ({
  firstNameEn: 'Sara',
  lastNameEn: 'Ali',
  firstNameAr: 'سارة',
  lastNameAr: 'علي',
  email: `matrix-${Date.now()}-${counter++}@tawasul.test`,
  brandId,
});

/** A fresh member of the brand for each request, so a delete or a deactivation never affects the next one. */
const member = async (role: 'agent' | 'brand_manager') =>
  (await insertUser(app().database.db, { role, brandId: cast().brand.id })).id;

const ADMIN_ONLY = statuses(200, { manager: 403, otherManager: 403 });

describe('agents: who may do what', () => {
  matrix([
    {
      name: 'GET /api/agents',
      request: () => ({ method: 'GET', url: '/api/agents' }),
      // Every manager lists its own brand's agents.
      expected: statuses(200, { otherManager: 200 }),
    },
    {
      name: 'POST /api/agents (for the brand)',
      request: () => ({
        method: 'POST',
        url: '/api/agents',
        payload: { ...body(cast().brand.id), password: PASSWORD },
      }),
      expected: statuses(201),
    },
    {
      name: 'GET /api/agents/:id',
      request: async () => ({ method: 'GET', url: `/api/agents/${await member('agent')}` }),
      expected: statuses(200),
    },
    {
      name: 'PUT /api/agents/:id',
      request: async () => ({
        method: 'PUT',
        url: `/api/agents/${await member('agent')}`,
        payload: body(cast().brand.id),
      }),
      expected: statuses(200),
    },
    {
      name: 'PATCH /api/agents/:id/active',
      request: async () => ({
        method: 'PATCH',
        url: `/api/agents/${await member('agent')}/active`,
        payload: { active: false },
      }),
      expected: statuses(200),
    },
    {
      name: 'DELETE /api/agents/:id',
      request: async () => ({ method: 'DELETE', url: `/api/agents/${await member('agent')}` }),
      expected: statuses(200),
    },
  ]);
});

describe('brand managers: admins only', () => {
  matrix([
    {
      name: 'GET /api/brand-managers',
      request: () => ({ method: 'GET', url: '/api/brand-managers' }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'POST /api/brand-managers',
      request: () => ({
        method: 'POST',
        url: '/api/brand-managers',
        payload: { ...body(cast().brand.id), password: PASSWORD },
      }),
      expected: { ...ADMIN_ONLY, admin: 201 },
    },
    {
      name: 'GET /api/brand-managers/:id',
      request: async () => ({ method: 'GET', url: `/api/brand-managers/${await member('brand_manager')}` }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'PUT /api/brand-managers/:id',
      request: async () => ({
        method: 'PUT',
        url: `/api/brand-managers/${await member('brand_manager')}`,
        payload: body(cast().brand.id),
      }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'PATCH /api/brand-managers/:id/active',
      request: async () => ({
        method: 'PATCH',
        url: `/api/brand-managers/${await member('brand_manager')}/active`,
        payload: { active: false },
      }),
      expected: ADMIN_ONLY,
    },
    {
      name: 'DELETE /api/brand-managers/:id',
      request: async () => ({ method: 'DELETE', url: `/api/brand-managers/${await member('brand_manager')}` }),
      expected: ADMIN_ONLY,
    },
  ]);
});
