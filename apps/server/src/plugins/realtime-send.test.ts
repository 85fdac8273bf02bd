import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ErrorBody } from '@tawasul/contracts/errors';
import type { SendMessageReply, SendMessageRequest } from '@tawasul/contracts/socket-events';
import { insertBrand } from '../db/factories.ts';
import { signedIn } from '../testing/back-office.ts';
import {
  chatAction,
  messagesOf,
  newGuest,
  onlineAgent,
  sendMessage,
  sent,
  startChat,
  type Guest,
} from '../testing/chat-flows.ts';
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

function send(client: LiveClient, request: SendMessageRequest): Promise<SendMessageReply> {
  return new Promise((resolve) => client.socket.emit('message:send', request, resolve));
}

async function sentOverSocket(client: LiveClient, chatId: string, body: string): Promise<MessageResponse> {
  const reply = await send(client, { chatId, message: { id: randomUUID(), body } });
  if (!reply.ok) throw new Error(`message:send failed: ${reply.code}`);
  return reply.message;
}

/** What the shopper wrote in a chat. */
async function spoken(guest: Guest, chatId: string): Promise<string[]> {
  return (await messagesOf(t, guest, chatId))
    .filter((message) => message.author.kind === 'guest')
    .map((message) => message.body);
}

/** A brand, its online agent, a guest whose chat the agent accepted, and everyone's sockets. */
async function openChat() {
  const brand = await insertBrand(t.database.db);
  const agent = await onlineAgent(t, brand);
  const guest = await newGuest(t, brand);
  const chat = await startChat(t, guest, brand);
  await sent(t, guest, chat.id, 'Hello, I need help');
  expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
  return {
    brand,
    agent,
    guest,
    chat: chat as ChatResponse,
    agentSocket: await clients.connect(agent),
    guestSocket: await clients.connect(guest),
  };
}

describe('message:send', () => {
  it('stores the message once and fans it out like the HTTP route, both ways', async () => {
    const { chat, guest, agentSocket, guestSocket } = await openChat();

    const question = await sentOverSocket(guestSocket, chat.id, 'Where is my order?');
    expect(question).toMatchObject({ chatId: chat.id, body: 'Where is my order?', author: { kind: 'guest' } });
    expect(await agentSocket.waitFor('message:created', (message) => message.id === question.id)).toEqual(question);

    const answer = await sentOverSocket(agentSocket, chat.id, 'It is on its way.');
    expect(await guestSocket.waitFor('message:created', (message) => message.id === answer.id)).toEqual(answer);

    const stored = await messagesOf(t, guest, chat.id);
    expect(stored.filter((message) => message.id === question.id || message.id === answer.id)).toEqual([
      question,
      answer,
    ]);
  });

  it('a resend of the same id (a lost acknowledgement) is stored once and answered with the same message', async () => {
    const { chat, guest, guestSocket } = await openChat();
    const request = { chatId: chat.id, message: { id: randomUUID(), body: 'Sent twice' } };
    const [first, second] = await Promise.all([send(guestSocket, request), send(guestSocket, request)]);
    expect(first.ok && second.ok).toBe(true);
    expect(first).toEqual(second);
    const stored = await messagesOf(t, guest, chat.id);
    expect(stored.filter((message) => message.id === request.message.id)).toHaveLength(1);
  });

  it('a resend announces the stored message again (its first fan-out may have died with its node)', async () => {
    const { chat, agentSocket, guestSocket } = await openChat();
    const request = { chatId: chat.id, message: { id: randomUUID(), body: 'Did this arrive?' } };
    const first = await send(guestSocket, request);
    await agentSocket.waitFor('message:created', (message) => message.id === request.message.id);
    expect(await send(guestSocket, request)).toEqual(first);
    await expect
      .poll(() => agentSocket.received('message:created', (message) => message.id === request.message.id).length)
      .toBe(2);
  });

  it('tells a message’s move of its chat to managers, and to its members only when the chat itself changes', async () => {
    const { brand, chat, agent, agentSocket, guestSocket } = await openChat();
    const manager = await clients.connect(await signedIn(t, { role: 'brand_manager', brandId: brand.id }));
    await sentOverSocket(guestSocket, chat.id, 'Is it in stock?');
    const moved = await manager.waitFor('chat:updated', (update) => update.lastMessage === 'Is it in stock?');
    expect(moved).toMatchObject({ id: chat.id, status: 'open' });
    // The shopper and the agent have the message itself; the chat comes to them when it changes (frames arrive in
    // order, so by the closed chat any earlier update would have come).
    expect((await chatAction(t, agent, chat.id, 'close')).statusCode).toBe(200);
    for (const member of [guestSocket, agentSocket]) {
      await member.waitFor('chat:updated', (update) => update.id === chat.id && update.status === 'closed');
      expect(member.received('chat:updated', (update) => update.status === 'open')).toEqual([]);
    }
  });

  it("refuses whoever may not write in the chat, with the HTTP route's own codes", async () => {
    const { brand, chat, guest } = await openChat();
    const outsiders = {
      otherGuest: await newGuest(t, brand),
      otherAgent: await signedIn(t, { role: 'agent', brandId: brand.id }),
      manager: await signedIn(t, { role: 'brand_manager', brandId: brand.id }),
      otherBrandAgent: await signedIn(t, { role: 'agent', brandId: (await insertBrand(t.database.db)).id }),
    };
    for (const [name, outsider] of Object.entries(outsiders)) {
      const overHttp = await sendMessage(t, outsider, chat.id, 'Hello');
      expect(overHttp.statusCode, name).toBeGreaterThanOrEqual(400);
      const { code } = overHttp.json<ErrorBody>().error;
      const socket = await clients.connect(outsider);
      expect(await send(socket, { chatId: chat.id, message: { id: randomUUID(), body: 'Hello' } }), name).toEqual({
        ok: false,
        code,
        message: expect.any(String),
      });
    }
    expect(await spoken(guest, chat.id)).toEqual(['Hello, I need help']);
  });

  it('refuses a malformed request with VALIDATION_FAILED and stores nothing', async () => {
    const { chat, guest, guestSocket } = await openChat();
    const malformed = [
      { chatId: chat.id, message: { id: 'not-a-uuid', body: 'Hi' } },
      { chatId: chat.id, message: { id: randomUUID(), body: '   ' } },
      { chatId: chat.id, message: { id: randomUUID(), body: 'x'.repeat(5001) } },
      { chatId: 42, message: { id: randomUUID(), body: 'Hi' } },
      { chatId: chat.id },
    ] as unknown as SendMessageRequest[];
    for (const request of malformed) {
      expect(await send(guestSocket, request), JSON.stringify(request).slice(0, 80)).toMatchObject({
        ok: false,
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await spoken(guest, chat.id)).toEqual(['Hello, I need help']);
  });

  it('allows 60 messages a minute per person, then answers RATE_LIMITED with the wait', async () => {
    const { chat, guest, guestSocket } = await openChat();
    // The chat's first message went over HTTP, which counts apart.
    for (let index = 0; index < 60; index++) await sentOverSocket(guestSocket, chat.id, `Message ${index}`);
    const refused = await send(guestSocket, { chatId: chat.id, message: { id: randomUUID(), body: 'One too many' } });
    expect(refused).toMatchObject({ ok: false, code: 'RATE_LIMITED', message: expect.stringMatching(/\d+ second/) });
    expect(await spoken(guest, chat.id)).toHaveLength(61);
  });
});

describe('open sockets of ended sessions', () => {
  const closed = (client: LiveClient) =>
    new Promise<string>((resolve) => {
      if (!client.socket.connected) resolve('already closed');
      client.socket.once('disconnect', (reason) => resolve(reason));
    });

  it('are closed at the next check once the session ends or the account is deactivated or blocked, and no other', async () => {
    const { brand, chat, guestSocket } = await openChat();
    const signedOut = await signedIn(t, { role: 'agent', brandId: brand.id });
    const deactivated = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const blocked = await signedIn(t, { role: 'customer' });
    const stays = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const sockets = {
      signedOut: await clients.connect(signedOut),
      deactivated: await clients.connect(deactivated),
      blocked: await clients.connect(blocked),
      stays: await clients.connect(stays),
    };
    const ends = {
      signedOut: closed(sockets.signedOut),
      deactivated: closed(sockets.deactivated),
      blocked: closed(sockets.blocked),
    };

    await t.database.db.execute(sql`delete from sessions where user_id = ${signedOut.user.id}`);
    await t.database.db.execute(sql`update users set active = false where id = ${deactivated.user.id}`);
    await t.database.db.execute(sql`update users set banned = true where id = ${blocked.user.id}`);
    expect(await t.app.checkSocketSessions()).toBe(3);

    expect(await ends.signedOut).toBe('io server disconnect');
    expect(await ends.deactivated).toBe('io server disconnect');
    expect(await ends.blocked).toBe('io server disconnect');
    // The others stay connected and keep working: a guest has no session to end.
    expect(sockets.stays.socket.connected).toBe(true);
    expect(guestSocket.socket.connected).toBe(true);
    await sentOverSocket(guestSocket, chat.id, 'Still here');
    expect(await t.app.checkSocketSessions()).toBe(0);
  });
});
