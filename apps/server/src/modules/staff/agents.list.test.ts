import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, insertUser, type BrandRow, type UserRow } from '../../db/factories.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;
let manager: SignedInUser;
let brand: BrandRow;
let otherBrand: BrandRow;
let agents: { amal: UserRow; badr: UserRow; chadi: SignedInUser };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db, { nameEn: 'Oasis Store', nameAr: 'متجر الواحة' });
  otherBrand = await insertBrand(t.database.db);
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  const person = (en: [string, string], ar: [string, string]) => ({
    name: en.join(' '),
    firstNameEn: en[0],
    lastNameEn: en[1],
    firstNameAr: ar[0],
    lastNameAr: ar[1],
  });
  agents = {
    amal: await insertUser(t.database.db, {
      role: 'agent',
      brandId: brand.id,
      ...person(['Amal', 'Haddad'], ['أمل', 'حداد']),
      email: 'amal.haddad@oasis.test',
      phoneNumber: '+966511112222',
    }),
    badr: await insertUser(t.database.db, {
      role: 'agent',
      brandId: brand.id,
      ...person(['Badr', 'Nasser'], ['بدر', 'ناصر']),
      active: false,
    }),
    chadi: await signedIn(t, { role: 'agent', brandId: brand.id, ...person(['Chadi', 'Rahal'], ['شادي', 'رحال']) }),
  };
  // Same brand but another role, and the same role in another brand: neither is in the brand's agent list.
  await insertUser(t.database.db, {
    role: 'agent',
    brandId: otherBrand.id,
    ...person(['Amal', 'Other'], ['أمل', 'آخر']),
  });
});
afterAll(() => t.close());

const list = async (cookie: string, query: Record<string, string> = {}) => {
  const response = await t.request({ method: 'GET', url: '/api/agents', cookie, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: { id: string; name: string }[]; total: number; page: number; pageSize: number };
};
const ids = (page: { items: { id: string }[] }) => page.items.map((item) => item.id).sort();

describe('GET /api/agents', () => {
  it("lists a brand's agents with their brand's names, for an admin filtering by brand", async () => {
    const page = await list(admin.cookie, { brandId: brand.id });
    expect(page.total).toBe(3);
    expect(ids(page)).toEqual([agents.amal.id, agents.badr.id, agents.chadi.user.id].sort());
    expect(page.items.find((item) => item.id === agents.amal.id)).toMatchObject({
      role: 'agent',
      brandNameEn: 'Oasis Store',
      brandNameAr: 'متجر الواحة',
      phone: '+966511112222',
      neverLoggedIn: true,
    });
    expect(page.items.find((item) => item.id === agents.chadi.user.id)).toMatchObject({ neverLoggedIn: false });
  });

  it("shows a manager only its own brand's agents, and another brand is not found", async () => {
    expect(ids(await list(manager.cookie))).toEqual(ids(await list(admin.cookie, { brandId: brand.id })));

    const other = await t.request({
      method: 'GET',
      url: '/api/agents',
      cookie: manager.cookie,
      query: { brandId: otherBrand.id },
    });
    expect(other.statusCode).toBe(404);
    expect(errorOf(other).code).toBe('BRAND_NOT_FOUND');
  });

  it.each([
    ['an English name', 'haddad', ['amal']],
    ['an English full name', 'Chadi Rahal', ['chadi']],
    ['an Arabic full name', 'بدر ناصر', ['badr']],
    ['a part of an e-mail', 'amal.haddad@', ['amal']],
    ['phone digits', '5111122', ['amal']],
    ['a LIKE wildcard, taken literally', '%', []],
  ])('searches by %s', async (_what, search, expected) => {
    const page = await list(manager.cookie, { search });
    const expectedIds = expected.map((key) => {
      const found = agents[key as keyof typeof agents];
      return 'user' in found ? found.user.id : found.id;
    });
    expect(ids(page)).toEqual(expectedIds.sort());
  });

  it('filters by active flag', async () => {
    expect(ids(await list(manager.cookie, { active: 'false' }))).toEqual([agents.badr.id]);
    expect((await list(manager.cookie, { active: 'true' })).total).toBe(2);
  });

  it('filters by current status, which follows the online switch', async () => {
    expect((await list(manager.cookie, { status: 'online' })).total).toBe(0);
    await t.request({
      method: 'PATCH',
      url: '/api/auth/changeOnlineStatus',
      cookie: agents.chadi.cookie,
      payload: { isOnline: true },
    });
    const online = await list(manager.cookie, { status: 'online' });
    expect(ids(online)).toEqual([agents.chadi.user.id]);
    expect(online.items[0]).toMatchObject({ isOnline: true });
    expect((await list(manager.cookie, { status: 'offline' })).total).toBe(2);

    await t.request({
      method: 'PATCH',
      url: '/api/auth/changeOnlineStatus',
      cookie: agents.chadi.cookie,
      payload: { isOnline: false },
    });
    expect((await list(manager.cookie, { status: 'online' })).total).toBe(0);
  });

  it('sorts and pages on the server', async () => {
    const byName = await list(manager.cookie, { sort: 'name', order: 'asc' });
    expect(byName.items.map((item) => item.name)).toEqual(['Amal Haddad', 'Badr Nasser', 'Chadi Rahal']);
    const descending = await list(manager.cookie, { sort: 'name', order: 'desc', pageSize: '2', page: '2' });
    expect(descending).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(descending.items.map((item) => item.name)).toEqual(['Amal Haddad']);
    // Agents that never signed in come last, whichever the direction.
    const bySignIn = await list(manager.cookie, { sort: 'lastSignInAt', order: 'asc' });
    expect(bySignIn.items[0]!.id).toBe(agents.chadi.user.id);
  });

  it('refuses an unknown sort field', async () => {
    const response = await t.request({ method: 'GET', url: '/api/agents', cookie: admin.cookie, query: { sort: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response)).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ path: ['sort'] }] });
  });
});
