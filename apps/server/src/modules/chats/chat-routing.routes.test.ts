import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import type { BrandRow } from '../../db/factories.ts';
import { users } from '../../db/schema/users.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { chatAction, getChat, onlineAgent, setOnline, waitingChat } from '../../testing/chat-flows.ts';
import {
  brandSettings,
  brandWithQueue,
  eventsOf,
  eventually,
  presenceIntervalsOf,
  statusCounts,
  sweepAfter,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { REOFFER_COOLDOWN_MS } from './routing.service.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

/** A brand with its own queue, and a generous maximum unless a test needs one. */
const newBrand = (maxConversationsPerAgent = 10) => brandWithQueue(t, admin, maxConversationsPerAgent);

/** Assignments are ordered by time: each step happens a second after the one before. */
const tick = () => t.clock.advance(1000);

async function offeredTo(brand: BrandRow): Promise<string | undefined> {
  tick();
  const { chat } = await waitingChat(t, brand);
  return chat.status === 'pending_acceptance' ? chat.agent?.id : undefined;
}

describe('the router’s choice', () => {
  it('offers the chat to the agent holding the fewest chats', async () => {
    const brand = await newBrand();
    const busy = await onlineAgent(t, brand);
    expect(await offeredTo(brand)).toBe(busy.user.id);
    expect(await offeredTo(brand)).toBe(busy.user.id);
    const idle = await onlineAgent(t, brand);
    const other = await onlineAgent(t, brand);
    tick();
    // busy holds 2, idle and other 0: both of those come first, whatever their last assignment.
    const next = [await offeredTo(brand), await offeredTo(brand)];
    expect(next.sort()).toEqual([idle.user.id, other.user.id].sort());
    expect((await statusCounts(t, brand.id)).loads).toEqual(
      new Map([
        [busy.user.id, 2],
        [idle.user.id, 1],
        [other.user.id, 1],
      ]),
    );
  });

  it('breaks a tie on the number of chats by the least recent assignment', async () => {
    const brand = await newBrand();
    const first = await onlineAgent(t, brand);
    const second = await onlineAgent(t, brand);
    const third = await onlineAgent(t, brand);
    const order = [await offeredTo(brand), await offeredTo(brand), await offeredTo(brand)];
    expect(new Set(order).size).toBe(3);
    // Everyone holds one now: the next chats go round in the same order, oldest assignment first.
    expect([await offeredTo(brand), await offeredTo(brand), await offeredTo(brand)]).toEqual(order);
    expect(order.sort()).toEqual([first.user.id, second.user.id, third.user.id].sort());
  });

  it('counts offered and open chats alike, and not closed ones', async () => {
    const brand = await newBrand();
    const a = await onlineAgent(t, brand);
    const { chat: first } = await waitingChat(t, brand);
    tick();
    const { chat: second } = await waitingChat(t, brand);
    expect([first.agent?.id, second.agent?.id]).toEqual([a.user.id, a.user.id]);
    await chatAction(t, a, first.id, 'accept');
    const b = await onlineAgent(t, brand);
    // a: one open, one offered; b: none.
    expect(await offeredTo(brand)).toBe(b.user.id);
    await chatAction(t, a, first.id, 'close');
    await chatAction(t, a, second.id, 'accept');
    await chatAction(t, a, second.id, 'close');
    // a now holds none and b one.
    expect(await offeredTo(brand)).toBe(a.user.id);
  });

  it('never offers a chat to an offline, deactivated or blocked agent, or to another brand’s agent', async () => {
    const brand = await newBrand();
    const offline = await onlineAgent(t, brand, false);
    const deactivated = await onlineAgent(t, brand);
    const blocked = await onlineAgent(t, brand);
    const deactivation = await t.request({
      method: 'PATCH',
      url: `/api/agents/${deactivated.user.id}/active`,
      cookie: admin.cookie,
      payload: { active: false },
    });
    expect(deactivation.statusCode, deactivation.body).toBe(200);
    await t.database.db.update(users).set({ banned: true }).where(eq(users.id, blocked.user.id));
    const stranger = await onlineAgent(t, await newBrand());

    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.status).toBe('waiting_for_agent');
    await sweepAfter(t, 1000, [stranger]);
    expect((await getChat(t, guest, chat.id)).status).toBe('waiting_for_agent');

    const available = await onlineAgent(t, brand);
    await eventually(async () => expect((await getChat(t, guest, chat.id)).agent?.id).toBe(available.user.id));
    const offers = (await eventsOf(t, chat.id)).filter((event) => event.kind === 'offered');
    expect(offers.map((event) => event.agentId)).toEqual([available.user.id]);
    // The change-agent list shows the offline agent as offline, and leaves out the deactivated and blocked ones.
    const eligible = await t.request({
      method: 'GET',
      url: `/api/chats/${chat.id}/eligible-agents`,
      cookie: admin.cookie,
    });
    const listed = eligible.json<{ items: { id: string; online: boolean }[] }>().items;
    expect(listed.map((item) => [item.id, item.online]).sort()).toEqual(
      [
        [offline.user.id, false],
        [available.user.id, true],
      ].sort(),
    );
    expect(listed.some((item) => [deactivated.user.id, blocked.user.id, stranger.user.id].includes(item.id))).toBe(
      false,
    );
  });

  it('never takes an agent over the brand’s maximum: the rest wait in the queue, oldest first', async () => {
    const brand = await newBrand(2);
    const agent = await onlineAgent(t, brand);
    const chats: ChatResponse[] = [];
    for (let index = 0; index < 4; index++) {
      tick();
      chats.push((await waitingChat(t, brand)).chat);
    }
    expect(chats.map((chat) => chat.status)).toEqual([
      'pending_acceptance',
      'pending_acceptance',
      'waiting_for_agent',
      'waiting_for_agent',
    ]);
    // Closing one frees a slot: the chat waiting longest goes next.
    await chatAction(t, agent, chats[0]!.id, 'accept');
    await chatAction(t, agent, chats[0]!.id, 'close');
    expect((await getChat(t, agent, chats[2]!.id)).status).toBe('pending_acceptance');
    expect((await getChat(t, admin, chats[3]!.id)).status).toBe('waiting_for_agent');
    expect((await statusCounts(t, brand.id)).loads.get(agent.user.id)).toBe(2);
  });

  it('routes the queue again when the brand raises its maximum', async () => {
    const brand = await newBrand(1);
    const agent = await onlineAgent(t, brand);
    await waitingChat(t, brand);
    const { chat } = await waitingChat(t, brand);
    expect(chat.status).toBe('waiting_for_agent');
    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 2, waitingTimeoutMinutes: 120 });
    await eventually(async () => expect((await getChat(t, admin, chat.id)).agent?.id).toBe(agent.user.id));
  });
});

describe('an agent who declined or let an offer lapse', () => {
  it('is offered the same chat again within the hour only when no other eligible agent is free', async () => {
    const brand = await newBrand(1);
    const first = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(first.user.id);
    const second = await onlineAgent(t, brand);
    tick();

    await chatAction(t, first, chat.id, 'decline');
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(second.user.id);
    tick();
    await chatAction(t, second, chat.id, 'decline');
    // Both are free and both declined it lately: offering it again beats waiting. The first was assigned longest ago.
    expect(await getChat(t, guest, chat.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: first.user.id },
    });

    // A third agent comes online: the next decline gives the chat to it, not back to the second.
    const third = await onlineAgent(t, brand);
    tick();
    await chatAction(t, first, chat.id, 'decline');
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(third.user.id);

    // Past the hour, a decliner is an ordinary candidate again.
    await chatAction(t, third, chat.id, 'decline');
    await sweepAfter(t, REOFFER_COOLDOWN_MS, [first, second, third]);
    const offers = (await eventsOf(t, chat.id)).filter((event) => event.kind === 'offered');
    expect(offers.map((event) => event.agentId)).toEqual([
      first.user.id,
      second.user.id,
      first.user.id,
      third.user.id,
      offers.at(-1)!.agentId,
    ]);
    expect([first.user.id, second.user.id]).toContain(offers.at(-1)!.agentId);
  });

  it('is passed over even when it holds the fewest chats', async () => {
    const brand = await newBrand();
    const decliner = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    const busy = await onlineAgent(t, brand);
    await offeredTo(brand);
    await offeredTo(brand);
    tick();
    await chatAction(t, decliner, chat.id, 'decline');
    expect((await getChat(t, admin, chat.id)).agent?.id).toBe(busy.user.id);
    const offers = (await eventsOf(t, chat.id)).filter((event) => event.kind === 'offered');
    expect(offers.map((event) => event.agentId)).toEqual([decliner.user.id, busy.user.id]);
  });
});

describe('presence', () => {
  it('opens an online interval when the agent goes online, and routes the waiting chats to it', async () => {
    const brand = await newBrand();
    const { guest, chat } = await waitingChat(t, brand);
    const agent = await onlineAgent(t, brand, false);
    expect(await presenceIntervalsOf(t, agent.user.id)).toEqual([]);

    const wentOnline = t.clock.now();
    await setOnline(t, agent, true);
    await eventually(async () => expect((await getChat(t, guest, chat.id)).agent?.id).toBe(agent.user.id));
    // Saying "online" again is a sign of life, not a second interval.
    tick();
    await setOnline(t, agent, true);
    expect(await presenceIntervalsOf(t, agent.user.id)).toEqual([{ startedAt: wentOnline, endedAt: null }]);

    tick();
    const wentOffline = t.clock.now();
    await setOnline(t, agent, false);
    expect(await presenceIntervalsOf(t, agent.user.id)).toEqual([{ startedAt: wentOnline, endedAt: wentOffline }]);
    const inbox = await t.request({ method: 'GET', url: '/api/agent/inbox', cookie: agent.cookie });
    expect(inbox.json()).toMatchObject({ online: false });
  });

  it('takes an agent offline when no socket has vouched for it for over a minute, closing its interval', async () => {
    const brand = await newBrand();
    const absent = await onlineAgent(t, brand);
    const present = await onlineAgent(t, brand);
    const wentOnline = t.clock.now();

    // Agents of earlier tests go offline on these sweeps too: look at this test's agents only.
    await sweepAfter(t, 60_000, [present]);
    const [before] = await t.database.db.select().from(users).where(eq(users.id, absent.user.id));
    expect(before?.isOnline).toBe(true);

    const result = await sweepAfter(t, 1000, [present]);
    expect(result.offline).toBeGreaterThanOrEqual(1);
    const rows = await t.database.db.select().from(users).where(eq(users.id, absent.user.id));
    expect(rows[0]?.isOnline).toBe(false);
    expect(await presenceIntervalsOf(t, absent.user.id)).toEqual([{ startedAt: wentOnline, endedAt: t.clock.now() }]);
    const [stillHere] = await presenceIntervalsOf(t, present.user.id);
    expect(stillHere?.endedAt).toBeNull();

    // Gone offline, it is offered nothing: a declined chat goes back to the one online agent, never to it.
    const { chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(present.user.id);
    await chatAction(t, present, chat.id, 'decline');
    expect((await getChat(t, admin, chat.id)).agent?.id).toBe(present.user.id);
  });

  it('keeps an agent whose socket reports in online (the realtime heartbeat)', async () => {
    const brand = await newBrand();
    const agent = await onlineAgent(t, brand);
    for (let minute = 0; minute < 3; minute++) {
      t.clock.advance(50_000);
      await t.app.chatEngine.presence.heartbeat([agent.user.id]);
      await t.app.chatSweeps.runOnce();
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.id, agent.user.id));
    expect(row?.isOnline).toBe(true);
    expect(await presenceIntervalsOf(t, agent.user.id)).toHaveLength(1);
  });
});
