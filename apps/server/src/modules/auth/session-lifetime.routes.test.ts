import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser, type BrandRow } from '../../db/factories.ts';
import { authEvents } from '../../db/schema/auth-events.ts';
import { sessions } from '../../db/schema/users.ts';
import { PASSWORD, sessionUser, signInWithPassword } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createSocketClients, listen, type LiveClient, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let t: TestApp;
let clients: SocketClients;
let brand: BrandRow;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  brand = await insertBrand(t.database.db);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

async function sessionsOf(userId: string) {
  return t.database.db.select().from(sessions).where(eq(sessions.userId, userId));
}

/** Moves a person's stored session times back, as if it had begun and last been used that long ago. */
async function age(userId: string, times: { begunMsAgo: number; usedMsAgo: number }) {
  await t.database.db.execute(sql`
    update sessions set
      created_at = now() - ${`${times.begunMsAgo} milliseconds`}::interval,
      updated_at = now() - ${`${times.usedMsAgo} milliseconds`}::interval
    where user_id = ${userId}`);
}

const closed = (client: LiveClient) =>
  new Promise<string>((resolve) => {
    if (!client.socket.connected) resolve('already closed');
    client.socket.once('disconnect', (reason) => resolve(reason));
  });

/** A second session of the same person (another browser). */
async function anotherSession(who: SignedInUser): Promise<SignedInUser> {
  const { response, cookie } = await signInWithPassword(t, who.user.email!);
  expect(response.statusCode, response.body).toBe(200);
  return { user: who.user, cookie };
}

describe('how long a session lives', () => {
  it('a staff session ends 12 hours after its last use, and its cookie lives 7 days', async () => {
    const agent = await insertUser(t.database.db, { role: 'agent', brandId: brand.id, password: PASSWORD });
    const { response, cookie } = await signInWithPassword(t, agent.email!);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=604800/);
    const [session] = await sessionsOf(agent.id);
    // (better-auth stamps `created_at` itself, a few milliseconds apart.)
    expect(Math.abs(session!.expiresAt.getTime() - session!.createdAt.getTime() - 12 * HOUR)).toBeLessThan(1000);

    await age(agent.id, { begunMsAgo: 11 * HOUR, usedMsAgo: 11 * HOUR + 59 * MINUTE });
    expect(await sessionUser(t, cookie)).not.toBeNull();
    // That use moved its end 12 hours forward.
    const [renewed] = await sessionsOf(agent.id);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * HOUR);

    await age(agent.id, { begunMsAgo: 12 * HOUR, usedMsAgo: 12 * HOUR + MINUTE });
    expect(await sessionUser(t, cookie)).toBeNull();
    expect(await sessionsOf(agent.id)).toEqual([]);
  });

  it('a staff session in constant use ends 7 days after sign-in', async () => {
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    await age(manager.user.id, { begunMsAgo: 7 * DAY - HOUR, usedMsAgo: 10 * MINUTE });
    expect(await sessionUser(t, manager.cookie)).not.toBeNull();
    const [renewed] = await sessionsOf(manager.user.id);
    // Renewed up to its absolute end, not 12 hours on.
    expect(renewed!.expiresAt.getTime() - renewed!.createdAt.getTime()).toBe(7 * DAY);

    await age(manager.user.id, { begunMsAgo: 7 * DAY + MINUTE, usedMsAgo: MINUTE });
    expect(await sessionUser(t, manager.cookie)).toBeNull();
  });

  it('a customer session lives 30 days after its last use, renewed daily', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const [session] = await sessionsOf(customer.user.id);
    expect(Math.abs(session!.expiresAt.getTime() - session!.createdAt.getTime() - 30 * DAY)).toBeLessThan(1000);
    await age(customer.user.id, { begunMsAgo: 20 * DAY, usedMsAgo: 2 * DAY });
    expect(await sessionUser(t, customer.cookie)).not.toBeNull();
    const [renewed] = await sessionsOf(customer.user.id);
    expect(renewed!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * DAY);
    await age(customer.user.id, { begunMsAgo: 60 * DAY, usedMsAgo: 30 * DAY + MINUTE });
    expect(await sessionUser(t, customer.cookie)).toBeNull();
  });
});

describe('ending sessions closes their sockets at once', () => {
  it('"sign out everywhere" ends every session of the person and closes all its sockets, no one else’s', async () => {
    const agent = await signedIn(t, { role: 'agent', brandId: brand.id });
    const laptop = await anotherSession(agent);
    const colleague = await signedIn(t, { role: 'agent', brandId: brand.id });
    const sockets = [await clients.connect(agent), await clients.connect(laptop)];
    const stays = await clients.connect(colleague);
    const ends = sockets.map(closed);

    const response = await t.request({ method: 'POST', url: '/api/auth/sign-out-everywhere', cookie: agent.cookie });
    expect(response.statusCode, response.body).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(await Promise.all(ends)).toEqual(['io server disconnect', 'io server disconnect']);
    expect(await sessionsOf(agent.user.id)).toEqual([]);
    expect(await sessionUser(t, laptop.cookie)).toBeNull();
    expect(stays.socket.connected).toBe(true);
    const recorded = await t.database.db.select().from(authEvents).where(eq(authEvents.userId, agent.user.id));
    expect(recorded.map((event) => event.kind)).toContain('sign_out');

    const signedOut = await t.request({ method: 'POST', url: '/api/auth/sign-out-everywhere' });
    expect(signedOut.statusCode).toBe(401);
  });

  it('signing out closes that session’s sockets; a password change closes the other sessions’ sockets', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const phone = await anotherSession(customer);
    const desk = await clients.connect(customer);
    const phoneSocket = await clients.connect(phone);
    const phoneEnds = closed(phoneSocket);
    expect((await t.request({ method: 'POST', url: '/api/auth/sign-out', cookie: phone.cookie })).statusCode).toBe(200);
    expect(await phoneEnds).toBe('io server disconnect');
    expect(desk.socket.connected).toBe(true);

    const tablet = await anotherSession(customer);
    const tabletEnds = closed(await clients.connect(tablet));
    const changed = await t.request({
      method: 'POST',
      url: '/api/auth/password/change',
      payload: {
        currentPassword: PASSWORD,
        newPassword: 'a-much-longer-secret-9',
        confirmPassword: 'a-much-longer-secret-9',
      },
      cookie: customer.cookie,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await tabletEnds).toBe('io server disconnect');
    expect(desk.socket.connected).toBe(true);
  });

  it('deactivating a person, moving it to another brand or blocking a customer closes its sockets', async () => {
    const admin = await signedIn(t, { role: 'admin' });
    const otherBrand = await insertBrand(t.database.db);
    const deactivated = await signedIn(t, { role: 'agent', brandId: brand.id });
    const moved = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const blocked = await signedIn(t, { role: 'customer' });
    const sockets = [await clients.connect(deactivated), await clients.connect(moved), await clients.connect(blocked)];
    const ends = sockets.map(closed);

    const deactivate = await t.request({
      method: 'PATCH',
      url: `/api/agents/${deactivated.user.id}/active`,
      payload: { active: false },
      cookie: admin.cookie,
    });
    expect(deactivate.statusCode, deactivate.body).toBe(200);
    const move = await t.request({
      method: 'PUT',
      url: `/api/brand-managers/${moved.user.id}`,
      payload: {
        firstNameEn: 'Moved',
        lastNameEn: 'Manager',
        firstNameAr: 'مدير',
        lastNameAr: 'منقول',
        email: moved.user.email,
        brandId: otherBrand.id,
      },
      cookie: admin.cookie,
    });
    expect(move.statusCode, move.body).toBe(200);
    const block = await t.request({
      method: 'PATCH',
      url: `/api/customers/${blocked.user.id}/block`,
      payload: { blocked: true, reason: 'Abuse' },
      cookie: admin.cookie,
    });
    expect(block.statusCode, block.body).toBe(200);
    expect(await Promise.all(ends)).toEqual(['io server disconnect', 'io server disconnect', 'io server disconnect']);
  });
});
