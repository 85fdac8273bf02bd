import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentInboxResponse } from '@tawasul/contracts/chats';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { chatEvents } from '../../db/schema/chats.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  chatAction,
  getChat,
  newGuest,
  onlineAgent,
  sent,
  setOnline,
  startChat,
  waitingChat,
} from '../../testing/chat-flows.ts';
import { brandSettings, eventsOf, statusCounts, sweepAfter } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

const CHATS = 100;
const AGENTS = 5;
const MAX = 3;

let t: TestApp;
let admin: SignedInUser;
let brand: BrandRow;
let agents: SignedInUser[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: MAX, waitingTimeoutMinutes: 120 });
  agents = [];
  for (let index = 0; index < AGENTS; index++) agents.push(await onlineAgent(t, brand));
});
afterAll(() => t.close());

/**
 * The highest number of chats each agent ever held at once, replayed from `chat_events`. Every change to an agent's
 * load writes its event while holding the agent's row lock, so the ids of one agent's events are in the real order.
 */
async function peakLoads(): Promise<Map<string, number>> {
  const rows = await t.database.db
    .select({ kind: chatEvents.kind, agentId: chatEvents.agentId, data: chatEvents.data })
    .from(chatEvents)
    .where(eq(chatEvents.brandId, brand.id))
    .orderBy(asc(chatEvents.id));
  const load = new Map<string, number>();
  const peak = new Map<string, number>();
  for (const row of rows) {
    if (!row.agentId) continue;
    const change = { offered: 1, declined: -1, lapsed: -1, reassigned: -1, closed: -1 }[row.kind as string] ?? 0;
    // A chat closed while waiting or new held no slot.
    if (row.kind === 'closed' && !['pending_acceptance', 'open'].includes(String(row.data.status))) continue;
    const now = (load.get(row.agentId) ?? 0) + change;
    load.set(row.agentId, now);
    peak.set(row.agentId, Math.max(peak.get(row.agentId) ?? 0, now));
  }
  return peak;
}

async function expectWithinCapacity() {
  const { loads } = await statusCounts(t, brand.id);
  for (const [agentId, load] of loads) expect(load, `agent ${agentId}`).toBeLessThanOrEqual(MAX);
  return loads;
}

/** An agent's turn: accept every offer and close every open chat, each answered as it comes. */
async function serve(agent: SignedInUser): Promise<number> {
  const response = await t.request({ method: 'GET', url: '/api/agent/inbox', cookie: agent.cookie });
  expect(response.statusCode, response.body).toBe(200);
  const inbox = response.json<AgentInboxResponse>();
  expect(inbox.load).toBeLessThanOrEqual(MAX);
  let closed = 0;
  for (const chat of inbox.offered) {
    const accepted = await chatAction(t, agent, chat.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  for (const chat of [...inbox.offered, ...inbox.open]) {
    const response = await chatAction(t, agent, chat.id, 'close');
    expect(response.statusCode, response.body).toBe(200);
    closed += 1;
  }
  return closed;
}

describe('capacity under concurrency', () => {
  it(`holds ${MAX} chats per agent when ${CHATS} shoppers start at once, and serves them all as slots free`, async () => {
    const guests = await Promise.all(Array.from({ length: CHATS }, () => newGuest(t, brand)));

    // Every shopper opens the widget and writes its first message at the same moment.
    const chats = await Promise.all(
      guests.map(async (guest, index) => {
        const chat = await startChat(t, guest, brand);
        await sent(t, guest, chat.id, `Hello from shopper ${index}`);
        return chat;
      }),
    );
    expect(new Set(chats.map((chat) => chat.id)).size).toBe(CHATS);

    const loads = await expectWithinCapacity();
    expect([...loads.values()]).toEqual(Array.from({ length: AGENTS }, () => MAX));
    const { byStatus } = await statusCounts(t, brand.id);
    expect(byStatus).toEqual({ pending_acceptance: AGENTS * MAX, waiting_for_agent: CHATS - AGENTS * MAX });

    // Agents work through the queue together; each close frees a slot that the router fills at once.
    let served = 0;
    for (let round = 0; served < CHATS && round < CHATS; round++) {
      const closed = await Promise.all(agents.map((agent) => serve(agent)));
      served += closed.reduce((sum, count) => sum + count, 0);
      await expectWithinCapacity();
      // A routing pass that lost a race is made up for by the periodic sweep.
      if (closed.every((count) => count === 0)) await sweepAfter(t, 1000, agents);
    }
    expect(served).toBe(CHATS);
    expect((await statusCounts(t, brand.id)).byStatus).toEqual({ closed: CHATS });

    const peaks = await peakLoads();
    expect(peaks.size).toBe(AGENTS);
    for (const [agentId, peak] of peaks) expect(peak, `agent ${agentId}`).toBeLessThanOrEqual(MAX);
  }, 120_000);
});

describe('changes that race each other on one chat', () => {
  /** Each of the two may win; the loser gets its error, never a server error (both lock the chat, then the agent). */
  const settled = (...responses: LightMyRequestResponse[]) => {
    for (const response of responses) expect([200, 403, 409], response.body).toContain(response.statusCode);
  };

  it('answers an accept racing the shopper’s close, a change of agent, or the lapse sweep', async () => {
    const other = await insertBrand(t.database.db);
    await brandSettings(t, admin, other.id, { maxConversationsPerAgent: 50, waitingTimeoutMinutes: 1 });
    const agent = await onlineAgent(t, other);
    const colleague = await signedIn(t, { role: 'agent', brandId: other.id });

    for (let round = 0; round < 8; round++) {
      const { guest, chat } = await waitingChat(t, other);
      const [accepted, closed] = await Promise.all([
        chatAction(t, agent, chat.id, 'accept'),
        chatAction(t, guest, chat.id, 'close'),
      ]);
      settled(accepted, closed);
      expect((await getChat(t, guest, chat.id)).status).toBe('closed');
    }

    for (let round = 0; round < 8; round++) {
      const { guest, chat } = await waitingChat(t, other);
      const [accepted, moved] = await Promise.all([
        chatAction(t, agent, chat.id, 'accept'),
        t.request({
          method: 'PUT',
          url: `/api/chats/${chat.id}/agent`,
          cookie: admin.cookie,
          payload: { agentId: colleague.user.id },
        }),
      ]);
      settled(accepted, moved);
      expect((await getChat(t, guest, chat.id)).agent?.id).toBe(colleague.user.id);
      await chatAction(t, guest, chat.id, 'close');
    }

    for (let round = 0; round < 5; round++) {
      const { guest, chat } = await waitingChat(t, other);
      t.clock.advance(61_000);
      await setOnline(t, agent, true);
      const [declined] = await Promise.all([chatAction(t, agent, chat.id, 'decline'), t.app.chatSweeps.runOnce()]);
      settled(declined);
      // Each offer ends once: offered, then declined or lapsed, then (the agent being the only one with room) offered
      // again rather than left waiting. A decline that comes after the sweep's lapse answers that new offer.
      const offers = (await eventsOf(t, chat.id))
        .map((event) => event.kind)
        .filter((kind) => ['offered', 'declined', 'lapsed'].includes(kind));
      expect(offers.length % 2, offers.join()).toBe(1);
      offers.forEach((kind, index) => expect(kind === 'offered', offers.join()).toBe(index % 2 === 0));
      expect((await getChat(t, guest, chat.id)).status).toBe('pending_acceptance');
      await chatAction(t, guest, chat.id, 'close');
    }
  }, 120_000);
});
