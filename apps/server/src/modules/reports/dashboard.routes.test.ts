import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@tawasul/contracts/reports';
import { insertBrand, insertChatRoom, insertGuest, insertUser, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { newGuest, sent, setOnline, startChat, type Guest } from '../../testing/chat-flows.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const summary = async (who: SignedInUser, brandId?: string) => {
  const response = await t.request({
    method: 'GET',
    url: '/api/dashboard/summary',
    cookie: who.cookie,
    query: brandId ? { brandId } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as DashboardSummary;
};

describe('GET /api/dashboard/summary', () => {
  it('counts the seeded customers, agents and chats: every brand for an admin, its own for a manager', async () => {
    const db = t.database.db;
    const dates = await insertBrand(db, { timeZone: 'Asia/Riyadh' });
    const moon = await insertBrand(db, { timeZone: 'Europe/London' });
    const customers = await Promise.all([1, 2, 3, 4].map(() => insertUser(db, { role: 'customer' })));
    const [c1, c2, c3] = customers as [(typeof customers)[0], (typeof customers)[0], (typeof customers)[0]];
    // Dates: one agent online, one online but deactivated since, one offline. Moon: one online.
    const x1 = await insertUser(db, { role: 'agent', brandId: dates.id, isOnline: true });
    await insertUser(db, { role: 'agent', brandId: dates.id, isOnline: true, active: false });
    await insertUser(db, { role: 'agent', brandId: dates.id });
    const y1 = await insertUser(db, { role: 'agent', brandId: moon.id, isOnline: true });
    const guest = await insertGuest(db, { brandId: dates.id });
    const chat = (brand: BrandRow, status: 'new' | 'waiting_for_agent' | 'pending_acceptance' | 'open' | 'closed') =>
      ({ brandId: brand.id, status }) as const;
    for (const values of [
      { ...chat(dates, 'new'), customerId: c1.id },
      { ...chat(dates, 'waiting_for_agent'), guestId: guest.id },
      { ...chat(dates, 'pending_acceptance'), customerId: c2.id, agentId: x1.id },
      { ...chat(dates, 'open'), customerId: c1.id, agentId: x1.id },
      { ...chat(dates, 'open'), customerId: c2.id, agentId: x1.id },
      { ...chat(dates, 'closed'), customerId: c3.id },
      { ...chat(moon, 'open'), customerId: c1.id, agentId: y1.id },
      { ...chat(moon, 'closed'), guestId: guest.id },
    ]) {
      await insertChatRoom(db, values);
    }
    const datesManager = await signedIn(t, { role: 'brand_manager', brandId: dates.id });
    const moonManager = await signedIn(t, { role: 'brand_manager', brandId: moon.id });

    const datesCounts = {
      totalUsers: 3,
      totalAgents: 3,
      activeChats: 5,
      currentActiveAgents: 1,
      currentActiveChats: 2,
      timeZone: 'Asia/Riyadh',
    };
    expect(await summary(datesManager)).toEqual(datesCounts);
    expect(await summary(admin, dates.id)).toEqual(datesCounts);
    expect(await summary(moonManager)).toEqual({
      totalUsers: 1,
      totalAgents: 1,
      activeChats: 1,
      currentActiveAgents: 1,
      currentActiveChats: 1,
      timeZone: 'Europe/London',
    });
    expect(await summary(admin)).toEqual({
      totalUsers: 4,
      totalAgents: 4,
      activeChats: 6,
      currentActiveAgents: 2,
      currentActiveChats: 3,
      timeZone: 'Asia/Riyadh',
    });
  });

  it('falls back to Riyadh for a brand whose time zone is not a real one', async () => {
    const brand = await insertBrand(t.database.db, { timeZone: 'Mars/Olympus_Mons' });
    expect((await summary(admin, brand.id)).timeZone).toBe('Asia/Riyadh');
  });
});

describe('dashboard:changed', () => {
  let clients: SocketClients;
  let brand: BrandRow;
  let manager: SignedInUser;
  let otherManager: SignedInUser;
  let agent: SignedInUser;
  let guests: Guest[];

  beforeAll(async () => {
    clients = createSocketClients(await listen(t));
    brand = await insertBrand(t.database.db);
    manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    otherManager = await signedIn(t, { role: 'brand_manager', brandId: (await insertBrand(t.database.db)).id });
    agent = await signedIn(t, { role: 'agent', brandId: brand.id });
    guests = await Promise.all([1, 2, 3, 4].map(() => newGuest(t, brand)));
  });
  afterAll(() => clients.closeAll());

  /** Lets the brand's quiet second (and any event it held back) pass. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1300));

  it('tells admins and the brand’s managers, at most once a second, when a count may have changed', async () => {
    const watchers = { admin: await clients.connect(admin), manager: await clients.connect(manager) };
    const outsiders = { otherManager: await clients.connect(otherManager), agent: await clients.connect(agent) };
    const ours = (payload: { brandId: string }) => payload.brandId === brand.id;
    const arrivals = new Map<string, number[]>();
    for (const [name, client] of Object.entries(watchers)) {
      arrivals.set(name, []);
      client.socket.on('dashboard:changed', (payload) => {
        if (ours(payload)) arrivals.get(name)!.push(Date.now());
      });
    }

    // Four chats start at once: the first tells at once, the rest are held for the end of the second.
    const chats = await Promise.all(guests.map((guest) => startChat(t, guest, brand)));
    await watchers.admin.waitFor('dashboard:changed', ours);
    await settle();
    // (The spacing itself is timed exactly in dashboard-live.test.ts, with a manual clock.)
    for (const [name, times] of arrivals) {
      expect(times.length, name).toBeGreaterThanOrEqual(1);
      expect(times.length, name).toBeLessThanOrEqual(2);
    }

    // A chat starting to wait changes a count; another message to the same waiting chat changes none.
    const before = arrivals.get('admin')!.length;
    await sent(t, guests[0]!, chats[0]!.id, 'Hello');
    await settle();
    expect(arrivals.get('admin')!.length).toBe(before + 1);
    await sent(t, guests[0]!, chats[0]!.id, 'Anyone there?');
    await settle();
    expect(arrivals.get('admin')!.length).toBe(before + 1);

    // An agent going online changes "agents online now".
    const managerBefore = arrivals.get('manager')!.length;
    await setOnline(t, agent, true);
    await settle();
    expect(arrivals.get('manager')!.length).toBeGreaterThan(managerBefore);

    for (const [name, client] of Object.entries(outsiders)) {
      expect(client.received('dashboard:changed'), name).toEqual([]);
    }
  });
});
