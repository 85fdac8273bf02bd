import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueueStatus } from '@tawasul/contracts/widget';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  getChat,
  newGuest,
  onlineAgent,
  sent,
  startChat,
  waitingChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { brandSettings, eventually, expectError } from '../../testing/chat-scenarios.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let clients: SocketClients;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

async function queueOf(who: Credentials, chatId: string): Promise<QueueStatus> {
  const response = await t.request({ method: 'GET', url: `/api/shopper/chats/${chatId}/queue`, ...authOf(who) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json<QueueStatus>();
}

/**
 * A chat that waits `seconds` in the queue before the agent (free, online) accepts it; the agent then closes it, or
 * keeps it open (with a maximum of one chat, the agent is then busy and the next chats wait).
 */
async function acceptedAfter(brand: BrandRow, agent: SignedInUser, seconds: number, keepOpen = false) {
  const { chat } = await waitingChat(t, brand);
  t.clock.advance(seconds * 1000);
  await eventually(async () => expect((await getChat(t, agent, chat.id)).status).toBe('pending_acceptance'));
  expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
  if (!keepOpen) expect((await chatAction(t, agent, chat.id, 'close')).statusCode).toBe(200);
  return chat;
}

describe('GET /api/shopper/chats/:id/queue', () => {
  it('numbers the brand’s waiting chats in the order they started waiting, without an estimate before any history', async () => {
    const brand = await insertBrand(t.database.db);
    const first = await waitingChat(t, brand);
    t.clock.advance(1000);
    const second = await waitingChat(t, brand);
    t.clock.advance(1000);
    const third = await waitingChat(t, brand);
    // Another brand's queue is its own.
    await waitingChat(t, await insertBrand(t.database.db));

    expect(await queueOf(first.guest, first.chat.id)).toEqual({
      chatId: first.chat.id,
      position: 1,
      estimatedWaitSeconds: null,
      agentsOnline: 0,
    });
    expect((await queueOf(second.guest, second.chat.id)).position).toBe(2);
    expect((await queueOf(third.guest, third.chat.id)).position).toBe(3);

    // Closing the first moves everyone up.
    expect((await chatAction(t, first.guest, first.chat.id, 'close')).statusCode).toBe(200);
    expect(await queueOf(first.guest, first.chat.id)).toMatchObject({ position: null, estimatedWaitSeconds: null });
    expect((await queueOf(second.guest, second.chat.id)).position).toBe(1);
    expect((await queueOf(third.guest, third.chat.id)).position).toBe(2);
  });

  it('gives no position to a chat that is not waiting (new, or with an agent)', async () => {
    const brand = await insertBrand(t.database.db);
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    expect(await queueOf(guest, chat.id)).toEqual({
      chatId: chat.id,
      position: null,
      estimatedWaitSeconds: null,
      agentsOnline: 0,
    });
  });

  it('is for the chat’s shopper and the staff who may read the chat, nobody else', async () => {
    const brand = await insertBrand(t.database.db);
    const { chat } = await waitingChat(t, brand);
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    expect((await queueOf(manager, chat.id)).position).toBe(1);
    expect((await queueOf(admin, chat.id)).position).toBe(1);

    const stranger = await newGuest(t, brand);
    expectError(
      await t.request({ method: 'GET', url: `/api/shopper/chats/${chat.id}/queue`, ...authOf(stranger) }),
      'CHAT_NOT_MEMBER',
    );
    const otherManager = await signedIn(t, { role: 'brand_manager', brandId: (await insertBrand(t.database.db)).id });
    expectError(
      await t.request({ method: 'GET', url: `/api/shopper/chats/${chat.id}/queue`, cookie: otherManager.cookie }),
      'CHAT_ROOM_NOT_FOUND',
    );
    expectError(await t.request({ method: 'GET', url: `/api/shopper/chats/${chat.id}/queue` }), 'UNAUTHORIZED');
  });

  it('estimates the wait from the median of the brand’s recent acceptances, per round of online agents', async () => {
    const brand = await insertBrand(t.database.db);
    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 1 });
    const agent = await onlineAgent(t, brand);
    // Waits of 60, 180 and 120 seconds: the median is 120. The agent keeps the last chat: busy at its maximum.
    await acceptedAfter(brand, agent, 60);
    await acceptedAfter(brand, agent, 180);
    await acceptedAfter(brand, agent, 120, true);
    const first = await waitingChat(t, brand);
    const second = await waitingChat(t, brand);
    expect(await queueOf(first.guest, first.chat.id)).toEqual({
      chatId: first.chat.id,
      position: 1,
      estimatedWaitSeconds: 120,
      agentsOnline: 1,
    });
    // One online agent: the second waits for two rounds.
    expect((await queueOf(second.guest, second.chat.id)).estimatedWaitSeconds).toBe(240);

    // After a day without acceptances there is nothing recent to estimate from.
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await queueOf(second.guest, second.chat.id)).estimatedWaitSeconds).toBeNull();
  });
});

describe('chat:queue on the socket', () => {
  it('tells each waiting chat’s room where it stands whenever the brand’s queue changes', async () => {
    const brand = await insertBrand(t.database.db);
    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 1 });
    const agent = await onlineAgent(t, brand);
    // One acceptance after 90 seconds, and the agent busy with that chat.
    const busy = await acceptedAfter(brand, agent, 90, true);

    // Two shoppers wait, each following its own chat in the widget.
    const first = await waitingChat(t, brand);
    const firstTab = await clients.connect(first.guest);
    expect((await firstTab.join(first.chat.id)).ok).toBe(true);
    const secondGuest = await newGuest(t, brand);
    const secondChat = await startChat(t, secondGuest, brand);
    const secondTab = await clients.connect(secondGuest);
    expect((await secondTab.join(secondChat.id)).ok).toBe(true);

    // The second starts waiting: it learns its place; the first is told again where it stands.
    await sent(t, secondGuest, secondChat.id, 'Is anyone there?');
    expect(await secondTab.waitFor('chat:queue', (status) => status.chatId === secondChat.id)).toEqual({
      chatId: secondChat.id,
      position: 2,
      estimatedWaitSeconds: 180,
      agentsOnline: 1,
    });
    await firstTab.waitFor('chat:queue', (status) => status.chatId === first.chat.id && status.position === 1);
    // Each room hears only about its own chat.
    expect(firstTab.received('chat:queue', (status) => status.chatId !== first.chat.id)).toEqual([]);

    // The agent frees its slot: the first chat is offered and leaves the queue, the second moves up.
    expect((await chatAction(t, agent, busy.id, 'close')).statusCode).toBe(200);
    expect(
      await firstTab.waitFor('chat:queue', (status) => status.chatId === first.chat.id && status.position === null),
    ).toMatchObject({ estimatedWaitSeconds: null });
    expect(
      await secondTab.waitFor('chat:queue', (status) => status.chatId === secondChat.id && status.position === 1),
    ).toEqual({ chatId: secondChat.id, position: 1, estimatedWaitSeconds: 90, agentsOnline: 1 });

    // Another agent comes online and takes the second chat at once: it leaves the queue.
    await onlineAgent(t, brand);
    await secondTab.waitFor('chat:queue', (status) => status.chatId === secondChat.id && status.position === null);
  });
});
