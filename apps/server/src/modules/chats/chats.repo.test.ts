import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatListResponse } from '@tawasul/contracts/chats';
import {
  insertBrand,
  insertChatRoom,
  insertGuest,
  insertUser,
  type BrandRow,
  type UserRow,
} from '../../db/factories.ts';
import { users } from '../../db/schema/users.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Chat Management's list (`GET /api/chats`, read by chats.repo.ts `list`): its filters, search, sorts and totals.
let t: TestApp;
let brand: BrandRow;
let admin: SignedInUser;
let manager: SignedInUser;
let agents: { rania: UserRow; omar: UserRow };
const chats: Record<string, string> = {};
const DAY = 86_400_000;
const start = Date.parse('2026-03-01T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  brand = await insertBrand(db);
  const other = await insertBrand(db);
  admin = await signedIn(t, { role: 'admin' });
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  agents = {
    rania: await insertUser(db, { role: 'agent', brandId: brand.id, name: 'Rania Haddad' }),
    omar: await insertUser(db, { role: 'agent', brandId: brand.id, name: 'Omar Saleh' }),
  };
  const noura = await insertUser(db, {
    role: 'customer',
    name: 'Noura Alharbi',
    email: 'noura.h@mail.test',
    phoneNumber: '+966501234567',
  });
  const khalid = await insertUser(db, { role: 'customer', name: 'Khalid Otaibi', email: 'k.otaibi@mail.test' });
  const guest = await insertGuest(db, { brandId: brand.id, name: 'Layla 50%' });
  const at = (days: number) => new Date(start + days * DAY);
  const chat = async (name: string, values: Parameters<typeof insertChatRoom>[1]) => {
    chats[name] = (await insertChatRoom(db, values)).id;
  };
  // In start order; the last message moves `khalidOpen` to the top by activity.
  await chat('nouraClosed', {
    brandId: brand.id,
    customerId: noura.id,
    agentId: agents.rania.id,
    status: 'closed',
    startedAt: at(0),
    lastMessageAt: at(0.1),
  });
  await chat('guestClosed', {
    brandId: brand.id,
    guestId: guest.id,
    agentId: agents.omar.id,
    status: 'closed',
    startedAt: at(1),
    lastMessageAt: at(1.1),
  });
  await chat('khalidOpen', {
    brandId: brand.id,
    customerId: khalid.id,
    agentId: agents.rania.id,
    status: 'open',
    startedAt: at(2),
    lastMessageAt: at(9),
  });
  await chat('nouraWaiting', {
    brandId: brand.id,
    customerId: noura.id,
    status: 'waiting_for_agent',
    startedAt: at(3),
  });
  await chat('otherBrand', { brandId: other.id, customerId: noura.id, status: 'new', startedAt: at(4) });
});
afterAll(() => t.close());

async function list(as: SignedInUser, query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const response = await t.request({ method: 'GET', url: `/api/chats?${search}`, cookie: as.cookie });
  expect(response.statusCode, response.body).toBe(200);
  const page = response.json() as ChatListResponse;
  return {
    ids: page.items.map((item) => Object.keys(chats).find((name) => chats[name] === item.id)),
    total: page.total,
  };
}

describe('Chat Management list', () => {
  it('shows the newest chats first with their total, a brand manager only its brand', async () => {
    expect(await list(manager)).toEqual({
      ids: ['nouraWaiting', 'khalidOpen', 'guestClosed', 'nouraClosed'],
      total: 4,
    });
    expect((await list(admin)).total).toBe(5);
    expect(await list(admin, { brandId: brand.id, sort: 'startedAt', order: 'asc' })).toEqual({
      ids: ['nouraClosed', 'guestClosed', 'khalidOpen', 'nouraWaiting'],
      total: 4,
    });
  });

  it('filters by status, agent and start time, and sorts by latest activity', async () => {
    expect(await list(manager, { status: 'closed' })).toEqual({ ids: ['guestClosed', 'nouraClosed'], total: 2 });
    expect(await list(manager, { agentId: agents.rania.id, sort: 'lastMessageAt' })).toEqual({
      ids: ['khalidOpen', 'nouraClosed'],
      total: 2,
    });
    const from = new Date(start + 0.5 * DAY).toISOString();
    const to = new Date(start + 2.5 * DAY).toISOString();
    expect(await list(manager, { from, to })).toEqual({ ids: ['khalidOpen', 'guestClosed'], total: 2 });
    expect((await list(manager, { sort: 'lastMessageAt' })).ids[0]).toBe('khalidOpen');
  });

  it("finds chats by the shopper's name, phone or e-mail, the guest's name, the agent's name or the number", async () => {
    expect(await list(manager, { search: 'alharbi' })).toEqual({ ids: ['nouraWaiting', 'nouraClosed'], total: 2 });
    expect((await list(manager, { search: 'alharbi', order: 'asc' })).ids).toEqual(['nouraClosed', 'nouraWaiting']);
    expect((await list(manager, { search: '1234567' })).ids).toEqual(['nouraWaiting', 'nouraClosed']);
    expect((await list(manager, { search: 'K.OTAIBI@' })).ids).toEqual(['khalidOpen']);
    expect((await list(manager, { search: 'layla' })).ids).toEqual(['guestClosed']);
    // The agent's name: Rania holds two chats of the brand.
    expect((await list(manager, { search: 'Rania' })).ids).toEqual(['khalidOpen', 'nouraClosed']);
    // Search and filters together; `%` is taken literally.
    expect((await list(manager, { search: 'alharbi', status: 'closed' })).ids).toEqual(['nouraClosed']);
    expect((await list(manager, { search: '50%' })).ids).toEqual(['guestClosed']);
    expect(await list(manager, { search: 'nobody-by-this-name' })).toEqual({ ids: [], total: 0 });
    const number = (
      await t.request({ method: 'GET', url: `/api/chats/${chats.khalidOpen}`, cookie: manager.cookie })
    ).json() as { number: number };
    expect((await list(manager, { search: `#${number.number}` })).ids).toEqual(['khalidOpen']);
  });

  it('finds them too when very many people match (a common name): each chat is checked as the list is walked', async () => {
    const db = t.database.db;
    // More namesakes than the search looks up one by one; two chatted with this brand, one with another.
    const namesakes = await db
      .insert(users)
      .values(
        Array.from({ length: 1_005 }, (_, index) => ({
          name: `Saad Common ${index}`,
          email: `saad.common.${index}@mail.test`,
          role: 'customer' as const,
        })),
      )
      .returning({ id: users.id });
    const own = await insertBrand(db);
    const other = await insertBrand(db);
    const ownManager = await signedIn(t, { role: 'brand_manager', brandId: own.id });
    const at = (days: number) => new Date(start + days * DAY);
    const first = await insertChatRoom(db, { brandId: own.id, customerId: namesakes[3]!.id, startedAt: at(5) });
    const second = await insertChatRoom(db, { brandId: own.id, customerId: namesakes[900]!.id, startedAt: at(6) });
    await insertChatRoom(db, { brandId: other.id, customerId: namesakes[4]!.id, startedAt: at(7) });
    const found = async (query: Record<string, string | number>) => {
      const response = await t.request({
        method: 'GET',
        url: `/api/chats?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]))}`,
        cookie: ownManager.cookie,
      });
      const page = response.json() as ChatListResponse;
      return { ids: page.items.map((item) => item.id), total: page.total };
    };
    expect(await found({ search: 'common' })).toEqual({ ids: [second.id, first.id], total: 2 });
    expect(await found({ search: 'common', pageSize: 1 })).toEqual({ ids: [second.id], total: 2 });
    expect(await found({ search: 'common', status: 'open' })).toEqual({ ids: [], total: 0 });
  });

  it('pages through the list with the same total on every page', async () => {
    const first = await list(manager, { pageSize: 3 });
    const second = await list(manager, { pageSize: 3, page: 2 });
    expect(first).toEqual({ ids: ['nouraWaiting', 'khalidOpen', 'guestClosed'], total: 4 });
    expect(second).toEqual({ ids: ['nouraClosed'], total: 4 });
    expect(await list(manager, { pageSize: 3, page: 3 })).toEqual({ ids: [], total: 4 });
  });
});
