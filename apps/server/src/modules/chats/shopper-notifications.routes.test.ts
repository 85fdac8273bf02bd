import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperNotificationListResponse } from '@tawasul/contracts/widget';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  newGuest,
  onlineAgent,
  sent,
  setOnline,
  startChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { configureBrand, eventually, expectError } from '../../testing/chat-scenarios.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let clients: SocketClients;
let brand: BrandRow;
let manager: SignedInUser;
let agent: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  brand = await insertBrand(t.database.db, { nameEn: 'Nakheel Dates', nameAr: 'تمور نخيل' });
  manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  agent = await onlineAgent(t, brand);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

async function notificationsOf(who: Credentials): Promise<ShopperNotificationListResponse> {
  const response = await t.request({ method: 'GET', url: '/api/shopper/notifications', ...authOf(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ShopperNotificationListResponse>();
}

function markRead(who: Credentials, payload: { ids: string[] } | { all: true }) {
  return t.request({ method: 'POST', url: '/api/shopper/notifications/read', payload, ...authOf(who) });
}

/** The shopper's chat, offered to the brand's agent and accepted. */
async function acceptedChat(who: Credentials) {
  const chat = await startChat(t, who, brand);
  await sent(t, who, chat.id, 'Hello, I need help');
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return chat;
}

describe('the shopper’s notifications', () => {
  it('tell a customer who took its chat and what the agent wrote, live and in its list', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const tab = await clients.connect(customer);

    const chat = await acceptedChat(customer);
    const assigned = await tab.waitFor('shopper:notification', (item) => item.kind === 'agent_assigned');
    expect(assigned).toMatchObject({
      chatId: chat.id,
      brandName: { en: 'Nakheel Dates', ar: 'تمور نخيل' },
      agentName: agent.user.name,
      agentNameAr: null,
      preview: null,
      readAt: null,
    });

    t.clock.advance(1000);
    await sent(t, agent, chat.id, 'Hello! How can I help?');
    const pushed = await tab.waitFor('shopper:notification', (item) => item.kind === 'agent_message');
    expect(pushed).toMatchObject({ chatId: chat.id, agentName: agent.user.name, preview: 'Hello! How can I help?' });

    const list = await notificationsOf(customer);
    expect(list.unread).toBe(2);
    expect(list.total).toBe(2);
    expect(list.items.map((item) => item.kind)).toEqual(['agent_message', 'agent_assigned']);
    expect(list.items[0]).toEqual(pushed);
  });

  it('keep one unread message notification per chat, updated by each further agent message', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const tab = await clients.connect(customer);
    const chat = await acceptedChat(customer);
    for (const text of ['One moment', 'Checking your order', 'It ships tomorrow']) {
      t.clock.advance(1000);
      await sent(t, agent, chat.id, text);
    }
    const latest = await tab.waitFor('shopper:notification', (item) => item.preview === 'It ships tomorrow');
    // Every push is the same notification, as the client upserts it by id.
    const pushes = tab.received('shopper:notification', (item) => item.kind === 'agent_message');
    expect(new Set(pushes.map((item) => item.id))).toEqual(new Set([latest.id]));

    const list = await notificationsOf(customer);
    expect(list.items.filter((item) => item.kind === 'agent_message')).toEqual([latest]);
    expect(list.items[0]?.createdAt).toBe(latest.createdAt);

    // Once read, the next message is a new notification.
    const read = await markRead(customer, { ids: [latest.id] });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 1 });
    t.clock.advance(1000);
    await sent(t, agent, chat.id, 'Anything else?');
    const next = await tab.waitFor('shopper:notification', (item) => item.preview === 'Anything else?');
    expect(next.id).not.toBe(latest.id);
    const after = await notificationsOf(customer);
    expect(after.items.filter((item) => item.kind === 'agent_message').map((item) => item.readAt === null)).toEqual([
      true,
      false,
    ]);

    expect((await markRead(customer, { all: true })).json()).toEqual({ unread: 0 });
    expect((await notificationsOf(customer)).unread).toBe(0);
  });

  it('reach a guest in its own room too, and are its own to list and mark', async () => {
    const guest = await newGuest(t, brand);
    const tab = await clients.connect(guest);
    const chat = await acceptedChat(guest);
    await tab.waitFor('shopper:notification', (item) => item.kind === 'agent_assigned' && item.chatId === chat.id);
    const list = await notificationsOf(guest);
    expect(list).toMatchObject({ total: 1, unread: 1 });

    // Another shopper can neither see nor mark them.
    const other = await newGuest(t, brand);
    expect(await notificationsOf(other)).toEqual({ items: [], total: 0, unread: 0 });
    expect((await markRead(other, { ids: [list.items[0]!.id] })).json()).toEqual({ unread: 0 });
    expect((await notificationsOf(guest)).unread).toBe(1);
  });

  it('follow the brand’s toggles: none when “agent assigned” and “agent message” are off', async () => {
    const quiet = await insertBrand(t.database.db);
    const quietManager = await signedIn(t, { role: 'brand_manager', brandId: quiet.id });
    await configureBrand(t, quietManager, quiet.id, { toggles: { agentAssigned: false, agentMessage: false } });
    const quietAgent = await onlineAgent(t, quiet);
    const customer = await signedIn(t, { role: 'customer' });
    const tab = await clients.connect(customer);
    const chat = await startChat(t, customer, quiet);
    await sent(t, customer, chat.id, 'Hello');
    expect((await chatAction(t, quietAgent, chat.id, 'accept')).statusCode).toBe(200);
    const answer = await sent(t, quietAgent, chat.id, 'Hi there');
    await tab.waitFor('message:created', (message) => message.id === answer.id);
    // The positive signal: a chat with a brand that keeps the toggles on notifies through the same path, after.
    const told = await acceptedChat(customer);
    await tab.waitFor('shopper:notification', (item) => item.chatId === told.id);
    expect(tab.received('shopper:notification').map((item) => item.chatId)).toEqual([told.id]);
    expect((await notificationsOf(customer)).items.map((item) => item.chatId)).toEqual([told.id]);
  });

  it('tell the shopper when an open chat is given to another agent', async () => {
    const customer = await signedIn(t, { role: 'customer' });
    const tab = await clients.connect(customer);
    const chat = await acceptedChat(customer);
    const colleague = await onlineAgent(t, brand);
    const changed = await t.request({
      method: 'PUT',
      url: `/api/chats/${chat.id}/agent`,
      payload: { agentId: colleague.user.id },
      cookie: manager.cookie,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(async () =>
      expect(
        tab.received('shopper:notification', (item) => item.kind === 'agent_assigned').map((item) => item.agentName),
      ).toEqual([agent.user.name, colleague.user.name]),
    );
  });

  it('name the agent in Arabic too when it has an Arabic name, live and in the list', async () => {
    const other = await insertBrand(t.database.db);
    const sara = await signedIn(t, {
      role: 'agent',
      brandId: other.id,
      firstNameEn: 'Sara',
      lastNameEn: 'Ahmed',
      firstNameAr: 'سارة',
      lastNameAr: 'أحمد',
    });
    await setOnline(t, sara, true);
    const customer = await signedIn(t, { role: 'customer' });
    const tab = await clients.connect(customer);
    const chat = await startChat(t, customer, other, 'ar');
    await sent(t, customer, chat.id, 'مرحبًا');
    expect((await chatAction(t, sara, chat.id, 'accept')).statusCode).toBe(200);
    const assigned = await tab.waitFor('shopper:notification', (item) => item.kind === 'agent_assigned');
    expect(assigned).toMatchObject({ agentName: 'Sara Ahmed', agentNameAr: 'سارة أحمد' });

    t.clock.advance(1000);
    await sent(t, sara, chat.id, 'كيف أساعدك؟');
    const pushed = await tab.waitFor('shopper:notification', (item) => item.kind === 'agent_message');
    expect(pushed).toMatchObject({ agentName: 'Sara Ahmed', agentNameAr: 'سارة أحمد', preview: 'كيف أساعدك؟' });
    expect((await notificationsOf(customer)).items).toEqual([pushed, assigned]);
  });

  it('are for shoppers only', async () => {
    expectError(
      await t.request({ method: 'GET', url: '/api/shopper/notifications', cookie: agent.cookie }),
      'FORBIDDEN',
    );
    expectError(await t.request({ method: 'GET', url: '/api/shopper/notifications' }), 'UNAUTHORIZED');
    expectError(
      await t.request({ method: 'POST', url: '/api/shopper/notifications/read', payload: { all: true } }),
      'UNAUTHORIZED',
    );
  });
});
