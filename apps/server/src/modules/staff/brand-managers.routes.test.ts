import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser } from '../../db/factories.ts';
import { errorOf, PASSWORD, sessionUser, signInWithPassword } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

let counter = 0;
const managerBody = (overrides: Record<string, unknown> = {}) => ({
  firstNameEn: 'Huda',
  lastNameEn: 'Karim',
  firstNameAr: 'هدى',
  lastNameAr: 'كريم',
  email: `manager-${Date.now()}-${counter++}@tawasul.test`,
  ...overrides,
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, cookie: admin.cookie, ...(payload ? { payload } : {}) });

describe('brand managers', () => {
  it('an admin creates a manager for one brand, who then manages only that brand', async () => {
    const brand = await insertBrand(t.database.db);
    const other = await insertBrand(t.database.db);
    const ownAgent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });
    await insertUser(t.database.db, { role: 'agent', brandId: other.id });

    const created = await call('POST', '/api/brand-managers', {
      ...managerBody({ email: 'huda.karim@oasis.test' }),
      brandId: brand.id,
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ role: 'brand_manager', brandId: brand.id, neverLoggedIn: true });

    const { cookie } = await signInWithPassword(t, 'huda.karim@oasis.test');
    const agents = await t.request({ method: 'GET', url: '/api/agents', cookie });
    expect(agents.json()).toMatchObject({ total: 1, items: [{ id: ownAgent.id }] });
  });

  it('needs a brand', async () => {
    const response = await call('POST', '/api/brand-managers', { ...managerBody(), password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ details: [{ path: ['brandId'], key: 'validation.required' }] });
  });

  it('lists brand managers only, filtered by brand', async () => {
    const brand = await insertBrand(t.database.db);
    const manager = await insertUser(t.database.db, { role: 'brand_manager', brandId: brand.id });
    await insertUser(t.database.db, { role: 'agent', brandId: brand.id });

    const page = await call('GET', `/api/brand-managers?brandId=${brand.id}`);
    expect(page.json()).toMatchObject({ total: 1, items: [{ id: manager.id, role: 'brand_manager' }] });
  });

  it('updates, deactivates and deletes a manager', async () => {
    const brand = await insertBrand(t.database.db);
    const other = await insertBrand(t.database.db);
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });

    const moved = await call('PUT', `/api/brand-managers/${manager.user.id}`, {
      ...managerBody({ email: manager.user.email, lastNameEn: 'Yousef' }),
      brandId: other.id,
    });
    expect(moved.json()).toMatchObject({ name: 'Huda Yousef', brandId: other.id, brandNameEn: other.nameEn });

    const off = await call('PATCH', `/api/brand-managers/${manager.user.id}/active`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    expect(await sessionUser(t, manager.cookie)).toBeNull();
    expect(errorOf((await signInWithPassword(t, manager.user.email!)).response).code).toBe('ACCOUNT_DEACTIVATED');

    expect((await call('DELETE', `/api/brand-managers/${manager.user.id}`)).json()).toEqual({ ok: true });
    const gone = await call('GET', `/api/brand-managers/${manager.user.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
  });

  it('touches brand managers only: an agent or another admin is not found', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });
    const otherAdmin = await insertUser(t.database.db, { role: 'admin' });
    for (const user of [agent, otherAdmin]) {
      const update = await call('PUT', `/api/brand-managers/${user.id}`, {
        ...managerBody({ email: user.email }),
        brandId: brand.id,
      });
      expect(update.statusCode).toBe(404);
      expect((await call('DELETE', `/api/brand-managers/${user.id}`)).statusCode).toBe(404);
    }
    // Neither was changed.
    const stillAgent = await t.request({ method: 'GET', url: `/api/agents/${agent.id}`, cookie: admin.cookie });
    expect(stillAgent.json()).toMatchObject({ role: 'agent', email: agent.email });
  });

  it('an admin cannot update, deactivate or delete itself here', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/api/brand-managers/${admin.user.id}`, { ...managerBody({ email: admin.user.email }) }],
      ['PATCH', `/api/brand-managers/${admin.user.id}/active`, { active: false }],
      ['DELETE', `/api/brand-managers/${admin.user.id}`],
    ] as const) {
      const response = await call(method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('ADMIN_CANNOT_MODIFY_SELF');
    }
  });
});
