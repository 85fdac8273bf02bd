import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import type { AgentReportResponse } from '@tawasul/contracts/reports';
import { insertBrand } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  authOf,
  chatAction,
  getChat,
  newGuest,
  onlineAgent,
  sent,
  startChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import { lifecycleSteps } from '../../testing/chat-lifecycle-steps.ts';
import { eventsOf, expectError } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const { team, tick, openChat } = lifecycleSteps(() => t);

const rate = (who: Credentials, chatId: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: `/api/shopper/chats/${chatId}/rating`, payload, ...authOf(who) });

/** The brand's agent performance report over the days around the test clock's now (a day each side of any zone). */
async function agentReport(brandId: string): Promise<AgentReportResponse> {
  const day = (offset: number) => new Date(t.clock.now().getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await t.request({
    method: 'GET',
    url: '/api/reports/agents',
    cookie: admin.cookie,
    query: { brandId, from: day(-1), to: day(1), pageSize: '100' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AgentReportResponse>();
}

describe('POST /api/shopper/chats/:id/rating', () => {
  it('takes the shopper’s 1–5 and comment once per closing, asks again after a reopening, and reports them', async () => {
    const { brand, manager } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    expect(chat.rating).toBeNull();
    await sent(t, agent, chat.id, 'Your parcel left today.');
    expect((await chatAction(t, agent, chat.id, 'close')).statusCode).toBe(200);
    await tick();

    const first = await rate(guest, chat.id, { score: 4, comment: '  Quick and kind  ' });
    expect(first.statusCode, first.body).toBe(200);
    const rated = first.json<ChatResponse>();
    expect(rated.rating).toEqual({ score: 4, comment: 'Quick and kind', ratedAt: t.clock.now().toISOString() });
    // Its staff read it in the chat's details.
    expect((await getChat(t, agent, chat.id)).rating).toMatchObject({ score: 4, comment: 'Quick and kind' });
    expect((await getChat(t, manager, chat.id)).rating?.score).toBe(4);
    expect((await eventsOf(t, chat.id)).at(-1)).toMatchObject({
      kind: 'rated',
      agentId: agent.user.id,
      data: { score: 4, comment: 'Quick and kind' },
    });

    // A second answer for the same closing is refused, and the first stays.
    expectError(await rate(guest, chat.id, { score: 1 }), 'CHAT_ALREADY_RATED');
    expect((await getChat(t, guest, chat.id)).rating?.score).toBe(4);

    // The shopper writes again: the chat reopens, unrated; rating it while open is refused.
    await tick();
    await sent(t, guest, chat.id, 'One more question');
    expect((await getChat(t, guest, chat.id)).rating).toBeNull();
    expectError(await rate(guest, chat.id, { score: 5 }), 'CHAT_NOT_CLOSED');

    // Closed again (its shopper ends it): a new closing, rated afresh, with no comment.
    await tick();
    expect((await chatAction(t, guest, chat.id, 'close')).statusCode).toBe(200);
    const second = await rate(guest, chat.id, { score: 1 });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<ChatResponse>().rating).toMatchObject({ score: 1, comment: '' });

    // The report: the agent's rating, and the brand's two (the second closing came before anyone accepted the
    // reopened chat: it counts for the brand, for no agent).
    const report = await agentReport(brand.id);
    expect(report.items.find((row) => row.agentId === agent.user.id)).toMatchObject({ ratings: 1, averageRating: 4 });
    expect(report.ratings).toEqual({ count: 2, average: 2.5 });
  });

  it('is for the chat’s own shopper only: staff, other shoppers and other brands are refused', async () => {
    const { brand, manager } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    expect((await chatAction(t, agent, chat.id, 'close')).statusCode).toBe(200);

    for (const staff of [agent, manager, admin]) expectError(await rate(staff, chat.id, { score: 5 }), 'FORBIDDEN');
    const neighbour = await newGuest(t, brand);
    await startChat(t, neighbour, brand);
    expectError(await rate(neighbour, chat.id, { score: 5 }), 'CHAT_NOT_MEMBER');
    const stranger = await newGuest(t, await insertBrand(t.database.db));
    expectError(await rate(stranger, chat.id, { score: 5 }), 'CHAT_NOT_MEMBER');
    expect((await rate({ token: 'nope' }, chat.id, { score: 5 })).statusCode).toBe(401);

    for (const payload of [{ score: 0 }, { score: 6 }, { score: 3.5 }, {}, { score: 3, comment: 'x'.repeat(1001) }]) {
      expect((await rate(guest, chat.id, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await getChat(t, guest, chat.id)).rating).toBeNull();
    expect((await rate(guest, chat.id, { score: 5 })).statusCode).toBe(200);
  });

  it('counts a chat closed before anyone accepted it in the brand’s average, for no agent', async () => {
    const { brand } = await team();
    const guest = await newGuest(t, brand);
    const chat = await startChat(t, guest, brand);
    expect((await chatAction(t, guest, chat.id, 'close')).statusCode).toBe(200);
    expect((await rate(guest, chat.id, { score: 2 })).statusCode).toBe(200);
    expect((await eventsOf(t, chat.id)).at(-1)).toMatchObject({ kind: 'rated', agentId: null });
    expect((await agentReport(brand.id)).ratings).toEqual({ count: 1, average: 2 });
  });
});
