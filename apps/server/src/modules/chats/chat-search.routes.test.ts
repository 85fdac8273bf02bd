import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { InboxSearchResponse } from '@tawasul/contracts/chat-search';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  chatAction,
  newGuest,
  onlineAgent,
  sent,
  startChat,
  type Credentials,
  type Guest,
} from '../../testing/chat-flows.ts';
import { brandSettings, expectError } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 21 item 4: the console's search over the agent's chats, closed ones included, by name, phone, order number,
// chat number or message text; its own brand and its own chats only.

let t: TestApp;
let brand: BrandRow;
let agent: SignedInUser;
let colleague: SignedInUser;
let otherAgent: SignedInUser;
let hessa: { guest: Guest; chat: ChatResponse };
let customerChat: ChatResponse;

async function openChat(who: Credentials, language: 'en' | 'ar' = 'en', first = 'Hello'): Promise<ChatResponse> {
  const chat = await startChat(t, who, brand, language);
  await sent(t, who, chat.id, first);
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return accepted.json<ChatResponse>();
}

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 10, waitingTimeoutMinutes: 120 });
  agent = await onlineAgent(t, brand);
  const guest = await newGuest(t, brand, 'Hessa Alotaibi');
  hessa = { guest, chat: await openChat(guest, 'ar', 'Where is my order 50012? It is late') };
  await sent(t, agent, hessa.chat.id, 'Let me check the courier');
  // A deleted message's words are found by nobody.
  const secret = await sent(t, guest, hessa.chat.id, 'my card ends in 4242');
  const deleted = await t.request({
    method: 'DELETE',
    url: `/api/chats/${hessa.chat.id}/messages/${secret.id}`,
    headers: { authorization: `Bearer ${guest.token}` },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  expect((await chatAction(t, agent, hessa.chat.id, 'close')).statusCode).toBe(200);
  // An order the shopper proved its own while tracking it.
  await t.database.db.execute(
    sql`insert into order_claims (brand_id, shopper_id, reference) values (${brand.id}, ${guest.id}, '77001')`,
  );

  t.clock.advance(60_000);
  const customer = await signedIn(t, { role: 'customer', name: 'Fahad Alharbi', phoneNumber: '+966501234567' });
  customerChat = await openChat({ cookie: customer.cookie });
  // Colleagues of the brand, and an agent of another brand, are online too (they get nothing of these chats).
  colleague = await onlineAgent(t, brand);
  const otherBrand = await insertBrand(t.database.db);
  otherAgent = await onlineAgent(t, otherBrand);
});
afterAll(() => t.close());

async function search(who: SignedInUser, query: string): Promise<InboxSearchResponse> {
  const response = await t.request({ method: 'GET', url: `/api/agent/chats?${query}`, cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<InboxSearchResponse>();
}
const found = (result: InboxSearchResponse) => result.items.map((hit) => [hit.chat.id, hit.match, hit.excerpt]);

describe('searching the agent’s chats', () => {
  it('finds a closed chat by an order number in a message, with the words around it', async () => {
    const result = await search(agent, 'search=50012');
    expect(found(result)).toEqual([[hessa.chat.id, 'message', 'Where is my order 50012? It is late']]);
    expect(result.items[0]!.chat.status).toBe('closed');
    expect(result.total).toBe(1);
  });

  it('finds a chat by an order the shopper proved its own, by name, by phone and by chat number', async () => {
    expect(found(await search(agent, 'search=77001'))).toEqual([[hessa.chat.id, 'order', '77001']]);
    expect(found(await search(agent, 'search=hessa'))).toEqual([[hessa.chat.id, 'shopper', null]]);
    // The phone as people type it: with its leading 0, without the country code.
    expect(found(await search(agent, 'search=0501234567'))).toEqual([[customerChat.id, 'phone', null]]);
    expect(found(await search(agent, `search=%23${customerChat.number}`))).toEqual([[customerChat.id, 'number', null]]);
    expect(found(await search(agent, 'search=courier'))).toEqual([
      [hessa.chat.id, 'message', 'Let me check the courier'],
    ]);
  });

  it('filters by open or closed chats and pages the newest activity first', async () => {
    const all = await search(agent, 'search=he');
    expect(all.items.map((hit) => hit.chat.id)).toEqual([customerChat.id, hessa.chat.id]);
    expect(found(await search(agent, 'search=he&status=closed')).map(([id]) => id)).toEqual([hessa.chat.id]);
    expect(found(await search(agent, 'search=he&status=open')).map(([id]) => id)).toEqual([customerChat.id]);
    const second = await search(agent, 'search=he&pageSize=1&page=2');
    expect(second).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(second.items.map((hit) => hit.chat.id)).toEqual([hessa.chat.id]);
  });

  it('never finds a deleted message’s words, nor the system’s lines', async () => {
    expect((await search(agent, 'search=4242')).items).toEqual([]);
    // A system line with words in its body (the engine's own carry only a key) is not something people wrote.
    await t.database.db.execute(
      sql`insert into chat_messages (id, chat_id, author_kind, kind, body)
        values (gen_random_uuid(), ${hessa.chat.id}, 'system', 'system', 'zebra courier line')`,
    );
    expect((await search(agent, 'search=zebra')).items).toEqual([]);
  });

  it('shows nothing of another agent’s chats, nor of another brand, and refuses everyone but agents', async () => {
    expect((await search(colleague, 'search=50012')).items).toEqual([]);
    expect((await search(otherAgent, 'search=hessa')).items).toEqual([]);
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const refused = await t.request({ method: 'GET', url: '/api/agent/chats?search=hessa', cookie: manager.cookie });
    expectError(refused, 'FORBIDDEN');
    const shopper = await t.request({
      method: 'GET',
      url: '/api/agent/chats?search=hessa',
      headers: { authorization: `Bearer ${hessa.guest.token}` },
    });
    expect(shopper.statusCode).toBe(403);
  });

  it('asks for at least two characters', async () => {
    const response = await t.request({ method: 'GET', url: '/api/agent/chats?search=a', cookie: agent.cookie });
    expect(response.statusCode).toBe(400);
  });
});
