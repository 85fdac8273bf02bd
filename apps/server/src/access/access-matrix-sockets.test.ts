import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import type { BrandConfiguration } from '@tawasul/contracts/settings';
import { CLIENT_EVENT_SCHEMAS } from '@tawasul/contracts/socket-events';
import { SOCKET_ACCESS, SOCKET_TARGETS, type ClientEvent } from '../testing/access-socket-table.ts';
import {
  connectAll,
  emptyTraffic,
  heardLeaks,
  hiddenFrom,
  leaksIn,
  roomIntruders,
  type SocketCaller,
} from '../testing/access-sockets.ts';
import { accessWorld, CHATS, READERS, type AccessWorld, type ChatKey } from '../testing/access-world.ts';
import { authOf } from '../testing/chat-flows.ts';
import {
  concerns,
  createSocketClients,
  listen,
  type LiveClient,
  type SocketClients,
} from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 17's access matrix, socket events (decision 030): every client→server event the server listens to × the four
// chats and an unknown one × every caller it must refuse, over the same two-brand world as the HTTP matrix, while
// every caller's socket listens to everything it receives. Then each chat's shopper and agent talk (words, typing, a
// reply, an internal note, a delivery mark, a deleted message) and every event each socket heard is held against
// the receive table: no caller hears a chat it does not read, another brand's data, a note (shoppers) or a deleted
// text.

const SHOPPER_OF: Record<ChatKey, SocketCaller> = { A: 'guestA', B: 'guestB', C: 'customer1', D: 'customer2' };
const AGENT_OF: Record<ChatKey, SocketCaller> = { A: 'agentA', B: 'agentB', C: 'agentA', D: 'agentB' };
const CHARGEBACK = {
  word: 'chargeback',
  titleEn: 'Chargeback threat',
  titleAr: 'تهديد باسترداد عبر البنك',
  descriptionEn: 'The shopper mentions a chargeback.',
  descriptionAr: 'يذكر المتسوق استردادًا عبر البنك.',
};
const CLIENT_EVENTS = Object.keys(SOCKET_ACCESS) as ClientEvent[];

let t: TestApp;
let world: AccessWorld;
let clients: SocketClients;
let sockets: Record<SocketCaller, LiveClient>;
const traffic = emptyTraffic();
let probes = 0;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  world = await accessWorld(t);
  sockets = await connectAll(clients, world);
});
afterAll(async () => {
  clients?.closeAll();
  await t?.close();
});

const callers = () => Object.keys(sockets) as SocketCaller[];
/** Everything the server sent every socket so far has arrived (a reply travels after what was emitted before it). */
const settleAll = () => Promise.all(callers().map((caller) => sockets[caller].settled()));
const logLengths = () => Object.fromEntries(callers().map((caller) => [caller, sockets[caller].log.length]));

describe('the socket table', () => {
  it('has a rule for every event the server listens to, and for none it does not', () => {
    const [server] = t.app.io.of('/').sockets.values();
    // Socket.IO's own listener (a no-op for `error`, which is reserved: no client can send it) is not ours.
    const listened = server!
      .eventNames()
      .map(String)
      .filter((event) => event !== 'error');
    expect(listened.toSorted()).toEqual(CLIENT_EVENTS.toSorted());
    expect(Object.keys(CLIENT_EVENT_SCHEMAS).toSorted()).toEqual(CLIENT_EVENTS.toSorted());
  });

  it('opens no socket for a signed-out caller, a made-up token, or a cookie sent from another site', async () => {
    expect((await clients.refused(null)).message).toBe('UNAUTHORIZED');
    expect((await clients.refused({ token: randomUUID() })).message).toBe('INVALID_TOKEN');
    const crossSite = await clients.refused(world.credentials.managerA, { origin: 'https://evil.example' });
    expect(crossSite.message).toBe('ORIGIN_NOT_ALLOWED');
  });

  it("lets each chat's readers join it and catch up on its words, without a deleted text", async () => {
    for (const key of CHATS) {
      for (const caller of READERS[key] as SocketCaller[]) {
        const reply = await sockets[caller].join(world.chats[key].id, 0);
        expect(reply.ok, `${caller} joins ${key}`).toBe(true);
        expect(JSON.stringify(reply)).toContain(world.chats[key].secret);
        expect(leaksIn(reply, hiddenFrom(world, caller, traffic))).toEqual([]);
      }
    }
  });
});

describe('every socket event × every caller it must refuse', () => {
  it.each(CLIENT_EVENTS)('%s is refused and reaches nobody', async (event) => {
    const rule = SOCKET_ACCESS[event];
    const before = logLengths();
    const problems: string[] = [];
    for (const target of SOCKET_TARGETS) {
      const chatId = target === 'unknown' ? randomUUID() : world.chats[target].id;
      for (const caller of callers().filter((who) => !rule.allowed(who, target))) {
        const result = await rule.refuse(sockets[caller], caller, chatId, world);
        probes += 1;
        const hidden = hiddenFrom(world, caller, traffic);
        for (const problem of [...result.problems, ...result.acks.flatMap((ack) => leaksIn(ack, hidden))]) {
          problems.push(`${event} [chat ${target}] as ${caller}: ${problem}`);
        }
      }
    }
    await settleAll();
    // Nobody who may not read a chat is in its room (a later event there would reach them).
    problems.push(...(await roomIntruders(t, world)).map((intruder) => `${event}: ${intruder}`));
    // A refused event reaches nobody: no socket heard anything about the world's chats during the round.
    for (const caller of callers()) {
      const heard = sockets[caller].log.slice(before[caller]);
      for (const key of CHATS) {
        for (const entry of heard.filter(concerns(world.chats[key].id))) {
          problems.push(`${event}: ${caller} heard ${entry.event} about chat ${key}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("refuses a chat's own shopper and agent another chat's file", async () => {
    const attach = (caller: SocketCaller, key: ChatKey, other: ChatKey) =>
      sockets[caller].socket.timeout(5_000).emitWithAck('message:send', {
        chatId: world.chats[key].id,
        message: { id: randomUUID(), body: 'look', attachmentIds: [world.chats[other].fileId] },
      });
    expect(await attach('customer1', 'C', 'A')).toMatchObject({ ok: false, code: 'UPLOAD_NOT_FOUND' });
    expect(await attach('guestB', 'B', 'D')).toMatchObject({ ok: false, code: 'UPLOAD_NOT_FOUND' });
    expect(await attach('agentA', 'A', 'B')).toMatchObject({ ok: false, code: 'UPLOAD_NOT_FOUND' });
  });
});

describe("the chats' own traffic", () => {
  const send = async (caller: SocketCaller, key: ChatKey, body: string): Promise<MessageResponse> => {
    const reply = await sockets[caller].socket.timeout(5_000).emitWithAck('message:send', {
      chatId: world.chats[key].id,
      message: { id: randomUUID(), body, attachmentIds: [] },
    });
    if (!reply.ok) throw new Error(`${caller} could not write to chat ${key}: ${reply.code}`);
    return reply.message;
  };

  it('reaches its readers, and nobody hears what is not theirs', async () => {
    for (const key of CHATS) {
      const shopper = SHOPPER_OF[key];
      const agent = AGENT_OF[key];
      const words = `words-${key}-${randomUUID()}`;
      const reply = `reply-${key}-${randomUUID()}`;
      const note = `note-${key}-${randomUUID()}`;
      traffic.words[key].push(words, reply);
      traffic.notes[key].push(note);
      const written = await send(shopper, key, words);
      sockets[agent].socket.emit('typing', { chatId: world.chats[key].id, typing: true });
      await send(agent, key, reply);
      const noted = await t.request({
        method: 'POST',
        url: `/api/chats/${world.chats[key].id}/notes`,
        payload: { id: randomUUID(), body: note },
        ...authOf(world.credentials[agent]),
      });
      expect(noted.statusCode, noted.body).toBe(200);
      sockets[shopper].socket.emit('delivered', { chatId: world.chats[key].id, seq: written.seq });

      // What the talk should have reached (a matrix that hears nothing proves nothing).
      for (const reader of READERS[key] as SocketCaller[]) {
        await sockets[reader].waitFor('message:created', (message) => message.id === written.id);
      }
      await sockets[shopper].waitFor('typing', (typing) => typing.chatId === world.chats[key].id);
      await sockets[agent].waitFor('message:created', (message) => message.internal && message.body === note);
      await sockets[agent].waitFor('receipt', (receipt) => receipt.chatId === world.chats[key].id);
    }
    await settleAll();
    const problems = callers().flatMap((caller) => heardLeaks(world, caller, sockets[caller].log, traffic));
    problems.push(...(await roomIntruders(t, world)));
    expect(problems).toEqual([]);
  });

  it("keeps the staff's own events (critical words, presence, response delays, dashboards) within the brand", async () => {
    const admin = world.credentials.admin;
    for (const brand of [world.brands.A, world.brands.B]) {
      const url = `/api/brands/${brand.id}/configuration`;
      const current = (await t.request({ method: 'GET', url, ...authOf(admin) })).json<BrandConfiguration>();
      const payload = {
        ...current,
        notificationConfig: { ...current.notificationConfig, criticalWords: [CHARGEBACK] },
      };
      const saved = await t.request({ method: 'PUT', url, payload, ...authOf(admin) });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    for (const key of CHATS) {
      const words = `chargeback-${key}-${randomUUID()}`;
      traffic.words[key].push(words);
      await send(SHOPPER_OF[key], key, `A chargeback: ${words}`);
      await sockets.admin.waitFor('critical:created', (critical) => critical.chatId === world.chats[key].id);
    }
    for (const agent of ['agentA2', 'agentB2'] as const) {
      for (const isOnline of [true, false]) {
        const url = '/api/auth/changeOnlineStatus';
        const changed = await t.request({
          method: 'PATCH',
          url,
          payload: { isOnline },
          ...authOf(world.credentials[agent]),
        });
        expect(changed.statusCode, changed.body).toBe(200);
      }
      const agentId = world.credentials[agent].userId;
      await sockets.admin.waitFor('presence:changed', (presence) => presence.agentId === agentId && !presence.online);
    }
    // Nobody answered the shoppers' last words within their brand's response delay (the defaults: 5 and 10 minutes).
    t.clock.advance(11 * 60_000);
    await t.app.chatEngine.chats.checkResponseDelays();
    for (const key of CHATS) {
      await sockets.admin.waitFor('alert:response-delay', (alert) => alert.chatId === world.chats[key].id);
    }
    // The dashboards' quiet second ends: what changed meanwhile is told.
    t.clock.advance(2_000);
    await sockets.managerA.waitFor('dashboard:changed', (change) => change.brandId === world.brands.A.id);
    await sockets.managerB.waitFor('dashboard:changed', (change) => change.brandId === world.brands.B.id);
    await settleAll();
    const heard = new Set(callers().flatMap((caller) => sockets[caller].log.map((entry) => entry.event)));
    expect([...heard].toSorted()).toEqual(
      expect.arrayContaining(['alert:response-delay', 'critical:created', 'dashboard:changed', 'presence:changed']),
    );
    const problems = callers().flatMap((caller) => heardLeaks(world, caller, sockets[caller].log, traffic));
    expect(problems).toEqual([]);
  });

  it('carries no deleted text in any event after the deletion, nor in a catch-up from the start', async () => {
    for (const key of CHATS) {
      const shopper = SHOPPER_OF[key];
      const text = `gone-live-${key}-${randomUUID()}`;
      const written = await send(shopper, key, text);
      for (const reader of READERS[key] as SocketCaller[]) {
        await sockets[reader].waitFor('message:created', (message) => message.id === written.id);
      }
      await settleAll();
      const before = logLengths();
      const url = `/api/chats/${world.chats[key].id}/messages/${written.id}`;
      const deleted = await t.request({ method: 'DELETE', url, ...authOf(world.credentials[shopper]) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      for (const reader of READERS[key] as SocketCaller[]) {
        await sockets[reader].waitFor('message:updated', (message) => message.id === written.id && !!message.deletedAt);
      }
      await settleAll();
      traffic.gone.push(text);
      const problems = callers().flatMap((caller) =>
        heardLeaks(world, caller, sockets[caller].log, traffic, before[caller]),
      );
      expect(problems).toEqual([]);
    }
    // Catching up from the start: each reader gets the chat's words; a shopper never a note; nobody a deleted text.
    for (const key of CHATS) {
      for (const caller of READERS[key] as SocketCaller[]) {
        const reply = await sockets[caller].join(world.chats[key].id, 0);
        expect(reply.ok).toBe(true);
        expect(JSON.stringify(reply)).toContain(traffic.words[key][0]);
        expect(leaksIn(reply, hiddenFrom(world, caller, traffic)), `${caller} catching up on ${key}`).toEqual([]);
      }
    }
  });

  it('adds up: every event × every target × every caller it refuses was probed', () => {
    const expected = CLIENT_EVENTS.reduce(
      (sum, event) =>
        sum +
        SOCKET_TARGETS.reduce(
          (inner, target) => inner + callers().filter((caller) => !SOCKET_ACCESS[event].allowed(caller, target)).length,
          0,
        ),
      0,
    );
    expect(probes).toBe(expected);
    expect(probes).toBeGreaterThan(CLIENT_EVENTS.length * 2 * callers().length);
  });
});
