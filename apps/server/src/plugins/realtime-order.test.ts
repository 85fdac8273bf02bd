import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageResponse } from '@tawasul/contracts/chats';
import type { SendMessageReply } from '@tawasul/contracts/socket-events';
import { insertBrand } from '../db/factories.ts';
import { queryRows } from '../modules/chats/chats.repo.ts';
import type { SignedInUser } from '../testing/back-office.ts';
import { chatAction, getChat, onlineAgent, waitingChat, type Guest } from '../testing/chat-flows.ts';
import { createSocketClients, listen, type LiveClient, type SocketClients } from '../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let clients: SocketClients;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
});
afterAll(async () => {
  clients?.closeAll();
  await t?.close();
});

const CHATS = 20;
const BURST = 6;

interface Sent {
  id: string;
  chatId: string;
  from: LiveClient;
  to: LiveClient;
}

/** Emits a burst of messages without waiting for any answer, as a person typing fast (or a client's outbox) would. */
function burst(
  from: LiveClient,
  to: LiveClient,
  chatId: string,
  label: string,
): { sent: Sent[]; acks: Promise<SendMessageReply>[] } {
  const sent: Sent[] = [];
  const acks: Promise<SendMessageReply>[] = [];
  for (let index = 0; index < BURST; index++) {
    const id = randomUUID();
    sent.push({ id, chatId, from, to });
    acks.push(
      new Promise((resolve) =>
        from.socket.emit('message:send', { chatId, message: { id, body: `${label} ${index}` } }, resolve),
      ),
    );
  }
  return { sent, acks };
}

describe('messages sent back to back', () => {
  it('are stored in the order each sender sent them, and each reaches the other side (20 chats)', async () => {
    const brand = await insertBrand(t.database.db);
    const agents: SignedInUser[] = [];
    for (let index = 0; index < CHATS / 5; index++) agents.push(await onlineAgent(t, brand));
    const agentSockets = new Map<string, LiveClient>();
    for (const agent of agents) agentSockets.set(agent.user.id, await clients.connect(agent));

    const chats: { chatId: string; guest: Guest; guestSocket: LiveClient; agentSocket: LiveClient }[] = [];
    for (let index = 0; index < CHATS; index++) {
      const { guest, chat } = await waitingChat(t, brand);
      const offered = await getChat(t, guest, chat.id);
      const agent = agents.find((candidate) => candidate.user.id === offered.agent?.id)!;
      expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
      const guestSocket = await clients.connect(guest);
      const agentSocket = agentSockets.get(agent.user.id)!;
      for (const socket of [guestSocket, agentSocket]) expect((await socket.join(chat.id)).ok).toBe(true);
      chats.push({ chatId: chat.id, guest, guestSocket, agentSocket });
    }

    // Every shopper and every agent, in every chat at once.
    const bursts = chats.flatMap(({ chatId, guestSocket, agentSocket }) => [
      burst(guestSocket, agentSocket, chatId, 'shopper'),
      burst(agentSocket, guestSocket, chatId, 'agent'),
    ]);
    const replies = await Promise.all(bursts.flatMap((one) => one.acks));
    expect(replies.filter((reply) => !reply.ok)).toEqual([]);

    const stored = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from chat_messages where chat_id = any(${sql.param(chats.map((chat) => chat.chatId))}::uuid[]) order by seq`,
    );
    const order = new Map(stored.map((row, index) => [row.id, index]));
    let outOfOrder = 0;
    let neverReceived = 0;
    for (const { sent } of bursts) {
      const positions = sent.map((message) => order.get(message.id));
      expect(positions.every((position) => position !== undefined)).toBe(true);
      for (let index = 1; index < positions.length; index++)
        if (positions[index]! < positions[index - 1]!) outOfOrder += 1;
      for (const message of sent) {
        const received = await message.to
          .waitFor('message:created', (payload: MessageResponse) => payload.id === message.id)
          .catch(() => null);
        if (!received) neverReceived += 1;
      }
    }
    expect({ outOfOrder, neverReceived }).toEqual({ outOfOrder: 0, neverReceived: 0 });
  }, 180_000);
});
