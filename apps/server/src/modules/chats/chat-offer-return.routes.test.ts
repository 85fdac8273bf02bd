import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRESENCE_GRACE_SECONDS } from '@tawasul/contracts/socket-events';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { getChat, onlineAgent, setOnline, waitingChat } from '../../testing/chat-flows.ts';
import { brandWithQueue, eventsOf, eventually, sweepAfter } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 21: an offer never stays with an agent who is no longer online.

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const newBrand = (maxConversationsPerAgent = 1) => brandWithQueue(t, admin, maxConversationsPerAgent);

/** The chat's offers and their ends, with the time of each (ms on the test clock). */
async function offerTrail(chatId: string) {
  const rows = await t.database.db.query.chatEvents.findMany({
    where: (events, { eq }) => eq(events.chatId, chatId),
    orderBy: (events, { asc }) => [asc(events.id)],
  });
  return rows
    .filter((row) => ['offered', 'lapsed', 'declined'].includes(row.kind))
    .map((row) => ({ kind: row.kind, agentId: row.agentId, at: row.at.getTime(), data: row.data }));
}

describe('an offer to an agent who goes offline', () => {
  it('goes back to the queue and to the next eligible agent at once when the agent switches to offline', async () => {
    const brand = await newBrand();
    const leaving = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(leaving.user.id);
    const staying = await onlineAgent(t, brand);
    t.clock.advance(1000);

    const wentOffline = t.clock.now().getTime();
    await setOnline(t, leaving, false);
    // The reply of "offline" already finds the chat with the other agent: nothing waited for a sweep.
    expect(await getChat(t, guest, chat.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: staying.user.id },
    });
    const trail = await offerTrail(chat.id);
    expect(trail.map((step) => [step.kind, step.agentId])).toEqual([
      ['offered', leaving.user.id],
      ['lapsed', leaving.user.id],
      ['offered', staying.user.id],
    ]);
    expect(trail[1]?.data).toEqual({ offline: true });
    expect(trail[2]!.at - wentOffline).toBeLessThanOrEqual(2000);
  });

  it('goes to the next agent in the sweep that finds the agent’s last socket gone past the grace period', async () => {
    const brand = await newBrand();
    const vanished = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(vanished.user.id);
    const present = await onlineAgent(t, brand);

    // Within the grace period the offer stays (a reconnect may be on its way).
    await sweepAfter(t, (PRESENCE_GRACE_SECONDS - 1) * 1000, [present]);
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(vanished.user.id);
    const result = await sweepAfter(t, 2000, [present]);
    expect(result.offline).toBeGreaterThanOrEqual(1);
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(present.user.id);
    const trail = await offerTrail(chat.id);
    // Offline and offered again in the same sweep, at the same instant.
    expect(trail.slice(-2).map((step) => [step.kind, step.agentId, step.at])).toEqual([
      ['lapsed', vanished.user.id, t.clock.now().getTime()],
      ['offered', present.user.id, t.clock.now().getTime()],
    ]);
  });

  it('waits in the queue when nobody else is online, and is offered again when an agent comes back', async () => {
    const brand = await newBrand();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    await setOnline(t, agent, false);
    expect(await getChat(t, guest, chat.id)).toMatchObject({ status: 'waiting_for_agent', agent: null });
    t.clock.advance(1000);
    await setOnline(t, agent, true);
    // The one who lapsed it is the only one free: offering it again beats waiting.
    await eventually(async () => expect((await getChat(t, guest, chat.id)).agent?.id).toBe(agent.user.id));
    expect((await eventsOf(t, chat.id)).filter((event) => event.kind === 'offered')).toHaveLength(2);
  });

  it('leaves the agent’s open chats with it', async () => {
    const brand = await newBrand(2);
    const agent = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    const accepted = await t.request({ method: 'POST', url: `/api/chats/${chat.id}/accept`, cookie: agent.cookie });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await setOnline(t, agent, false);
    expect(await getChat(t, agent, chat.id)).toMatchObject({ status: 'open', agent: { id: agent.user.id } });
  });
});
