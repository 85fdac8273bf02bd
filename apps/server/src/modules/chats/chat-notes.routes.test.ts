import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, MessageResponse } from '@tawasul/contracts/chats';
import type { ShopperChatListResponse } from '@tawasul/contracts/widget';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  getChat,
  messagesOf,
  onlineAgent,
  sent,
  setOnline,
  startChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { brandSettings, eventsOf, expectError } from '../../testing/chat-scenarios.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let clients: SocketClients;
let admin: SignedInUser;
let brand: BrandRow;
let manager: SignedInUser;
let agent: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 50, messageDeleteMinutes: 10 });
  agent = await onlineAgent(t, brand);
});
afterAll(async () => {
  clients?.closeAll();
  await t?.close();
});

const note = (who: Credentials, chatId: string, body: string, id: string = randomUUID()) =>
  t.request({ method: 'POST', url: `/api/chats/${chatId}/notes`, payload: { id, body }, ...authOf(who) });

async function noted(who: Credentials, chatId: string, body: string): Promise<MessageResponse> {
  const response = await note(who, chatId, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessageResponse>();
}

/** A customer's chat (signed in, so the customer area and its own socket room count too), accepted by the agent. */
async function customerChat() {
  const customer = await signedIn(t, { role: 'customer' });
  const chat = await startChat(t, customer, brand);
  await sent(t, customer, chat.id, 'Where is my order?');
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { customer, chat: accepted.json<ChatResponse>() };
}

describe('internal notes', () => {
  it("are read by the chat's agent, the brand's managers and admins, in the conversation's order", async () => {
    const { customer, chat } = await customerChat();
    const written = await noted(agent, chat.id, 'VIP: refund approved by finance');
    expect(written).toMatchObject({ internal: true, body: 'VIP: refund approved by finance', kind: 'text' });
    expect(written.author).toMatchObject({ kind: 'agent', id: agent.user.id });
    const byManager = await noted(manager, chat.id, 'Manager: keep it short');
    expect(byManager.author).toMatchObject({ kind: 'staff', id: manager.user.id });
    const reply = await sent(t, agent, chat.id, 'Your refund is on its way.');

    for (const reader of [agent, manager, admin]) {
      // The last three (the brand's welcome lines come before).
      const bodies = (await messagesOf(t, reader, chat.id)).slice(-3);
      expect(bodies.map((message) => [message.body, message.internal])).toEqual([
        ['VIP: refund approved by finance', true],
        ['Manager: keep it short', true],
        ['Your refund is on its way.', false],
      ]);
    }
    // The shopper's history and catch-up leave them out.
    const shopperSees = await messagesOf(t, customer, chat.id);
    expect(shopperSees.some((message) => message.internal || message.body.includes('VIP'))).toBe(false);
    expect(shopperSees.map((message) => message.id)).toContain(reply.id);
    const catchUp = await t.request({
      method: 'GET',
      url: `/api/chats/${chat.id}/messages?after=0`,
      ...authOf(customer),
    });
    expect(catchUp.json<{ items: MessageResponse[] }>().items.some((message) => message.internal)).toBe(false);
  });

  it("change nothing the shopper sees: preview, time, receipts, notifications, the customer area's list", async () => {
    const { customer, chat } = await customerChat();
    const before = await getChat(t, customer, chat.id);
    t.clock.advance(60_000);
    const secret = await noted(agent, chat.id, 'secret-note-text');
    const after = await getChat(t, customer, chat.id);
    expect(after.lastMessage).toBe(before.lastMessage);
    expect(after.lastMessageAt).toBe(before.lastMessageAt);

    // A read receipt beyond the last message stops at the last message the shopper can see, never at a note.
    const read = await t.request({
      method: 'POST',
      url: `/api/chats/${chat.id}/read`,
      payload: { seq: secret.seq + 100 },
      ...authOf(customer),
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json<ChatResponse>().receipts.shopperReadSeq).toBeLessThan(secret.seq);

    const list = await t.request({ method: 'GET', url: '/api/shopper/chats?search=secret', ...authOf(customer) });
    expect(list.json<ShopperChatListResponse>().total).toBe(0);
    const notifications = await t.request({ method: 'GET', url: '/api/shopper/notifications', ...authOf(customer) });
    expect(notifications.body).not.toContain('secret-note-text');
    // Reports never count a note as a reply.
    expect((await eventsOf(t, chat.id)).filter((event) => event.data.messageId === secret.id)).toEqual([]);

    // Deleting a note leaves the preview to the conversation.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/chats/${chat.id}/messages/${secret.id}`,
      ...authOf(agent),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await getChat(t, customer, chat.id)).lastMessage).toBe(before.lastMessage);
  });

  it('never reach a shopper socket: live, edited, or in the catch-up of a join', async () => {
    const { customer, chat } = await customerChat();
    const shopperTab = await clients.connect(customer);
    expect((await shopperTab.join(chat.id)).ok).toBe(true);
    const agentTab = await clients.connect(agent);
    expect((await agentTab.join(chat.id)).ok).toBe(true);
    const managerTab = await clients.connect(manager);
    const adminTab = await clients.connect(admin);

    const secret = await noted(agent, chat.id, 'socket-secret-note');
    for (const staff of [agentTab, managerTab, adminTab]) {
      expect(await staff.waitFor('message:created', (message) => message.id === secret.id)).toMatchObject({
        internal: true,
      });
    }
    const edited = await t.request({
      method: 'PATCH',
      url: `/api/chats/${chat.id}/messages/${secret.id}`,
      payload: { body: 'socket-secret-note, edited' },
      ...authOf(agent),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await agentTab.waitFor('message:updated', (message) => message.id === secret.id);
    // A later message on the same path proves the shopper's socket receives what it should.
    const reply = await sent(t, agent, chat.id, 'Checking now');
    await shopperTab.waitFor('message:created', (message) => message.id === reply.id);
    await shopperTab.settled();
    const rejoined = await shopperTab.join(chat.id, 0);
    expect(rejoined.ok).toBe(true);
    if (rejoined.ok) expect(rejoined.missed.map((message) => message.id)).toContain(reply.id);
    expect(JSON.stringify(shopperTab.log)).not.toContain('socket-secret-note');
    expect(JSON.stringify(rejoined)).not.toContain('socket-secret-note');
    expect(JSON.stringify(shopperTab.log)).not.toContain(secret.id);
  });

  it('are written only by staff who may read the chat, within their brand', async () => {
    const { customer, chat } = await customerChat();
    expectError(await note(customer, chat.id, 'a shopper cannot'), 'FORBIDDEN');
    const colleague = await signedIn(t, { role: 'agent', brandId: brand.id });
    expectError(await note(colleague, chat.id, 'not my chat'), 'CHAT_NOT_MEMBER');
    const otherBrand = await insertBrand(t.database.db);
    const outsider = await signedIn(t, { role: 'brand_manager', brandId: otherBrand.id });
    expectError(await note(outsider, chat.id, 'other brand'), 'CHAT_ROOM_NOT_FOUND');
    expectError(await note(agent, chat.id, '   '), 'VALIDATION_FAILED');
    expectError(await note(agent, randomUUID(), 'no chat'), 'CHAT_ROOM_NOT_FOUND');

    // The same id again is the same note; another message's id is refused.
    const id = randomUUID();
    const first = await note(agent, chat.id, 'once', id);
    const again = await note(agent, chat.id, 'once', id);
    expect(again.json<MessageResponse>()).toEqual(first.json<MessageResponse>());
    const shopperMessage = await sent(t, customer, chat.id, 'hello');
    expectError(await note(agent, chat.id, 'taken', shopperMessage.id), 'MESSAGE_ID_TAKEN');

    // After the chat closes its agent and managers may still write one (a hand-over, a follow-up).
    expect((await chatAction(t, agent, chat.id, 'close')).statusCode).toBe(200);
    expect((await note(agent, chat.id, 'follow up on Monday')).statusCode).toBe(200);
    expect((await note(manager, chat.id, 'noted')).statusCode).toBe(200);
    await setOnline(t, agent, true);
  });
});
