import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import type { ShopperChatListResponse } from '@tawasul/contracts/widget';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  getChat,
  messagesOf,
  newGuest,
  onlineAgent,
  sent,
  startChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { configureBrand, eventKinds, eventually, expectError } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let nakheel: BrandRow;
let qamar: BrandRow;
let customer: SignedInUser;
let closedChat: ChatResponse;
let dates: ChatResponse;
let phones: ChatResponse;

beforeAll(async () => {
  t = await createTestApp();
  nakheel = await insertBrand(t.database.db, { nameEn: 'Nakheel Dates', nameAr: 'تمور نخيل' });
  qamar = await insertBrand(t.database.db, { nameEn: 'Qamar Electronics', nameAr: 'إلكترونيات قمر' });
  customer = await signedIn(t, { role: 'customer' });
  // No on-waiting message: the shopper's own words stay each chat's last message.
  const admin = await signedIn(t, { role: 'admin' });
  for (const brand of [nakheel, qamar]) {
    await configureBrand(t, admin, brand.id, { presetMessages: { onWaiting: { en: '', ar: '' } } });
  }

  // Oldest activity first: a closed chat with Nakheel, then an active one, then one with Qamar.
  closedChat = await startChat(t, customer, nakheel);
  await sent(t, customer, closedChat.id, 'Do you deliver to Jeddah?');
  expect((await chatAction(t, customer, closedChat.id, 'close')).statusCode).toBe(200);
  t.clock.advance(60_000);
  dates = await startChat(t, customer, nakheel);
  await sent(t, customer, dates.id, 'My order of Sukkari dates is late');
  t.clock.advance(60_000);
  phones = await startChat(t, customer, qamar);
  await sent(t, customer, phones.id, 'The charger does not work');
});
afterAll(() => t.close());

async function list(who: Credentials, query: Record<string, string | number> = {}) {
  const response = await t.request({
    method: 'GET',
    url: '/api/shopper/chats',
    query: stringify(query),
    ...authOf(who),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShopperChatListResponse>();
}
const stringify = (query: Record<string, string | number>) =>
  Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)]));
const ids = (response: ShopperChatListResponse) => response.items.map((chat) => chat.id);

describe('GET /api/shopper/chats', () => {
  it('lists the shopper’s chats across brands, newest activity first, with both brand names and the widget id', async () => {
    const all = await list(customer);
    expect(all.total).toBe(3);
    expect(ids(all)).toEqual([phones.id, dates.id, closedChat.id]);
    expect(all.items[0]).toMatchObject({
      brandName: 'Qamar Electronics',
      brandNameAr: 'إلكترونيات قمر',
      brandWidgetId: qamar.widgetId,
      lastMessage: 'The charger does not work',
    });
  });

  it('pages', async () => {
    const first = await list(customer, { pageSize: 2 });
    expect(first).toMatchObject({ total: 3 });
    expect(ids(first)).toEqual([phones.id, dates.id]);
    expect(ids(await list(customer, { pageSize: 2, page: 2 }))).toEqual([closedChat.id]);
  });

  it('filters active and closed chats, and one brand’s chats by its widget id', async () => {
    expect(ids(await list(customer, { status: 'active' }))).toEqual([phones.id, dates.id]);
    expect(ids(await list(customer, { status: 'closed' }))).toEqual([closedChat.id]);
    const nakheelOnly = await list(customer, { widgetId: nakheel.widgetId });
    expect(ids(nakheelOnly)).toEqual([dates.id, closedChat.id]);
    expect(nakheelOnly.total).toBe(2);
    expect(ids(await list(customer, { widgetId: nakheel.widgetId, status: 'active' }))).toEqual([dates.id]);
    expectError(
      await t.request({ method: 'GET', url: '/api/shopper/chats?widgetId=w_nobody', cookie: customer.cookie }),
      'INVALID_WIDGET',
    );
  });

  it('searches brand names in both languages and the last message', async () => {
    expect(ids(await list(customer, { search: 'qamar' }))).toEqual([phones.id]);
    expect(ids(await list(customer, { search: 'نخيل' }))).toEqual([dates.id, closedChat.id]);
    expect(ids(await list(customer, { search: 'charger' }))).toEqual([phones.id]);
    expect(await list(customer, { search: '100%' })).toEqual({ items: [], total: 0 });
  });

  it('shows each shopper only its own chats', async () => {
    const guest = await newGuest(t, nakheel);
    const own = await startChat(t, guest, nakheel);
    expect(await list(guest)).toEqual({ items: [expect.objectContaining({ id: own.id }) as unknown], total: 1 });
    const stranger = await signedIn(t, { role: 'customer' });
    expect(await list(stranger)).toEqual({ items: [], total: 0 });
  });
});

describe('a shopper closing its own chat', () => {
  it('closes it with the close endpoint, and reopens it by writing again', async () => {
    const agent = await onlineAgent(t, qamar);
    const chat = await startChat(t, customer, qamar);
    expect(chat.id).toBe(phones.id);
    await eventually(async () => expect((await getChat(t, customer, chat.id)).status).toBe('pending_acceptance'));
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);

    const closed = await chatAction(t, customer, chat.id, 'close');
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json<ChatResponse>()).toMatchObject({ status: 'closed', closeReason: 'shopper' });
    expect(ids(await list(customer, { status: 'closed', widgetId: qamar.widgetId }))).toEqual([chat.id]);

    await sent(t, customer, chat.id, 'Actually, one more question');
    const reopened = await getChat(t, customer, chat.id);
    // Offered again to the agent it had (the previous agent is preferred).
    expect(reopened).toMatchObject({ status: 'pending_acceptance', agent: { id: agent.user.id } });
    expect((await messagesOf(t, customer, chat.id)).map((message) => message.systemKey)).toContain('reopened');
    expect(await eventKinds(t, chat.id)).toEqual(expect.arrayContaining(['closed', 'reopened', 'waiting']));
    expect(ids(await list(customer, { status: 'active', widgetId: qamar.widgetId }))).toEqual([chat.id]);
  });
});
