import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import type { SignedInUser } from '../testing/back-office.ts';
import { messagesOf, sent, type Guest } from '../testing/chat-flows.ts';
import {
  brandScene,
  createdIn,
  messageIds,
  openChat,
  realtimeWorld,
  settled,
  type RealtimeWorld,
} from '../testing/realtime-scene.ts';
import type { LiveClient, SocketClients } from '../testing/socket-clients.ts';
import type { TestApp } from '../testing/test-app.ts';

let world: RealtimeWorld;
let t: TestApp;
let clients: SocketClients;
let admin: SignedInUser;
let otherManager: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  world = await realtimeWorld();
  ({ t, clients, admin, otherManager, customer } = world);
});
afterAll(() => world?.close());

describe('chat:join', () => {
  it("refuses whoever is not the chat's member, with the reason", async () => {
    const scene = await brandScene(t);
    const chat = await openChat(t, scene);
    const refusals: [SignedInUser | Guest, string][] = [
      [scene.otherGuest, 'CHAT_NOT_MEMBER'],
      [scene.otherAgent, 'CHAT_NOT_MEMBER'],
      [customer, 'CHAT_NOT_MEMBER'],
      [otherManager, 'CHAT_ROOM_NOT_FOUND'],
    ];
    for (const [who, code] of refusals) {
      const client = await clients.connect(who);
      expect(await client.join(chat.id, 0), code).toMatchObject({ ok: false, code });
    }
    const guest = await clients.connect(scene.guest);
    expect(await guest.join(randomUUID())).toMatchObject({ ok: false, code: 'CHAT_ROOM_NOT_FOUND' });
  });

  it('a member catches up with exactly the messages after its afterSeq', async () => {
    const scene = await brandScene(t);
    const chat = await openChat(t, scene);
    await sent(t, scene.agent, chat.id, 'How can I help?');
    await sent(t, scene.guest, chat.id, 'My order is late.');
    await sent(t, scene.agent, chat.id, 'Let me look.');
    const all = await messagesOf(t, scene.guest, chat.id);
    expect(all.length).toBeGreaterThan(5);
    const middle = all[3]!.seq;

    for (const who of [scene.guest, scene.agent, scene.manager, admin]) {
      const client = await clients.connect(who);
      const reply = await client.join(chat.id, middle);
      if (!reply.ok) throw new Error(reply.code);
      expect(reply.chat.id).toBe(chat.id);
      expect(messageIds(reply.missed)).toEqual(messageIds(all.slice(4)));
      expect(await client.join(chat.id, 0)).toMatchObject({ ok: true, missed: all });
      expect(await client.join(chat.id, all.at(-1)!.seq)).toMatchObject({ ok: true, missed: [] });
      expect(await client.join(chat.id)).toMatchObject({ ok: true, missed: [] });
    }
  });

  it('a client that drops, misses messages and re-joins from its last seq gets every one of them, once', async () => {
    const scene = await brandScene(t);
    const chat = await openChat(t, scene);
    const guest = await clients.connect(scene.guest);
    const agent = await clients.connect(scene.agent);
    const history = new Map<LiveClient, MessageResponse[]>();
    for (const client of [guest, agent]) {
      const reply = await client.join(chat.id, 0);
      if (!reply.ok) throw new Error(reply.code);
      history.set(client, reply.missed);
    }
    const before = await sent(t, scene.agent, chat.id, 'Hello, how can I help?');
    await guest.waitFor('message:created', (message) => message.id === before.id);
    await agent.waitFor('message:created', (message) => message.id === before.id);

    const lastSeen = (client: LiveClient) =>
      Math.max(...[...history.get(client)!, ...createdIn(client, chat.id)].map((message) => message.seq));
    const marks = new Map([guest, agent].map((client) => [client, lastSeen(client)]));
    guest.disconnect();
    agent.disconnect();
    // Sent over HTTP while both sockets are gone (the guest from another device).
    const meanwhile = [
      await sent(t, scene.agent, chat.id, 'Are you there?'),
      await sent(t, scene.guest, chat.id, 'Yes, sorry, my connection dropped.'),
      await sent(t, scene.agent, chat.id, 'No problem.'),
    ];

    for (const client of [guest, agent]) {
      expect(createdIn(client, chat.id).filter((message) => meanwhile.includes(message))).toEqual([]);
      await client.reconnect();
      const reply = await client.join(chat.id, marks.get(client));
      if (!reply.ok) throw new Error(reply.code);
      expect(messageIds(reply.missed)).toEqual(messageIds(meanwhile));
      history.set(client, [...history.get(client)!, ...reply.missed]);
    }
    const after = await sent(t, scene.guest, chat.id, 'So, where is my order?');
    for (const client of [guest, agent]) {
      await client.waitFor('message:created', (message) => message.id === after.id);
    }
    await settled(guest, agent);

    // What each client has, from the join replies and live, is the whole transcript with no message twice.
    const transcript = messageIds(await messagesOf(t, scene.guest, chat.id));
    for (const client of [guest, agent]) {
      const seen = messageIds([...history.get(client)!, ...createdIn(client, chat.id)]);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.toSorted()).toEqual(transcript.toSorted());
    }
  });
});

describe('typing', () => {
  it('reaches the other side of the chat only', async () => {
    const scene = await brandScene(t);
    const chat = await openChat(t, scene);
    const tab = await clients.connect(scene.guest);
    const otherTab = await clients.connect(scene.guest);
    const agent = await clients.connect(scene.agent);
    const agentTab = await clients.connect(scene.agent);
    const outsider = await clients.connect(scene.otherGuest);
    for (const client of [tab, otherTab, agent, agentTab]) expect((await client.join(chat.id)).ok).toBe(true);
    expect((await outsider.join(chat.id)).ok).toBe(false);

    tab.socket.emit('typing', { chatId: chat.id, typing: true });
    for (const client of [agent, agentTab]) {
      expect(await client.waitFor('typing')).toEqual({
        chatId: chat.id,
        side: 'shopper',
        name: 'Guest shopper',
        typing: true,
      });
    }
    agent.socket.emit('typing', { chatId: chat.id, typing: true });
    for (const client of [tab, otherTab]) {
      expect(await client.waitFor('typing')).toEqual({
        chatId: chat.id,
        side: 'agent',
        name: scene.agent.user.name,
        typing: true,
      });
    }
    // Someone outside the chat cannot type into it.
    outsider.socket.emit('typing', { chatId: chat.id, typing: true });
    // The server has read the outsider's typing once it answers the outsider; then each member's connection settles.
    await outsider.settled();
    await settled(tab, otherTab, agent, agentTab);
    for (const client of [tab, otherTab])
      expect(client.received('typing').map((event) => event.side)).toEqual(['agent']);
    for (const client of [agent, agentTab]) {
      expect(client.received('typing').map((event) => event.side)).toEqual(['shopper']);
    }
    expect(outsider.received('typing')).toEqual([]);
  });
});
