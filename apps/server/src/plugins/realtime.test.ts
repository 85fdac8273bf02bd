import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ServerToClientEvents } from '@tawasul/contracts/socket-events';
import { insertBrand } from '../db/factories.ts';
import { queryRows } from '../modules/chats/chats.repo.ts';
import { signedIn, type SignedInUser } from '../testing/back-office.ts';
import {
  chatAction,
  getChat,
  messagesOf,
  newGuest,
  onlineAgent,
  sent,
  setOnline,
  startChat,
  type Guest,
} from '../testing/chat-flows.ts';
import {
  concerns,
  createSocketClients,
  listen,
  type LiveClient,
  type SocketClients,
} from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createTestCluster, type TestCluster, type TestNode } from '../testing/test-cluster.ts';

/** How long a client must stay silent, once delivery has been seen flowing, to count as "never received". */
const QUIET_MS = 300;
const quiet = () => new Promise((resolve) => setTimeout(resolve, QUIET_MS));

const STAFF_ONLY: (keyof ServerToClientEvents)[] = [
  'critical:created',
  'notification:created',
  'alert:response-delay',
  'presence:changed',
  'chat:offered',
];
const SHOPPER_EVENTS = new Set<keyof ServerToClientEvents>([
  'chat:updated',
  'message:created',
  'message:updated',
  'typing',
  'receipt',
  'chat:queue',
  'shopper:notification',
]);

/** A brand with one online agent, another agent who is offline (never offered anything), its manager, two guests. */
async function brandScene(t: TestApp) {
  const brand = await insertBrand(t.database.db);
  return {
    brand,
    agent: await onlineAgent(t, brand),
    otherAgent: await signedIn(t, { role: 'agent', brandId: brand.id }),
    manager: await signedIn(t, { role: 'brand_manager', brandId: brand.id }),
    guest: await newGuest(t, brand),
    otherGuest: await newGuest(t, brand),
  };
}
type Scene = Awaited<ReturnType<typeof brandScene>>;

/** The guest's chat, offered to the scene's agent and accepted. */
async function openChat(t: TestApp, scene: Scene): Promise<ChatResponse> {
  const chat = await startChat(t, scene.guest, scene.brand);
  await sent(t, scene.guest, chat.id, 'Hello, I need help');
  const accepted = await chatAction(t, scene.agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<ChatResponse>();
}

const messageIds = (messages: readonly MessageResponse[]) => messages.map((message) => message.id);
const createdIn = (client: LiveClient, chatId: string) =>
  client.received('message:created', (message) => message.chatId === chatId);

let t: TestApp;
let clients: SocketClients;
let admin: SignedInUser;
let otherManager: SignedInUser;
let customer: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  admin = await signedIn(t, { role: 'admin' });
  otherManager = await signedIn(t, { role: 'brand_manager', brandId: (await insertBrand(t.database.db)).id });
  customer = await signedIn(t, { role: 'customer' });
});
afterAll(async () => {
  clients?.closeAll();
  await t?.close();
});

describe('authentication at the handshake', () => {
  it('refuses a socket without a session cookie or token', async () => {
    expect((await clients.refused(null)).message).toBe('UNAUTHORIZED');
  });

  it('refuses a malformed or forged guest token with INVALID_TOKEN', async () => {
    const brand = await insertBrand(t.database.db);
    const guest = await newGuest(t, brand);
    const forged = `${guest.token.slice(0, guest.token.lastIndexOf('.'))}.${'A'.repeat(43)}`;
    for (const token of ['not-a-token', forged, guest.token.replace(guest.id, randomUUID())]) {
      expect((await clients.refused({ token })).message, token).toBe('INVALID_TOKEN');
    }
    const live = await clients.connect(guest);
    expect(live.socket.connected).toBe(true);
  });

  it('refuses a session cookie from a foreign Origin (cross-site WebSocket hijacking) and accepts it from ours', async () => {
    const agent = await signedIn(t, { role: 'agent', brandId: (await insertBrand(t.database.db)).id });
    expect((await clients.refused(agent, { origin: 'https://evil.example' })).message).toBe('ORIGIN_NOT_ALLOWED');
    expect((await clients.connect(agent)).socket.connected).toBe(true);
  });

  it('refuses a cookie that holds no session', async () => {
    expect((await clients.refused({ cookie: 'better-auth.session_token=forged.value' })).message).toBe('UNAUTHORIZED');
  });
});

describe('events reach exactly the right rooms', () => {
  it("a guest's chat reaches its agent, the brand's managers, admins and the guest's other tab, and nobody else", async () => {
    const scene = await brandScene(t);
    const members = {
      agent: await clients.connect(scene.agent),
      manager: await clients.connect(scene.manager),
      admin: await clients.connect(admin),
      tab: await clients.connect(scene.guest),
      otherTab: await clients.connect(scene.guest),
    };
    const outsiders = {
      otherAgent: await clients.connect(scene.otherAgent),
      otherManager: await clients.connect(otherManager),
      otherGuest: await clients.connect(scene.otherGuest),
      customer: await clients.connect(customer),
    };

    const chat = await startChat(t, scene.guest, scene.brand);
    const first = await sent(t, scene.guest, chat.id, 'Hello, I need help');
    const offered = await members.agent.waitFor('chat:offered', (offer) => offer.id === chat.id);
    expect(offered.agent?.id).toBe(scene.agent.user.id);
    expect((await chatAction(t, scene.agent, chat.id, 'accept')).statusCode).toBe(200);
    const question = await sent(t, scene.guest, chat.id, 'Where is my order?');
    const answer = await sent(t, scene.agent, chat.id, 'It is on its way.');

    for (const [name, client] of Object.entries(members)) {
      for (const message of [question, answer]) {
        const received = await client.waitFor('message:created', (created) => created.id === message.id);
        expect(received, name).toEqual(message);
      }
      const open = await client.waitFor(
        'chat:updated',
        (updated) => updated.id === chat.id && updated.status === 'open',
      );
      expect(open.agent?.id, name).toBe(scene.agent.user.id);
    }
    // Before it was assigned, the chat's first message went to the shopper, the managers and admins.
    for (const client of [members.manager, members.admin, members.tab, members.otherTab]) {
      await client.waitFor('message:created', (created) => created.id === first.id);
    }

    await quiet();
    for (const [name, client] of Object.entries(outsiders)) {
      expect(client.log.filter(concerns(chat.id)), name).toEqual([]);
    }
    // The offer is the offered agent's alone.
    for (const [name, client] of Object.entries({ ...members, ...outsiders })) {
      if (name === 'agent') continue;
      expect(client.received('chat:offered'), name).toEqual([]);
    }
    // Each message once per socket, although a socket may be in several of the rooms it goes to.
    for (const [name, client] of Object.entries(members)) {
      const ids = messageIds(createdIn(client, chat.id));
      expect(new Set(ids).size, name).toBe(ids.length);
    }
  });

  it('staff-only events reach the staff and never the shopper', async () => {
    const scene = await brandScene(t);
    const chat = await openChat(t, scene);
    const agent = await clients.connect(scene.agent);
    const manager = await clients.connect(scene.manager);
    const adminClient = await clients.connect(admin);
    const others = await clients.connect(otherManager);
    const tab = await clients.connect(scene.guest);
    expect((await tab.join(chat.id)).ok).toBe(true);

    // A critical word: the critical message, and notification-centre items (critical word, customer message).
    const flagged = await sent(t, scene.guest, chat.id, 'I want a refund for this order');
    await tab.waitFor('message:created', (message) => message.id === flagged.id);
    for (const client of [agent, manager, adminClient]) {
      const critical = await client.waitFor('critical:created', (item) => item.chatId === chat.id);
      expect(critical).toMatchObject({ word: 'refund', titleEn: 'Refund request' });
    }
    await agent.waitFor('notification:created', (item) => item.chatId === chat.id && item.kind === 'critical_message');
    await agent.waitFor('notification:created', (item) => item.chatId === chat.id && item.kind === 'customer_message');
    await manager.waitFor(
      'notification:created',
      (item) => item.chatId === chat.id && item.kind === 'critical_message',
    );

    // The agent has not answered within the brand's response delay.
    t.clock.advance(6 * 60_000);
    await t.app.chatEngine.chats.checkResponseDelays();
    for (const client of [agent, manager, adminClient]) {
      expect(await client.waitFor('alert:response-delay', (alert) => alert.chatId === chat.id)).toMatchObject({
        agentId: scene.agent.user.id,
        minutes: 5,
      });
    }

    // Presence.
    await setOnline(t, scene.agent, false);
    await setOnline(t, scene.agent, true);
    for (const client of [agent, manager, adminClient]) {
      await client.waitFor('presence:changed', (event) => event.agentId === scene.agent.user.id && event.online);
    }

    // Delivery to the shopper is flowing: what it should get, it gets.
    const answer = await sent(t, scene.agent, chat.id, 'Sorry for the wait, let me check.');
    await tab.waitFor('message:created', (message) => message.id === answer.id);
    await quiet();
    expect(tab.log.filter((entry) => STAFF_ONLY.includes(entry.event))).toEqual([]);
    expect(tab.log.filter((entry) => !SHOPPER_EVENTS.has(entry.event))).toEqual([]);
    // Nor do they reach another brand's manager.
    expect(others.log.filter(concerns(chat.id))).toEqual([]);
    expect(others.received('presence:changed', (event) => event.agentId === scene.agent.user.id)).toEqual([]);
  });

  it('an agent who declines a chat or has it taken away stops receiving its events', async () => {
    const scene = await brandScene(t);
    const declining = await clients.connect(scene.agent);
    const chat = await startChat(t, scene.guest, scene.brand);
    await sent(t, scene.guest, chat.id, 'Hello, anyone there?');
    await declining.waitFor('chat:offered', (offer) => offer.id === chat.id);
    expect((await declining.join(chat.id)).ok).toBe(true);
    expect((await chatAction(t, scene.agent, chat.id, 'decline')).statusCode).toBe(200);
    await declining.waitFor(
      'chat:updated',
      (updated) => updated.id === chat.id && updated.status === 'waiting_for_agent',
    );

    // Another agent comes online and takes it.
    const taking = await clients.connect(scene.otherAgent);
    await setOnline(t, scene.otherAgent, true);
    await taking.waitFor('chat:offered', (offer) => offer.id === chat.id);
    expect((await chatAction(t, scene.otherAgent, chat.id, 'accept')).statusCode).toBe(200);
    expect((await taking.join(chat.id)).ok).toBe(true);

    // The manager gives it to a third agent.
    const third = await signedIn(t, { role: 'agent', brandId: scene.brand.id });
    const thirdClient = await clients.connect(third);
    const manager = await clients.connect(scene.manager);
    const changed = await t.request({
      method: 'PUT',
      url: `/api/chats/${chat.id}/agent`,
      payload: { agentId: third.user.id },
      cookie: scene.manager.cookie,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await taking.waitFor('chat:updated', (updated) => updated.id === chat.id && updated.agent?.id === third.user.id);

    const later = await sent(t, scene.guest, chat.id, 'Are you still there?');
    await thirdClient.waitFor('message:created', (message) => message.id === later.id);
    await manager.waitFor('message:created', (message) => message.id === later.id);
    await quiet();
    expect(declining.received('message:created', (message) => message.id === later.id)).toEqual([]);
    expect(taking.received('message:created', (message) => message.id === later.id)).toEqual([]);
    // Nor can they come back in.
    expect(await declining.join(chat.id)).toMatchObject({ ok: false, code: 'CHAT_NOT_MEMBER' });
    expect(await taking.join(chat.id)).toMatchObject({ ok: false, code: 'CHAT_NOT_MEMBER' });
  });
});

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
    await quiet();

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
    await quiet();
    for (const client of [tab, otherTab])
      expect(client.received('typing').map((event) => event.side)).toEqual(['agent']);
    for (const client of [agent, agentTab]) {
      expect(client.received('typing').map((event) => event.side)).toEqual(['shopper']);
    }
    expect(outsider.received('typing')).toEqual([]);
  });
});

describe('two server nodes sharing the database and Redis', () => {
  let cluster: TestCluster;
  let nodeClients: SocketClients;
  beforeAll(async () => {
    if (!process.env.REDIS_URL) return;
    cluster = await createTestCluster(2);
    nodeClients = createSocketClients(cluster.nodes[0]!.url);
  });
  afterAll(async () => {
    nodeClients?.closeAll();
    await cluster?.close();
  });

  it.skipIf(!process.env.REDIS_URL)(
    'a message sent through one node reaches clients connected to the other',
    async () => {
      const [a, b] = cluster.nodes as [TestNode, TestNode];
      const brand = await insertBrand(a.database.db);
      const agent = await onlineAgent(a, brand);
      const manager = await signedIn(b, { role: 'brand_manager', brandId: brand.id });
      const guest = await newGuest(b, brand);
      const agentOnA = await nodeClients.connect(agent);
      const guestOnB = await nodeClients.connect(guest, { url: b.url });
      const managerOnB = await nodeClients.connect(manager, { url: b.url });

      const chat = await startChat(a, guest, brand);
      const first = await sent(a, guest, chat.id, 'Hello from node A');
      await guestOnB.waitFor('message:created', (message) => message.id === first.id);
      await agentOnA.waitFor('chat:offered', (offer) => offer.id === chat.id);
      expect((await chatAction(b, agent, chat.id, 'accept')).statusCode).toBe(200);
      await agentOnA.waitFor('chat:updated', (updated) => updated.id === chat.id && updated.status === 'open');

      const answer = await sent(a, agent, chat.id, 'Answered through node A');
      expect(await guestOnB.waitFor('message:created', (message) => message.id === answer.id)).toEqual(answer);
      await managerOnB.waitFor('message:created', (message) => message.id === answer.id);

      // Chat rooms span the nodes too: typing on B reaches the agent on A.
      expect((await guestOnB.join(chat.id)).ok).toBe(true);
      expect((await agentOnA.join(chat.id)).ok).toBe(true);
      guestOnB.socket.emit('typing', { chatId: chat.id, typing: true });
      expect(await agentOnA.waitFor('typing')).toMatchObject({ chatId: chat.id, side: 'shopper' });
    },
  );

  it.skipIf(!process.env.REDIS_URL)(
    'capacity holds across both nodes: 5 agents with a maximum of 3, 40 chats started at once through both',
    async () => {
      const [a, b] = cluster.nodes as [TestNode, TestNode];
      const brand = await insertBrand(a.database.db);
      const manager = await signedIn(a, { role: 'brand_manager', brandId: brand.id });
      const saved = await a.request({
        method: 'PUT',
        url: '/api/settings/general',
        cookie: manager.cookie,
        payload: {
          customerInactivityTimeoutHours: null,
          maxConversationsPerAgent: 3,
          messageEditMinutes: null,
          messageDeleteMinutes: null,
          waitingTimeoutMinutes: null,
        },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const agents = await Promise.all(Array.from({ length: 5 }, (_, index) => onlineAgent(index % 2 ? b : a, brand)));
      const agentClients = await Promise.all(
        agents.map((agent, index) => nodeClients.connect(agent, { url: (index % 2 ? a : b).url })),
      );
      const guests: Guest[] = [];
      for (let index = 0; index < 40; index++) guests.push(await newGuest(index % 2 ? a : b, brand));

      const chats = await Promise.all(
        guests.map(async (guest, index) => {
          const node = index < 20 ? a : b;
          const chat = await startChat(node, guest, brand);
          await sent(node, guest, chat.id, `Hello, I am shopper ${index}`);
          return chat;
        }),
      );

      const loads = async () => {
        const rows = await queryRows<{ agent_id: string; load: number }>(
          a.database.db,
          sql`
          select agent_id, count(*)::int as load from chat_rooms
          where brand_id = ${brand.id} and status in ('pending_acceptance', 'open') group by agent_id`,
        );
        return new Map(rows.map((row) => [row.agent_id, Number(row.load)]));
      };
      const statuses = async () =>
        Promise.all(
          chats.map(async (chat, index) => (await getChat(index < 20 ? a : b, guests[index]!, chat.id)).status),
        );

      const loadsFirst = await loads();
      expect(agents.map((agent) => loadsFirst.get(agent.user.id))).toEqual([3, 3, 3, 3, 3]);
      expect((await statuses()).filter((status) => status === 'waiting_for_agent')).toHaveLength(25);

      // Each offer reached its agent's socket, whichever node made it, once.
      const offered = () => agentClients.reduce((total, client) => total + client.received('chat:offered').length, 0);
      await expect.poll(offered).toBe(15);
      await quiet();
      const offers = agentClients.flatMap((client, index) =>
        client.received('chat:offered').map((offer) => {
          expect(offer.agent?.id).toBe(agents[index]!.user.id);
          return offer.id;
        }),
      );
      expect(offers).toHaveLength(15);
      expect(new Set(offers).size).toBe(15);

      // Every agent frees a slot at once, through both nodes: the queue moves and the maximum still holds.
      await Promise.all(
        agentClients.map(async (client, index) => {
          const [offer] = client.received('chat:offered');
          const closed = await chatAction(index % 2 ? a : b, agents[index]!, offer!.id, 'close');
          expect(closed.statusCode, closed.body).toBe(200);
        }),
      );
      const loadsNow = await loads();
      expect(agents.map((agent) => loadsNow.get(agent.user.id))).toEqual([3, 3, 3, 3, 3]);
      const after = await statuses();
      expect(after.filter((status) => status === 'closed')).toHaveLength(5);
      expect(after.filter((status) => status === 'waiting_for_agent')).toHaveLength(20);
    },
  );
});
