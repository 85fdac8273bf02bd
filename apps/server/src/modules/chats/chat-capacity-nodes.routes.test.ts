import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { insertBrand, type BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import { chatAction, getChat, onlineAgent, waitingChat } from '../../testing/chat-flows.ts';
import { brandSettings, expectError } from '../../testing/chat-scenarios.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';

// Two server nodes on one database, each with its own settings cache: a maximum lowered through one is honoured by
// the other at once (issue 16), because whoever gives an agent a chat reads the maximum inside its transaction.
let t: TestApp;
let other: FastifyInstance;
let otherNode: TestApp;
let admin: SignedInUser;
let brand: BrandRow;
let agent: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  other = await buildApp({ config: t.config, database: t.database, clock: t.clock, logger: false });
  await other.ready();
  otherNode = {
    ...t,
    app: other,
    request: ({ cookie, headers, ...rest }) =>
      other.inject({ ...rest, headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers } }),
  };
  admin = await signedIn(t, { role: 'admin' });
  brand = await insertBrand(t.database.db);
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 2, waitingTimeoutMinutes: 120 });
  agent = await onlineAgent(t, brand);
});
afterAll(async () => {
  await other?.close();
  await t?.close();
});

describe('a lowered maximum of chats per agent', () => {
  it('is honoured at once by the router and by accept on a node that had read the old one', async () => {
    // This node reads the maximum of 2 while it routes and accepts (a cache would keep it for a while).
    const first = await waitingChat(t, brand);
    const second = await waitingChat(t, brand);
    expect((await getChat(t, first.guest, first.chat.id)).agent?.id).toBe(agent.user.id);
    expect((await getChat(t, second.guest, second.chat.id)).agent?.id).toBe(agent.user.id);
    expect((await chatAction(t, agent, first.chat.id, 'accept')).statusCode).toBe(200);

    // Lowered to 1 through the other node: the agent already holds 2 (one open, one offered).
    await brandSettings(otherNode, admin, brand.id, { maxConversationsPerAgent: 1, waitingTimeoutMinutes: 120 });

    expectError(await chatAction(t, agent, second.chat.id, 'accept'), 'CHAT_MAX_CONVERSATIONS_REACHED');
    expect((await chatAction(t, agent, second.chat.id, 'decline')).statusCode).toBe(200);
    // Back in the queue, and routed again by this node: the agent, holding 1 of 1, is not offered it.
    const third = await waitingChat(t, brand);
    expect(await getChat(t, third.guest, third.chat.id)).toMatchObject({ status: 'waiting_for_agent', agent: null });
    expect(await getChat(t, second.guest, second.chat.id)).toMatchObject({ status: 'waiting_for_agent', agent: null });
  });
});
