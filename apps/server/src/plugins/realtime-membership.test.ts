import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand } from '../db/factories.ts';
import { signedIn } from '../testing/back-office.ts';
import { chatAction, newGuest, onlineAgent, sent, setOnline, startChat } from '../testing/chat-flows.ts';
import {
  concerns,
  createSocketClients,
  listen,
  type LiveClient,
  type SocketClients,
} from '../testing/socket-clients.ts';
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

/**
 * Everything the server sent this socket before now has arrived: a request's reply travels the same connection,
 * after whatever was emitted to it earlier (no waiting on a clock).
 */
const drained = async (client: LiveClient) => {
  await client.join(randomUUID());
};

describe('membership is enforced at fan-out', () => {
  it('a former agent of a reopened chat receives nothing once another agent has it, and may not come back', async () => {
    const brand = await insertBrand(t.database.db);
    const first = await onlineAgent(t, brand);
    const second = await signedIn(t, { role: 'agent', brandId: brand.id });
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    await sent(t, guest, chat.id, 'Hello');
    expect((await chatAction(t, first, chat.id, 'accept')).statusCode).toBe(200);
    const firstSocket = await clients.connect(first);
    expect((await firstSocket.join(chat.id)).ok).toBe(true);
    const managerSocket = await clients.connect(manager);
    expect((await chatAction(t, first, chat.id, 'close')).statusCode).toBe(200);
    await setOnline(t, first, false);

    // The shopper writes again: the chat reopens, and while nobody holds it its last agent still follows it.
    const reopening = await sent(t, guest, chat.id, 'One more thing');
    await firstSocket.waitFor('message:created', (message) => message.id === reopening.id);

    // The manager gives it to a second agent, who accepts and closes it.
    const secondSocket = await clients.connect(second);
    const given = await t.request({
      method: 'PUT',
      url: `/api/chats/${chat.id}/agent`,
      payload: { agentId: second.user.id },
      cookie: manager.cookie,
    });
    expect(given.statusCode, given.body).toBe(200);
    await secondSocket.waitFor('chat:offered', (offer) => offer.id === chat.id);
    await drained(firstSocket);
    const seenBefore = firstSocket.log.length;
    expect((await chatAction(t, second, chat.id, 'accept')).statusCode).toBe(200);
    expect((await secondSocket.join(chat.id)).ok).toBe(true);
    const secret = await sent(t, guest, chat.id, 'My card number is 4111 1111 1111 1111');
    const reply = await sent(t, second, chat.id, 'Thanks, I see it');
    expect((await chatAction(t, second, chat.id, 'close')).statusCode).toBe(200);
    await managerSocket.waitFor('chat:updated', (updated) => updated.id === chat.id && updated.status === 'closed');
    await secondSocket.waitFor('message:created', (message) => message.id === reply.id);

    await drained(firstSocket);
    expect(firstSocket.log.slice(seenBefore).filter(concerns(chat.id))).toEqual([]);
    expect(firstSocket.received('message:created', (message) => message.id === secret.id)).toEqual([]);
    expect(await firstSocket.join(chat.id)).toMatchObject({ ok: false, code: 'CHAT_NOT_MEMBER' });
    const overHttp = await t.request({ method: 'GET', url: `/api/chats/${chat.id}`, cookie: first.cookie });
    expect(overHttp.statusCode).toBe(403);
  });

  it("an agent may read a served shopper's other chats over HTTP but not follow them live", async () => {
    const brand = await insertBrand(t.database.db);
    const agent = await onlineAgent(t, brand);
    const other = await signedIn(t, { role: 'agent', brandId: brand.id });
    const customer = await signedIn(t, { role: 'customer' });
    // The customer's earlier chat was another agent's.
    const earlier = await startChat(t, customer, brand);
    await setOnline(t, agent, false);
    await setOnline(t, other, true);
    await sent(t, customer, earlier.id, 'First question');
    expect((await chatAction(t, other, earlier.id, 'accept')).statusCode).toBe(200);
    expect((await chatAction(t, other, earlier.id, 'close')).statusCode).toBe(200);
    await setOnline(t, other, false);
    await setOnline(t, agent, true);
    const now = await startChat(t, customer, brand);
    expect(now.id).not.toBe(earlier.id);
    await sent(t, customer, now.id, 'Second question');
    expect((await chatAction(t, agent, now.id, 'accept')).statusCode).toBe(200);

    const read = await t.request({ method: 'GET', url: `/api/chats/${earlier.id}/messages`, cookie: agent.cookie });
    expect(read.statusCode, read.body).toBe(200);
    const socket = await clients.connect(agent);
    expect(await socket.join(earlier.id)).toMatchObject({ ok: false, code: 'CHAT_NOT_MEMBER' });
    expect((await socket.join(now.id)).ok).toBe(true);
  });
});
