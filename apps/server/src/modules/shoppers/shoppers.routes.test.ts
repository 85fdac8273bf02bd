import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertChatRoom, insertGuest, insertUser } from '../../db/factories.ts';
import { users } from '../../db/schema/users.ts';
import { errorOf, PASSWORD, sendOtp, sessionUser, signInWithPassword, uniquePhone } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, query: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, query, cookie: admin.cookie });
const block = (id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/customers/${id}/block`, payload, cookie: admin.cookie });
const at = (iso: string) => new Date(iso);

describe('customers', () => {
  it('lists customers with their chats count and last seen time, computed by the database', async () => {
    const brand = await insertBrand(t.database.db);
    const chatty = await insertUser(t.database.db, {
      role: 'customer',
      name: 'Rana Zed-list',
      lastSignInAt: at('2026-01-01T08:00:00Z'),
    });
    await insertChatRoom(t.database.db, {
      brandId: brand.id,
      customerId: chatty.id,
      lastMessageAt: at('2026-01-03T10:00:00Z'),
    });
    await insertChatRoom(t.database.db, {
      brandId: brand.id,
      customerId: chatty.id,
      lastMessageAt: at('2026-01-02T10:00:00Z'),
    });
    const signedInLater = await insertUser(t.database.db, {
      role: 'customer',
      name: 'Sami Zed-list',
      lastSignInAt: at('2026-01-05T08:00:00Z'),
    });
    await insertChatRoom(t.database.db, {
      brandId: brand.id,
      customerId: signedInLater.id,
      lastMessageAt: at('2026-01-04T10:00:00Z'),
    });
    const neverSeen = await insertUser(t.database.db, { role: 'customer', name: 'Tala Zed-list' });
    // An agent with the same name is not a customer.
    await insertUser(t.database.db, { role: 'agent', brandId: brand.id, name: 'Zed-list Agent' });

    const page = await get('/api/customers', { search: 'zed-list', sort: 'lastSeenAt', order: 'desc' });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      total: 3,
      items: [
        { id: signedInLater.id, chatsCount: 1, lastSeenAt: '2026-01-05T08:00:00.000Z', blocked: false },
        { id: chatty.id, chatsCount: 2, lastSeenAt: '2026-01-03T10:00:00.000Z' },
        { id: neverSeen.id, chatsCount: 0, lastSeenAt: null },
      ],
    });
    const ascending = await get('/api/customers', { search: 'zed-list', sort: 'lastSeenAt', order: 'asc' });
    expect(ascending.json().items.map((c: { id: string }) => c.id)).toEqual([
      chatty.id,
      signedInLater.id,
      neverSeen.id,
    ]);

    const one = await get(`/api/customers/${chatty.id}`);
    expect(one.json()).toMatchObject({ id: chatty.id, name: 'Rana Zed-list', chatsCount: 2, blockReason: null });
  });

  it.each([
    ['name', (c: { name: string }) => c.name.split(' ')[0]!],
    ['e-mail', (c: { email: string | null }) => c.email!.split('@')[0]!],
    ['phone', (c: { phoneNumber: string | null }) => c.phoneNumber!.slice(-7)],
    ['Gamer ID', (c: { gamerId: string | null }) => c.gamerId!.toLowerCase()],
  ])('searches by %s', async (_field, term) => {
    const n = Math.random().toString(36).slice(2, 8);
    const customer = await insertUser(t.database.db, {
      role: 'customer',
      name: `Yara${n} Hilal`,
      phoneNumber: uniquePhone(),
      gamerId: `Gamer${n}`,
    });
    const page = await get('/api/customers', { search: term(customer) });
    expect(page.json().items.map((c: { id: string }) => c.id)).toContain(customer.id);
    expect(page.json().total).toBe(1);
  });

  it('blocks a customer: its sessions end and its Gamer ID is refused at sign-in, until unblocked', async () => {
    const customer = await signedIn(t, { role: 'customer', gamerId: 'SandStorm77', phoneNumber: uniquePhone() });

    const blocked = await block(customer.user.id, { blocked: true, reason: 'Abusive messages' });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(blocked.json()).toMatchObject({ id: customer.user.id, blocked: true, blockReason: 'Abusive messages' });
    expect(await sessionUser(t, customer.cookie)).toBeNull();

    const byPassword = await signInWithPassword(t, customer.user.email!);
    expect(byPassword.response.statusCode).toBe(403);
    expect(errorOf(byPassword.response)).toEqual({
      code: 'GAMER_ID_BLOCKED',
      message: 'This Gamer ID is blocked. Please contact support.',
    });
    const byCode = await sendOtp(t, { purpose: 'sign-in', phone: customer.user.phoneNumber! });
    expect(errorOf(byCode).code).toBe('GAMER_ID_BLOCKED');

    const filtered = await get('/api/customers', { blocked: 'true', search: 'SandStorm77' });
    expect(filtered.json()).toMatchObject({ total: 1, items: [{ id: customer.user.id }] });
    expect((await get('/api/customers', { blocked: 'false', search: 'SandStorm77' })).json().total).toBe(0);

    const unblocked = await block(customer.user.id, { blocked: false });
    expect(unblocked.json()).toMatchObject({ blocked: false, blockReason: null });
    expect((await signInWithPassword(t, customer.user.email!, PASSWORD)).response.statusCode).toBe(200);
  });

  it('a blocked customer without a Gamer ID is told its account is deactivated', async () => {
    const customer = await insertUser(t.database.db, { role: 'customer', password: PASSWORD });
    await block(customer.id, { blocked: true });
    const { response } = await signInWithPassword(t, customer.email!);
    expect(errorOf(response).code).toBe('ACCOUNT_DEACTIVATED');
  });

  it('answers USER_NOT_FOUND for anyone who is not a customer', async () => {
    const agent = await insertUser(t.database.db, { role: 'agent' });
    for (const response of [await get(`/api/customers/${agent.id}`), await block(agent.id, { blocked: true })]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found.' });
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, agent.id));
    expect(row).toMatchObject({ banned: false });
  });
});

describe('guests', () => {
  it('lists guests with their brand and chats count, filtered by brand and searched by name', async () => {
    const brand = await insertBrand(t.database.db, { nameEn: 'Palm Games', nameAr: 'ألعاب النخيل' });
    const other = await insertBrand(t.database.db);
    const recent = await insertGuest(t.database.db, {
      brandId: brand.id,
      name: 'Visitor Noor',
      lastSeenAt: at('2026-01-04T00:00:00Z'),
    });
    const older = await insertGuest(t.database.db, {
      brandId: brand.id,
      name: 'Visitor Fadi',
      lastSeenAt: at('2026-01-02T00:00:00Z'),
    });
    await insertGuest(t.database.db, { brandId: other.id, name: 'Visitor Noor' });
    await insertChatRoom(t.database.db, { brandId: brand.id, guestId: recent.id });
    await insertChatRoom(t.database.db, { brandId: brand.id, guestId: recent.id });

    const page = await get('/api/guests', { brandId: brand.id });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      total: 2,
      items: [
        {
          id: recent.id,
          brandNameEn: 'Palm Games',
          brandNameAr: 'ألعاب النخيل',
          chatsCount: 2,
          lastSeenAt: '2026-01-04T00:00:00.000Z',
        },
        { id: older.id, chatsCount: 0 },
      ],
    });
    const searched = await get('/api/guests', { brandId: brand.id, search: 'noor' });
    expect(searched.json()).toMatchObject({ total: 1, items: [{ id: recent.id }] });
    expect((await get('/api/guests', { search: 'visitor noor' })).json().total).toBe(2);

    expect((await get(`/api/guests/${recent.id}`)).json()).toMatchObject({ id: recent.id, chatsCount: 2 });
  });

  it('answers GUEST_NOT_FOUND for an unknown guest', async () => {
    const response = await get('/api/guests/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(errorOf(response)).toEqual({ code: 'GUEST_NOT_FOUND', message: 'Guest not found.' });
  });
});
