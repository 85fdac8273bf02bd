import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  chatAction,
  getChat,
  messagesOf,
  newGuest,
  onlineAgent,
  sent,
  setOnline,
  startChat,
  waitingChat,
} from '../../testing/chat-flows.ts';
import {
  brandSettings,
  configureBrand,
  eventKinds,
  eventsOf,
  eventually,
  notificationsOfKind,
  sweepAfter,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createTestCluster, type TestNode } from '../../testing/test-cluster.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

async function team(settings: Parameters<typeof brandSettings>[3]) {
  const brand: BrandRow = await insertBrand(t.database.db);
  await brandSettings(t, admin, brand.id, settings);
  const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  return { brand, manager };
}

async function openChat(brand: BrandRow, agent: SignedInUser) {
  const { guest, chat } = await waitingChat(t, brand);
  expect(chat.agent?.id).toBe(agent.user.id);
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { guest, chat: accepted.json<ChatResponse>() };
}

describe('an offer not accepted within the waiting timeout', () => {
  it('lapses back to the queue and is offered to another agent, and to the one who let it lapse only when nobody else is free', async () => {
    const { brand } = await team({ waitingTimeoutMinutes: 1, maxConversationsPerAgent: 5 });
    const first = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(first.user.id);
    const second = await onlineAgent(t, brand);
    t.clock.advance(SECOND);

    await sweepAfter(t, MINUTE - 2 * SECOND, [first, second]);
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(first.user.id);

    const result = await sweepAfter(t, 2 * SECOND, [first, second]);
    expect(result.lapsed).toBeGreaterThanOrEqual(1);
    const now = await getChat(t, guest, chat.id);
    expect(now).toMatchObject({ status: 'pending_acceptance', agent: { id: second.user.id } });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-3).map((event) => [event.kind, event.agentId])).toEqual([
      ['offered', first.user.id],
      ['lapsed', first.user.id],
      ['offered', second.user.id],
    ]);

    // The second lets it lapse too. Nobody else is free: it is offered again rather than left waiting, to the one
    // assigned longest ago (the first).
    await sweepAfter(t, MINUTE, [first, second]);
    expect(await getChat(t, guest, chat.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: first.user.id },
    });

    // A third agent online: the next lapse goes to it, whoever lapsed before.
    const third = await onlineAgent(t, brand);
    await sweepAfter(t, MINUTE, [first, second, third]);
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(third.user.id);
  });

  it('counts the timeout from the offer, and an accepted chat never lapses', async () => {
    const { brand } = await team({ waitingTimeoutMinutes: 2, maxConversationsPerAgent: 5 });
    const agent = await onlineAgent(t, brand);
    const { chat: accepted } = await openChat(brand, agent);
    await sweepAfter(t, MINUTE, [agent]);
    const { guest, chat: offered } = await waitingChat(t, brand);
    await sweepAfter(t, MINUTE + SECOND, [agent]);
    // Two minutes after the first offer, one after the second.
    expect((await getChat(t, agent, accepted.id)).status).toBe('open');
    expect((await getChat(t, guest, offered.id)).status).toBe('pending_acceptance');
    const offeredAt = (await getChat(t, guest, offered.id)).offeredAt;
    await sweepAfter(t, MINUTE, [agent]);
    // It lapsed, and (the agent being the only one with room) was offered to it again rather than left waiting.
    expect((await eventKinds(t, offered.id)).slice(-3)).toEqual(['offered', 'lapsed', 'offered']);
    expect((await getChat(t, guest, offered.id)).offeredAt).not.toBe(offeredAt);
    expect((await getChat(t, agent, accepted.id)).status).toBe('open');
  });

  it('lapses the offer of an agent who went offline meanwhile, and offers it to one still online', async () => {
    const { brand } = await team({ waitingTimeoutMinutes: 1, maxConversationsPerAgent: 5 });
    const gone = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    const other = await onlineAgent(t, brand);
    // No heartbeat from the first agent: it goes offline, and its offer lapses to the other.
    await sweepAfter(t, MINUTE + SECOND, [other]);
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(other.user.id);
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-3).map((event) => [event.kind, event.agentId])).toEqual([
      ['offered', gone.user.id],
      ['lapsed', gone.user.id],
      ['offered', other.user.id],
    ]);
  });
});

describe('a chat whose shopper stops writing', () => {
  it('closes after the inactivity timeout counted from the shopper’s last message, and frees the agent’s slot', async () => {
    const { brand } = await team({ customerInactivityTimeoutHours: 1, maxConversationsPerAgent: 1 });
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);

    await sweepAfter(t, 40 * MINUTE, [agent]);
    await sent(t, guest, chat.id, 'Still thinking');
    await sweepAfter(t, 40 * MINUTE, [agent]);
    const { chat: queued } = await waitingChat(t, brand);
    expect(queued.status).toBe('waiting_for_agent');
    // The agent's messages do not count: the shopper is the one who went quiet.
    await sent(t, agent, chat.id, 'Anything else?');
    await sweepAfter(t, 19 * MINUTE, [agent]);
    expect((await getChat(t, guest, chat.id)).status).toBe('open');

    const result = await sweepAfter(t, MINUTE + SECOND, [agent]);
    expect(result.closed).toBeGreaterThanOrEqual(1);
    expect(await getChat(t, guest, chat.id)).toMatchObject({ status: 'closed', closeReason: 'inactivity' });
    expect((await messagesOf(t, guest, chat.id)).at(-1)).toMatchObject({
      kind: 'system',
      systemKey: 'closed.inactivity',
    });
    expect((await eventsOf(t, chat.id)).at(-1)).toMatchObject({
      kind: 'closed',
      agentId: agent.user.id,
      actorUserId: null,
      data: { reason: 'inactivity', status: 'open' },
    });
    // The slot it held goes to the chat waiting in the queue.
    expect(await getChat(t, admin, queued.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: agent.user.id },
    });
  });

  it('closes a chat that never got past the welcome messages, and one still waiting for an agent', async () => {
    const { brand } = await team({ customerInactivityTimeoutHours: 2 });
    const { guest, chat } = await waitingChat(t, brand);
    const quiet = await newGuest(t, brand);
    const fresh = await startChat(t, quiet, brand);
    await sweepAfter(t, 2 * HOUR - SECOND);
    expect((await getChat(t, guest, chat.id)).status).toBe('waiting_for_agent');
    expect((await getChat(t, quiet, fresh.id)).status).toBe('new');
    await sweepAfter(t, 2 * SECOND);
    expect(await getChat(t, guest, chat.id)).toMatchObject({ status: 'closed', closeReason: 'inactivity' });
    expect(await getChat(t, quiet, fresh.id)).toMatchObject({ status: 'closed', closeReason: 'inactivity' });
  });

  it('keeps a chat the shopper keeps writing in', async () => {
    const { brand } = await team({ customerInactivityTimeoutHours: 1 });
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    for (let step = 0; step < 3; step++) {
      await sweepAfter(t, 50 * MINUTE, [agent]);
      await sent(t, guest, chat.id, `Message ${step}`);
    }
    expect((await getChat(t, guest, chat.id)).status).toBe('open');
  });
});

describe('response delays', () => {
  const DELAYS = {
    notificationConfig: {
      agentResponseDelay: { minutes: 5 },
      customerResponseDelay: { minutes: 10 },
    },
  };

  it('alerts the agent and the brand’s managers once per unanswered streak, and again after a reply', async () => {
    const { brand, manager } = await team({ maxConversationsPerAgent: 5, customerInactivityTimeoutHours: 24 });
    await configureBrand(t, manager, brand.id, DELAYS);
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    const delayAlerts = async (who: SignedInUser) => notificationsOfKind(t, who, 'agent_response_delay', chat.id);

    await sent(t, guest, chat.id, 'Hello?');
    await sweepAfter(t, 5 * MINUTE - SECOND, [agent]);
    expect(await delayAlerts(agent)).toHaveLength(0);

    await sweepAfter(t, SECOND, [agent]);
    await eventually(async () => {
      expect(await delayAlerts(agent)).toHaveLength(1);
      expect(await delayAlerts(manager)).toHaveLength(1);
    });
    const [alert] = await delayAlerts(agent);
    expect(alert?.params).toMatchObject({ chatNumber: chat.number, minutes: 5 });

    // The same streak: more shopper messages and more time raise nothing new.
    await sent(t, guest, chat.id, 'Anyone there?');
    await sweepAfter(t, 10 * MINUTE, [agent]);
    await sweepAfter(t, 10 * MINUTE, [agent]);
    expect(await delayAlerts(agent)).toHaveLength(1);

    // The agent answers; the next unanswered shopper message starts a new streak.
    await sent(t, agent, chat.id, 'Sorry for the wait');
    await sweepAfter(t, 10 * MINUTE, [agent]);
    expect(await delayAlerts(agent)).toHaveLength(1);
    await sent(t, guest, chat.id, 'My order is late');
    await sweepAfter(t, 5 * MINUTE, [agent]);
    await eventually(async () => {
      expect(await delayAlerts(agent)).toHaveLength(2);
      expect(await delayAlerts(manager)).toHaveLength(2);
    });
  });

  it('alerts again after the chat was closed and reopened: closing ends the unanswered streak', async () => {
    const { brand, manager } = await team({ maxConversationsPerAgent: 5, customerInactivityTimeoutHours: 24 });
    await configureBrand(t, manager, brand.id, DELAYS);
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    const delayAlerts = () => notificationsOfKind(t, agent, 'agent_response_delay', chat.id);

    await sent(t, guest, chat.id, 'Hello?');
    await sweepAfter(t, 5 * MINUTE, [agent]);
    await eventually(async () => expect(await delayAlerts()).toHaveLength(1));

    expect((await chatAction(t, agent, chat.id, 'close')).statusCode).toBe(200);
    await sent(t, guest, chat.id, 'I still need help');
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    await sweepAfter(t, 5 * MINUTE, [agent]);
    await eventually(async () => expect(await delayAlerts()).toHaveLength(2));
  });

  it('counts the agent’s delay from the accept, not from the time the chat waited in the queue', async () => {
    const { brand, manager } = await team({ maxConversationsPerAgent: 5, waitingTimeoutMinutes: 60 });
    await configureBrand(t, manager, brand.id, DELAYS);
    const agent = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    await sweepAfter(t, 30 * MINUTE, [agent]);
    await chatAction(t, agent, chat.id, 'accept');
    await sweepAfter(t, 4 * MINUTE, [agent]);
    expect(await notificationsOfKind(t, agent, 'agent_response_delay', chat.id)).toHaveLength(0);
    await sweepAfter(t, MINUTE, [agent]);
    await eventually(async () =>
      expect(await notificationsOfKind(t, agent, 'agent_response_delay', chat.id)).toHaveLength(1),
    );
  });

  it('reminds the shopper once when it leaves the agent unanswered, and again after its reply', async () => {
    const { brand, manager } = await team({ maxConversationsPerAgent: 5, customerInactivityTimeoutHours: 24 });
    await configureBrand(t, manager, brand.id, DELAYS);
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    const reminders = async () =>
      (await messagesOf(t, guest, chat.id)).filter((message) => message.systemKey === 'shopperReminder');

    await sent(t, agent, chat.id, 'Could you send your order number?');
    await sweepAfter(t, 10 * MINUTE - SECOND, [agent]);
    expect(await reminders()).toHaveLength(0);
    await sweepAfter(t, SECOND, [agent]);
    const [reminder] = await reminders();
    expect(reminder).toMatchObject({ kind: 'system', author: { kind: 'system' }, systemParams: { minutes: 10 } });

    await sent(t, agent, chat.id, 'Hello?');
    await sweepAfter(t, 10 * MINUTE, [agent]);
    await sweepAfter(t, 10 * MINUTE, [agent]);
    expect(await reminders()).toHaveLength(1);

    await sent(t, guest, chat.id, 'It is 1042');
    await sent(t, agent, chat.id, 'Thanks, and your phone number?');
    await sweepAfter(t, 10 * MINUTE, [agent]);
    expect(await reminders()).toHaveLength(2);
    // The reminder is the shopper's, not the staff's: nobody gets a notification for it.
    expect(await notificationsOfKind(t, agent, 'agent_response_delay', chat.id)).toHaveLength(0);
  });

  it('does not alert about a chat that is not open', async () => {
    const { brand, manager } = await team({ maxConversationsPerAgent: 5, waitingTimeoutMinutes: 120 });
    await configureBrand(t, manager, brand.id, DELAYS);
    const agent = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    await sweepAfter(t, 30 * MINUTE, [agent]);
    expect((await getChat(t, agent, chat.id)).status).toBe('pending_acceptance');
    expect(await notificationsOfKind(t, agent, 'agent_response_delay', chat.id)).toHaveLength(0);
    expect(await notificationsOfKind(t, manager, 'agent_response_delay', chat.id)).toHaveLength(0);
  });
});

describe('timeouts kept in the database, on several nodes', () => {
  it.skipIf(!process.env.REDIS_URL)(
    'lapses an offer made on one node from another node’s sweep, once even when both sweep at the same moment',
    async () => {
      const cluster = await createTestCluster(2);
      try {
        const [a, b] = cluster.nodes as [TestNode, TestNode];
        const brand = await insertBrand(a.database.db);
        const clusterAdmin = await signedIn(a, { role: 'admin' });
        await brandSettings(a, clusterAdmin, brand.id, { waitingTimeoutMinutes: 1, maxConversationsPerAgent: 5 });
        const first = await onlineAgent(a, brand);
        const { guest, chat } = await waitingChat(a, brand);
        expect(chat.agent?.id).toBe(first.user.id);
        const second = await onlineAgent(a, brand);

        // Node b never saw the offer (as after a restart): the database alone says when it is due.
        a.clock.advance(MINUTE + SECOND);
        await setOnline(b, first, true);
        await setOnline(b, second, true);
        const results = await Promise.all([a.app.chatSweeps.runOnce(), b.app.chatSweeps.runOnce()]);
        const lapsed = results.reduce((sum, result) => sum + (result?.lapsed ?? 0), 0);
        expect(lapsed).toBe(1);
        expect((await getChat(b, guest, chat.id)).agent?.id).toBe(second.user.id);
        const kinds = (await eventsOf(b, chat.id)).map((event) => event.kind);
        expect(kinds.filter((kind) => kind === 'lapsed')).toHaveLength(1);
        expect(kinds.filter((kind) => kind === 'offered')).toHaveLength(2);
      } finally {
        await cluster.close();
      }
    },
    120_000,
  );
});
