import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentReportResponse } from '@tawasul/contracts/reports';
import { insertUser, type UserRow } from '../../db/factories.ts';
import { authorizationMatrix, backOfficeCast, statuses, type Cast } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let cast: Cast;
let otherAgent: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  cast = await backOfficeCast(t);
  otherAgent = await insertUser(t.database.db, {
    role: 'agent',
    brandId: cast.otherBrand.id,
    firstNameEn: 'Other',
    lastNameEn: 'Brandagent',
  });
});
afterAll(() => t.close());

const RANGE = 'from=2026-03-02&to=2026-03-08';
/** Every manager reads its own brand's numbers; naming a brand that is not its own is "not found". */
const OWN_BRAND = statuses(200, { otherManager: 200 });

describe('reports: who may read what', () => {
  authorizationMatrix(
    () => t,
    () => cast,
    [
      {
        name: 'GET /api/dashboard/summary',
        request: () => ({ method: 'GET', url: '/api/dashboard/summary' }),
        expected: OWN_BRAND,
      },
      {
        name: 'GET /api/dashboard/summary?brandId (the brand)',
        request: () => ({ method: 'GET', url: `/api/dashboard/summary?brandId=${cast.brand.id}` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/dashboard/charts',
        request: () => ({ method: 'GET', url: `/api/dashboard/charts?${RANGE}` }),
        expected: OWN_BRAND,
      },
      {
        name: 'GET /api/dashboard/charts?brandId (the brand)',
        request: () => ({ method: 'GET', url: `/api/dashboard/charts?${RANGE}&brandId=${cast.brand.id}` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/reports/agents',
        request: () => ({ method: 'GET', url: `/api/reports/agents?${RANGE}` }),
        expected: OWN_BRAND,
      },
      {
        name: 'GET /api/reports/agents?brandId (the brand)',
        request: () => ({ method: 'GET', url: `/api/reports/agents?${RANGE}&brandId=${cast.brand.id}` }),
        expected: statuses(200),
      },
      {
        name: 'GET /api/reports/agents.csv?brandId (the brand)',
        request: () => ({ method: 'GET', url: `/api/reports/agents.csv?${RANGE}&brandId=${cast.brand.id}` }),
        expected: statuses(200),
      },
      {
        name: "GET /api/reports/agents/:id (the brand's agent)",
        request: () => ({ method: 'GET', url: `/api/reports/agents/${cast.agent.user.id}?${RANGE}` }),
        expected: statuses(200),
      },
      {
        name: "GET /api/reports/agents/:id/sign-ins (the brand's agent)",
        request: () => ({ method: 'GET', url: `/api/reports/agents/${cast.agent.user.id}/sign-ins?${RANGE}` }),
        expected: statuses(200),
      },
      {
        name: "GET /api/reports/agents/:id/sign-ins.csv (the brand's agent)",
        request: () => ({ method: 'GET', url: `/api/reports/agents/${cast.agent.user.id}/sign-ins.csv?${RANGE}` }),
        expected: statuses(200),
      },
    ],
  );
});

describe("a brand manager never sees another brand's agents", () => {
  it('lists and exports only its own agents, and another brand named explicitly is not found', async () => {
    const list = await t.request({ method: 'GET', url: `/api/reports/agents?${RANGE}`, cookie: cast.manager.cookie });
    const ids = (list.json() as AgentReportResponse).items.map((row) => row.agentId);
    expect(ids).toContain(cast.agent.user.id);
    expect(ids).not.toContain(otherAgent.id);

    const csv = await t.request({
      method: 'GET',
      url: `/api/reports/agents.csv?${RANGE}`,
      cookie: cast.manager.cookie,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Brandagent');

    for (const url of [
      `/api/reports/agents?${RANGE}&brandId=${cast.otherBrand.id}`,
      `/api/reports/agents.csv?${RANGE}&brandId=${cast.otherBrand.id}`,
      `/api/dashboard/charts?${RANGE}&brandId=${cast.otherBrand.id}`,
      `/api/dashboard/summary?brandId=${cast.otherBrand.id}`,
    ]) {
      const response = await t.request({ method: 'GET', url, cookie: cast.manager.cookie });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ error: { code: 'BRAND_NOT_FOUND' } });
    }
  });

  it('answers an agent of another brand as not found (detail, sign-ins and their CSV), as for an unknown id', async () => {
    for (const id of [otherAgent.id, cast.manager.user.id, '00000000-0000-4000-8000-000000000000']) {
      for (const path of ['', '/sign-ins', '/sign-ins.csv']) {
        const url = `/api/reports/agents/${id}${path}?${RANGE}`;
        const response = await t.request({ method: 'GET', url, cookie: cast.manager.cookie });
        expect(response.statusCode, url).toBe(404);
        expect(response.json(), url).toMatchObject({ error: { code: 'AGENT_NOT_FOUND' } });
      }
    }
    // An admin reaches any brand's agent.
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/agents/${otherAgent.id}?${RANGE}`,
      cookie: cast.admin.cookie,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers an unknown brand as not found for an admin too', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/dashboard/summary?brandId=00000000-0000-4000-8000-000000000000`,
      cookie: cast.admin.cookie,
    });
    expect(response.statusCode).toBe(404);
  });
});
