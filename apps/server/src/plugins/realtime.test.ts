import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerToClientEvents } from '@tawasul/contracts/socket-events';
import { insertBrand } from '../db/factories.ts';
import { signedIn, type SignedInUser } from '../testing/back-office.ts';
import { chatAction, getChat, newGuest, sent, setOnline, startChat } from '../testing/chat-flows.ts';
import { concerns, type SocketClients } from '../testing/socket-clients.ts';
import {
  brandScene,
  createdIn,
  messageIds,
  openChat,
  realtimeWorld,
  settled,
  type RealtimeWorld,
} from '../testing/realtime-scene.ts';
import type { TestApp } from '../testing/test-app.ts';

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

    await settled(...Object.values(members), ...Object.values(outsiders));
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
    await settled(tab, others);
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

    // Nobody else was free, so it was offered to the decliner again (decision 023); going offline hands it back.
    expect((await getChat(t, scene.agent, chat.id)).agent?.id).toBe(scene.agent.user.id);
    await setOnline(t, scene.agent, false);

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
    await settled(declining, taking);
    expect(declining.received('message:created', (message) => message.id === later.id)).toEqual([]);
    expect(taking.received('message:created', (message) => message.id === later.id)).toEqual([]);
    // Nor can they come back in.
    expect(await declining.join(chat.id)).toMatchObject({ ok: false, code: 'CHAT_NOT_MEMBER' });
    expect(await taking.join(chat.id)).toMatchObject({ ok: false, code: 'CHAT_NOT_MEMBER' });
  });
});
