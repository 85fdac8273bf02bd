import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertChatEvent, insertChatRoom, insertUser } from '../../db/factories.ts';
import { sessions } from '../../db/schema/users.ts';
import { errorOf, PASSWORD, sessionUser, signInWithPassword, uniquePhone } from '../../testing/auth-flows.ts';
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
const agentBody = (overrides: Record<string, unknown> = {}) => ({
  firstNameEn: 'Omar',
  lastNameEn: 'Saleh',
  firstNameAr: 'عمر',
  lastNameAr: 'صالح',
  email: `agent-${Date.now()}-${counter++}@tawasul.test`,
  ...overrides,
});

const call = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, cookie, ...(payload ? { payload } : {}) });

async function brandWithManager() {
  const brand = await insertBrand(t.database.db);
  return { brand, manager: await signedIn(t, { role: 'brand_manager', brandId: brand.id }) };
}

describe('creating an agent', () => {
  it('creates an agent that has never signed in, and it signs in with the initial password', async () => {
    const brand = await insertBrand(t.database.db, { nameEn: 'Desert Games', nameAr: 'ألعاب الصحراء' });
    const phone = uniquePhone();
    const created = await call(admin.cookie, 'POST', '/api/agents', {
      ...agentBody({ email: 'Omar.Saleh@Example.test', phone }),
      brandId: brand.id,
      password: PASSWORD,
    });
    expect(created.statusCode, created.body).toBe(201);
    const agent = created.json();
    expect(agent).toMatchObject({
      role: 'agent',
      name: 'Omar Saleh',
      firstNameAr: 'عمر',
      lastNameAr: 'صالح',
      email: 'omar.saleh@example.test',
      phone,
      brandId: brand.id,
      brandNameEn: 'Desert Games',
      brandNameAr: 'ألعاب الصحراء',
      isOnline: false,
      neverLoggedIn: true,
      lastSignInAt: null,
      active: true,
    });

    const { response } = await signInWithPassword(t, 'omar.saleh@example.test');
    expect(response.json()).toMatchObject({ user: { id: agent.id, roles: ['agent'], brandId: brand.id } });
    const after = await call(admin.cookie, 'GET', `/api/agents/${agent.id}`);
    expect(after.json()).toMatchObject({ neverLoggedIn: false, lastSignInAt: t.clock.now().toISOString() });
  });

  it('needs a brand (from an admin), a password and an existing brand', async () => {
    const noBrand = await call(admin.cookie, 'POST', '/api/agents', { ...agentBody(), password: PASSWORD });
    expect(noBrand.statusCode).toBe(400);
    expect(errorOf(noBrand)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ path: ['brandId'], key: 'validation.required', message: 'Required' }],
    });

    const brand = await insertBrand(t.database.db);
    const noPassword = await call(admin.cookie, 'POST', '/api/agents', { ...agentBody(), brandId: brand.id });
    expect(errorOf(noPassword)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['password'] }] });

    const unknownBrand = await call(admin.cookie, 'POST', '/api/agents', {
      ...agentBody(),
      brandId: '00000000-0000-4000-8000-000000000000',
      password: PASSWORD,
    });
    expect(unknownBrand.statusCode).toBe(404);
    expect(errorOf(unknownBrand).code).toBe('BRAND_NOT_FOUND');
  });

  it("puts a manager's agent in the manager's brand, and refuses another brand", async () => {
    const { brand, manager } = await brandWithManager();
    const other = await insertBrand(t.database.db);

    const created = await call(manager.cookie, 'POST', '/api/agents', { ...agentBody(), password: PASSWORD });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ brandId: brand.id });

    const elsewhere = await call(manager.cookie, 'POST', '/api/agents', {
      ...agentBody(),
      brandId: other.id,
      password: PASSWORD,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(errorOf(elsewhere).code).toBe('BRAND_NOT_FOUND');
  });

  it('refuses an e-mail or a phone that any account already has', async () => {
    const brand = await insertBrand(t.database.db);
    const customer = await insertUser(t.database.db, { role: 'customer', phoneNumber: uniquePhone() });
    const body = { brandId: brand.id, password: PASSWORD };

    const sameEmail = await call(admin.cookie, 'POST', '/api/agents', {
      ...agentBody({ email: customer.email!.toUpperCase() }),
      ...body,
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(errorOf(sameEmail)).toEqual({
      code: 'USER_EXISTS_EMAIL',
      message: 'A user with this email already exists.',
    });

    const samePhone = await call(admin.cookie, 'POST', '/api/agents', {
      ...agentBody({ phone: customer.phoneNumber }),
      ...body,
    });
    expect(samePhone.statusCode).toBe(409);
    expect(errorOf(samePhone).code).toBe('USER_EXISTS_PHONE');
  });
});

describe('updating an agent', () => {
  it("changes the details, keeps the agent's own e-mail, and refuses someone else's", async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });
    const other = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });

    const updated = await call(admin.cookie, 'PUT', `/api/agents/${agent.id}`, {
      ...agentBody({ email: agent.email, firstNameEn: 'Khalid' }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Khalid Saleh', email: agent.email, brandId: brand.id });

    const taken = await call(admin.cookie, 'PUT', `/api/agents/${agent.id}`, agentBody({ email: other.email }));
    expect(taken.statusCode).toBe(409);
    expect(errorOf(taken).code).toBe('USER_EXISTS_EMAIL');
  });

  it('lets an admin move an agent to another brand, but not a manager', async () => {
    const { brand, manager } = await brandWithManager();
    const other = await insertBrand(t.database.db);
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });

    const byManager = await call(manager.cookie, 'PUT', `/api/agents/${agent.id}`, agentBody({ brandId: other.id }));
    expect(byManager.statusCode).toBe(404);
    expect(errorOf(byManager).code).toBe('BRAND_NOT_FOUND');

    const byAdmin = await call(admin.cookie, 'PUT', `/api/agents/${agent.id}`, agentBody({ brandId: other.id }));
    expect(byAdmin.json()).toMatchObject({ brandId: other.id, brandNameEn: other.nameEn });
    // Now outside the manager's brand: not found for it.
    const gone = await call(manager.cookie, 'GET', `/api/agents/${agent.id}`);
    expect(gone.statusCode).toBe(404);
    expect(errorOf(gone)).toEqual({ code: 'AGENT_NOT_FOUND', message: 'Agent not found.' });
  });

  it('a new password set by an admin replaces the old one and ends the sessions', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await signedIn(t, { role: 'agent', brandId: brand.id });

    const updated = await call(admin.cookie, 'PUT', `/api/agents/${agent.user.id}`, {
      ...agentBody({ email: agent.user.email }),
      password: 'a-brand-new-password',
    });
    expect(updated.statusCode).toBe(200);
    expect(await sessionUser(t, agent.cookie)).toBeNull();
    expect((await signInWithPassword(t, agent.user.email!)).response.statusCode).toBe(401);
    expect((await signInWithPassword(t, agent.user.email!, 'a-brand-new-password')).response.statusCode).toBe(200);
  });
});

describe('activating and deactivating an agent', () => {
  it('a deactivated agent goes offline, loses its sessions and cannot sign in until reactivated', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await signedIn(t, { role: 'agent', brandId: brand.id });
    await call(agent.cookie, 'PATCH', '/api/auth/changeOnlineStatus', { isOnline: true });

    const off = await call(admin.cookie, 'PATCH', `/api/agents/${agent.user.id}/active`, { active: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id: agent.user.id, active: false, isOnline: false });
    expect(await sessionUser(t, agent.cookie)).toBeNull();
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, agent.user.id))).toEqual([]);

    const refused = await signInWithPassword(t, agent.user.email!);
    expect(refused.response.statusCode).toBe(403);
    expect(errorOf(refused.response).code).toBe('ACCOUNT_DEACTIVATED');

    const on = await call(admin.cookie, 'PATCH', `/api/agents/${agent.user.id}/active`, { active: true });
    expect(on.json()).toMatchObject({ active: true, isOnline: false });
    expect((await signInWithPassword(t, agent.user.email!)).response.statusCode).toBe(200);
  });

  it('deactivating through the form (PUT active false) does the same', async () => {
    const { brand, manager } = await brandWithManager();
    const agent = await signedIn(t, { role: 'agent', brandId: brand.id });

    const updated = await call(manager.cookie, 'PUT', `/api/agents/${agent.user.id}`, {
      ...agentBody({ email: agent.user.email }),
      active: false,
    });
    expect(updated.json()).toMatchObject({ active: false });
    expect(await sessionUser(t, agent.cookie)).toBeNull();
  });
});

describe('deleting an agent', () => {
  it('deletes an agent without chats', async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });

    const deleted = await call(admin.cookie, 'DELETE', `/api/agents/${agent.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ ok: true });
    expect((await call(admin.cookie, 'GET', `/api/agents/${agent.id}`)).statusCode).toBe(404);
  });

  it('refuses an agent that has a chat, or that a chat event names', async () => {
    const brand = await insertBrand(t.database.db);
    const assigned = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });
    await insertChatRoom(t.database.db, { brandId: brand.id, agentId: assigned.id, status: 'open' });
    const offered = await insertUser(t.database.db, { role: 'agent', brandId: brand.id });
    const room = await insertChatRoom(t.database.db, { brandId: brand.id, status: 'waiting_for_agent' });
    await insertChatEvent(t.database.db, { chatId: room.id, brandId: brand.id, agentId: offered.id, kind: 'declined' });

    for (const agent of [assigned, offered]) {
      const refused = await call(admin.cookie, 'DELETE', `/api/agents/${agent.id}`);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toEqual({
        code: 'AGENT_HAS_RELATED_RECORDS',
        message: 'This agent cannot be deleted because it has related records.',
      });
      expect((await call(admin.cookie, 'GET', `/api/agents/${agent.id}`)).statusCode).toBe(200);
    }
  });
});

describe('the agent endpoints touch agents only', () => {
  it('answers AGENT_NOT_FOUND for a manager, a customer or another admin', async () => {
    const brand = await insertBrand(t.database.db);
    const others = [
      await insertUser(t.database.db, { role: 'brand_manager', brandId: brand.id }),
      await insertUser(t.database.db, { role: 'customer' }),
      await insertUser(t.database.db, { role: 'admin' }),
    ];
    for (const user of others) {
      for (const [method, url, payload] of [
        ['GET', `/api/agents/${user.id}`],
        ['PUT', `/api/agents/${user.id}`, agentBody({ email: user.email, brandId: brand.id })],
        ['PATCH', `/api/agents/${user.id}/active`, { active: false }],
        ['DELETE', `/api/agents/${user.id}`],
      ] as const) {
        const response = await call(admin.cookie, method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(errorOf(response).code).toBe('AGENT_NOT_FOUND');
      }
    }
  });

  it('an admin cannot update, deactivate or delete its own account here', async () => {
    for (const [method, url, payload] of [
      ['PUT', `/api/agents/${admin.user.id}`, agentBody({ email: admin.user.email })],
      ['PATCH', `/api/agents/${admin.user.id}/active`, { active: false }],
      ['DELETE', `/api/agents/${admin.user.id}`],
    ] as const) {
      const response = await call(admin.cookie, method, url, payload);
      expect(response.statusCode).toBe(403);
      expect(errorOf(response)).toEqual({
        code: 'ADMIN_CANNOT_MODIFY_SELF',
        message: 'An admin cannot delete or update their own account.',
      });
    }
    expect(await sessionUser(t, admin.cookie)).toMatchObject({ id: admin.user.id });
  });
});
