import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../db/factories.ts';
import { queryRows } from '../modules/chats/chats.repo.ts';
import { signedIn } from '../testing/back-office.ts';
import { chatAction, getChat, newGuest, onlineAgent, sent, startChat, type Guest } from '../testing/chat-flows.ts';
import { createSocketClients, type LiveClient, type SocketClients } from '../testing/socket-clients.ts';
import { createTestCluster, type TestCluster, type TestNode } from '../testing/test-cluster.ts';

/** A round trip on each connection: whatever the server sent them before has arrived. */
const settled = (...live: LiveClient[]) => Promise.all(live.map((client) => client.settled()));

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
      await settled(...agentClients);
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
