import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '@tawasul/contracts/reports';
import { insertBrand, insertChatRoom, insertGuest, insertUser, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { newGuest, sent, setOnline, startChat, type Guest } from '../../testing/chat-flows.ts';
import { createSocketClients, listen, type LiveClient, type SocketClients } from '../../testing/socket-clients.ts';
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
  let otherBrand: BrandRow;
  let agent: SignedInUser;
  let guests: Guest[];

  beforeAll(async () => {
    clients = createSocketClients(await listen(t));
    brand = await insertBrand(t.database.db);
    manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    otherBrand = await insertBrand(t.database.db);
    otherManager = await signedIn(t, { role: 'brand_manager', brandId: otherBrand.id });
    agent = await signedIn(t, { role: 'agent', brandId: brand.id });
    guests = await Promise.all([1, 2, 3, 4].map(() => newGuest(t, brand)));
  });
  afterAll(() => clients.closeAll());

  /** Ends the brand's quiet second on the test's clock: what it held back goes out now. */
  const endQuietSecond = () => t.clock.advance(1_000);

  it('tells admins and the brand’s managers, at most once a second, when a count may have changed', async () => {
    const watchers = { admin: await clients.connect(admin), manager: await clients.connect(manager) };
    const outsiders = { otherManager: await clients.connect(otherManager), agent: await clients.connect(agent) };
    const ours = (payload: { brandId: string }) => payload.brandId === brand.id;
    const told = (client: LiveClient) => client.received('dashboard:changed', ours).length;
    /** Every watcher has been told `count` times, and no more once its connection has settled. */
    const toldTimes = async (count: number) => {
      for (const client of Object.values(watchers)) await expect.poll(() => told(client)).toBe(count);
      await Promise.all(Object.values(watchers).map((client) => client.settled()));
      for (const [name, client] of Object.entries(watchers)) expect(told(client), name).toBe(count);
    };

    // Four chats start at once: the first tells at once, the other three are held for the end of the second.
    const chats = await Promise.all(guests.map((guest) => startChat(t, guest, brand)));
    await toldTimes(1);
    endQuietSecond();
    await toldTimes(2);
    // (The spacing itself is timed exactly in dashboard-live.test.ts.)
    endQuietSecond();

    // A chat starting to wait changes a count; another message to the same waiting chat changes none, which the
    // next change (a second chat starting to wait) shows: it is told at once, and nothing is held back.
    await sent(t, guests[0]!, chats[0]!.id, 'Hello');
    await toldTimes(3);
    endQuietSecond();
    await sent(t, guests[0]!, chats[0]!.id, 'Anyone there?');
    await sent(t, guests[1]!, chats[1]!.id, 'Hello');
    await toldTimes(4);
    endQuietSecond();
    await toldTimes(4);

    // An agent going online changes "agents online now".
    await setOnline(t, agent, true);
    await toldTimes(5);

    // Another brand's manager hears of its own brand only, and an agent never.
    await startChat(t, await newGuest(t, otherBrand), otherBrand);
    await outsiders.otherManager.waitFor('dashboard:changed', (payload) => payload.brandId === otherBrand.id);
    await Promise.all(Object.values(outsiders).map((client) => client.settled()));
    expect(outsiders.otherManager.received('dashboard:changed', ours)).toEqual([]);
    expect(outsiders.agent.received('dashboard:changed')).toEqual([]);
  });
});
