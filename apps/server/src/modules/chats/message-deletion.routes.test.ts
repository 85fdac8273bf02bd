import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  getChat,
  onlineAgent,
  sent,
  startChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { eventually, storedMessage } from '../../testing/chat-scenarios.ts';
import { createSocketClients, listen, type LiveClient, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let clients: SocketClients;
let brand: BrandRow;
let admin: SignedInUser;
let manager: SignedInUser;
let agent: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  brand = await insertBrand(t.database.db);
  admin = await signedIn(t, { role: 'admin' });
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  agent = await onlineAgent(t, brand);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const remove = (who: Credentials, chatId: string, messageId: string) =>
  t.request({ method: 'DELETE', url: `/api/chats/${chatId}/messages/${messageId}`, ...authOf(who) });

/** Everything the server sent this socket so far has arrived (a reply travels after what was emitted before). */
const drained = async (client: LiveClient) => {
  await client.join(randomUUID());
};

describe('a deleted message', () => {
  it('leaves no trace of its text in any list, payload or event, and stays in the database', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const chat = await startChat(t, customer, brand);
    await sent(t, customer, chat.id, 'Hello, I need help');
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    // The agent's welcome, the last words before the ones that will be deleted.
    const earlier = (await getChat(t, customer, chat.id)).lastMessage;
    expect(earlier).toBeTruthy();
    const sockets = [await clients.connect(manager), await clients.connect(admin), await clients.connect(customer)];
    const agentSocket = await clients.connect(agent);
    expect((await agentSocket.join(chat.id)).ok).toBe(true);
    sockets.push(agentSocket);

    // The shopper's card number (with a critical word, so it is flagged too) and the agent's reply quoting a code.
    const card = `refund to card 4111-${randomUUID().slice(0, 8)}`;
    const code = `your code is ${randomUUID().slice(0, 8)}`;
    const shopperMessage = await sent(t, customer, chat.id, card);
    const agentMessage = await sent(t, agent, chat.id, code);
    expect((await getChat(t, customer, chat.id)).lastMessage).toBe(code);
    await eventually(async () => {
      const listed = await t.request({ method: 'GET', url: '/api/shopper/notifications', cookie: customer.cookie });
      expect(listed.body).toContain(code);
    });
    // Live: each deletion reaches everyone, and no event after it carries its words (nor an earlier deletion's).
    const deleteAndWatch = async (who: Credentials, messageId: string, gone: string[]) => {
      for (const socket of sockets) await drained(socket);
      const seen = sockets.map((socket) => socket.log.length);
      expect((await remove(who, chat.id, messageId)).statusCode).toBe(200);
      for (const [index, socket] of sockets.entries()) {
        await socket.waitFor('message:updated', (message) => message.id === messageId && message.deletedAt !== null);
        await drained(socket);
        const events = JSON.stringify(socket.log.slice(seen[index]));
        for (const secret of gone) expect(events).not.toContain(secret);
      }
    };
    await deleteAndWatch(customer, shopperMessage.id, [card, card.slice(-8)]);
    await deleteAndWatch(agent, agentMessage.id, [card, card.slice(-8), code, code.slice(-8)]);

    // The preview goes back to the last words that are still there.
    const after = await getChat(t, customer, chat.id);
    expect(after.lastMessage).toBe(earlier);

    const secrets = [card, code, card.slice(-8), code.slice(-8)];
    const readers: [Credentials, string[]][] = [
      [
        customer,
        [
          '/api/shopper/chats',
          `/api/shopper/chats?search=${encodeURIComponent(card.slice(-8))}`,
          `/api/chats/${chat.id}`,
          `/api/chats/${chat.id}/messages`,
          '/api/shopper/notifications',
        ],
      ],
      [
        agent,
        [
          '/api/agent/inbox',
          `/api/chats/${chat.id}`,
          `/api/chats/${chat.id}/messages`,
          `/api/chats/${chat.id}/flags`,
          `/api/chats/${chat.id}/shopper-chats`,
          '/api/notifications',
        ],
      ],
      [
        manager,
        [
          `/api/chats?brandId=${brand.id}`,
          `/api/chats/${chat.id}/details`,
          `/api/chats/${chat.id}/messages`,
          '/api/critical-messages',
          `/api/critical-messages?search=${encodeURIComponent(card.slice(-8))}`,
        ],
      ],
      [admin, ['/api/chats', '/api/critical-messages', `/api/chats/${chat.id}/details`]],
    ];
    for (const [who, urls] of readers) {
      for (const url of urls) {
        const response = await t.request({ method: 'GET', url, ...authOf(who) });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
        for (const secret of secrets) expect(response.body, url).not.toContain(secret);
      }
    }
    const search = await t.request({
      method: 'GET',
      url: `/api/critical-messages?search=${encodeURIComponent(card.slice(-8))}`,
      cookie: manager.cookie,
    });
    expect(search.json<{ total: number }>().total).toBe(0);

    // Kept for audit.
    expect((await storedMessage(t, shopperMessage.id))?.body).toBe(card);
    expect((await storedMessage(t, agentMessage.id))?.body).toBe(code);
  });
});
