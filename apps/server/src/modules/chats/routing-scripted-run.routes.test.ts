import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentInboxResponse, CriticalMessageListResponse } from '@tawasul/contracts/chats';
import type { QueueStatus } from '@tawasul/contracts/widget';
import type { BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { chatAction, getChat, messagesOf, onlineAgent, setOnline, waitingChat } from '../../testing/chat-flows.ts';
import { brandWithQueue, configureBrand, eventsOf, statusCounts } from '../../testing/chat-scenarios.ts';
import { createSocketClients, listen, type SocketClients } from '../../testing/socket-clients.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The scripted run of issue 21's "done when" for routing: each item against the public API and real sockets on the
// real database and migrations, time from the test's clock. Each test prints its measurement (the closing note).

let t: TestApp;
let clients: SocketClients;
let admin: SignedInUser;
const BUSY = { en: 'All our agents are busy right now.', ar: 'جميع موظفينا مشغولون الآن.' };

beforeAll(async () => {
  t = await createTestApp();
  clients = createSocketClients(await listen(t));
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

async function newBrand(maxConversationsPerAgent: number): Promise<BrandRow> {
  const brand = await brandWithQueue(t, admin, maxConversationsPerAgent);
  await configureBrand(t, admin, brand.id, { presetMessages: { onWaiting: BUSY } });
  return brand;
}

const report = (item: string, value: unknown) => console.info(`[scripted run] ${item}: ${JSON.stringify(value)}`);

describe('issue 21, routing: the scripted run', () => {
  it('an offer returns to the queue, and reaches the next agent, within 2 s of its agent going offline', async () => {
    const brand = await newBrand(1);
    const leaving = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    const next = await onlineAgent(t, brand);
    const nextLive = await clients.connect(next);
    t.clock.advance(1000);
    const offlineAt = t.clock.now().getTime();
    await setOnline(t, leaving, false);
    const offer = await nextLive.waitFor('chat:offered', (offered) => offered.id === chat.id);
    const trail = (await eventsOf(t, chat.id)).filter((event) => ['lapsed', 'offered'].includes(event.kind));
    expect(trail.map((event) => event.kind)).toEqual(['offered', 'lapsed', 'offered']);
    const returnedMs = Date.parse(offer.offeredAt!) - offlineAt;
    report('offer back to the queue and offered to the next agent after its agent went offline (ms)', returnedMs);
    expect(returnedMs).toBeLessThanOrEqual(2000);
  });

  it('0 chats wait while an eligible online agent has capacity, declines and lapses included', async () => {
    const brand = await newBrand(1);
    const a = await onlineAgent(t, brand);
    const b = await onlineAgent(t, brand);
    const first = await waitingChat(t, brand);
    const second = await waitingChat(t, brand);
    // Each agent declines the chat it was offered; with nobody else free each is offered again rather than waiting.
    for (const { chat } of [first, second]) {
      const holder = (await getChat(t, admin, chat.id)).agent?.id === a.user.id ? a : b;
      expect((await chatAction(t, holder, chat.id, 'decline')).statusCode).toBe(200);
    }
    const counts = await statusCounts(t, brand.id);
    const idleWithRoom = [a, b].filter((agent) => (counts.loads.get(agent.user.id) ?? 0) < 1).length;
    const waiting = counts.byStatus.waiting_for_agent ?? 0;
    report('chats waiting while an eligible online agent has capacity', idleWithRoom > 0 ? waiting : 0);
    expect(waiting).toBe(0);
    expect(counts.byStatus.pending_acceptance).toBe(2);
  });

  it('a word in both the brand’s list and a category’s list gives exactly one critical record', async () => {
    const brand = await newBrand(2);
    await configureBrand(t, admin, brand.id, {
      notificationConfig: {
        criticalWords: [
          { word: 'lawyer', titleEn: 'Legal threat', titleAr: 'تهديد قانوني', descriptionEn: '', descriptionAr: '' },
        ],
      },
    });
    const category = await t.request({
      method: 'POST',
      url: '/api/canned-responses/categories',
      cookie: admin.cookie,
      payload: { nameEn: 'Legal', nameAr: 'قانوني', criticalWords: ['lawyer'] },
    });
    expect(category.statusCode, category.body).toBe(201);
    const agent = await onlineAgent(t, brand);
    const live = await clients.connect(agent);
    const { guest, chat } = await waitingChat(t, brand);
    await chatAction(t, agent, chat.id, 'accept');
    const sent = await t.request({
      method: 'POST',
      url: `/api/chats/${chat.id}/messages`,
      headers: { authorization: `Bearer ${guest.token}` },
      payload: { id: crypto.randomUUID(), body: 'My lawyer will call you' },
    });
    expect(sent.statusCode).toBe(200);
    await live.waitFor('critical:created', (item) => item.chatId === chat.id);
    await live.waitFor('notification:created', (item) => item.kind === 'critical_message' && item.chatId === chat.id);
    await live.settled();
    const list = await t.request({ method: 'GET', url: `/api/critical-messages?pageSize=100`, cookie: admin.cookie });
    const records = list.json<CriticalMessageListResponse>().items.filter((item) => item.chatId === chat.id);
    const toasts = live.received('critical:created', (item) => item.chatId === chat.id).length;
    const bells = live.received(
      'notification:created',
      (item) => item.kind === 'critical_message' && item.chatId === chat.id,
    ).length;
    report('critical records / live alerts / bell items for a word in both lists', [records.length, toasts, bells]);
    expect([records.length, toasts, bells]).toEqual([1, 1, 1]);
  });

  it('the busy message appears only for chats that waited', async () => {
    const brand = await newBrand(1);
    await onlineAgent(t, brand);
    const served = await waitingChat(t, brand);
    const waited = await waitingChat(t, brand);
    expect([served.chat.status, waited.chat.status]).toEqual(['pending_acceptance', 'waiting_for_agent']);
    const busyIn = async (chatId: string) =>
      (await messagesOf(t, admin, chatId)).filter((message) => message.body === BUSY.en).length;
    const counts = [await busyIn(served.chat.id), await busyIn(waited.chat.id)];
    report('busy messages in a chat offered at once / in a chat that waited', counts);
    expect(counts).toEqual([0, 1]);
  });

  it('no estimate is shown with nobody online', async () => {
    const brand = await newBrand(1);
    const { guest, chat } = await waitingChat(t, brand);
    const response = await t.request({
      method: 'GET',
      url: `/api/shopper/chats/${chat.id}/queue`,
      headers: { authorization: `Bearer ${guest.token}` },
    });
    const status = response.json<QueueStatus>();
    report('queue status with nobody online', status);
    expect(status).toMatchObject({ position: 1, estimatedWaitSeconds: null, agentsOnline: 0 });
  });

  it('offers are listed oldest first', async () => {
    const brand = await newBrand(3);
    const agent = await onlineAgent(t, brand);
    const numbers = [];
    for (let index = 0; index < 3; index++) {
      t.clock.advance(1000);
      numbers.push((await waitingChat(t, brand)).chat.number);
    }
    const inbox = await t.request({ method: 'GET', url: '/api/agent/inbox', cookie: agent.cookie });
    const offered = inbox.json<AgentInboxResponse>().offered.map((chat) => chat.number);
    report('offer order in the inbox (chat numbers, oldest started first)', offered);
    expect(offered).toEqual(numbers);
  });
});
