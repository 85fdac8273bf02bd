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
  eventually,
  notificationsOfKind,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// A sweep reads due chats in batches: however many chats of a patient brand are not due yet, a brand with a short
// timeout has its due chats handled in the same run. The batch here is tiny, so "many" is three.

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
const BATCH = 2;
const MORE_THAN_A_BATCH = BATCH + 1;

async function team(settings: Parameters<typeof brandSettings>[3]) {
  const brand: BrandRow = await insertBrand(t.database.db);
  await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 10, ...settings });
  const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
  return { brand, manager };
}

/** Moves the clock and runs the sweeps once with the small batch; `alive` agents kept their sockets all along. */
async function sweepAfter(ms: number, alive: readonly SignedInUser[]) {
  t.clock.advance(ms);
  for (const agent of alive) await setOnline(t, agent, true);
  const result = await t.app.chatSweeps.runOnce({ batchSize: BATCH });
  expect(result).not.toBeNull();
  return result!;
}

async function openChat(brand: BrandRow, agent: SignedInUser) {
  const { guest, chat } = await waitingChat(t, brand);
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { guest, chat: accepted.json<ChatResponse>() };
}

describe('a sweep with more chats not due than a batch holds', () => {
  it('lapses the due offer of a brand with a short waiting timeout', async () => {
    const patient = await team({ waitingTimeoutMinutes: 60 });
    const patientAgent = await onlineAgent(t, patient.brand);
    const notDue = [];
    for (let i = 0; i < MORE_THAN_A_BATCH; i++) notDue.push((await waitingChat(t, patient.brand)).chat);
    t.clock.advance(SECOND);
    const hasty = await team({ waitingTimeoutMinutes: 1 });
    const hastyAgent = await onlineAgent(t, hasty.brand);
    const { guest, chat } = await waitingChat(t, hasty.brand);
    expect(chat.agent?.id).toBe(hastyAgent.user.id);

    const result = await sweepAfter(MINUTE, [patientAgent, hastyAgent]);
    expect(result.lapsed).toBe(1);
    // Nobody else is free, so the chat never waits beside its agent: it is offered to that agent again (issue 21).
    expect(await getChat(t, guest, chat.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: hastyAgent.user.id },
    });
    expect(await eventKinds(t, chat.id)).toContain('lapsed');
    for (const offered of notDue) {
      expect((await getChat(t, admin, offered.id)).status).toBe('pending_acceptance');
    }
  });

  it('closes the inactive chat of a brand with a short inactivity timeout', async () => {
    const patient = await team({ customerInactivityTimeoutHours: 24 });
    const notDue = [];
    for (let i = 0; i < MORE_THAN_A_BATCH; i++) {
      const shopper = await newGuest(t, patient.brand);
      notDue.push(await startChat(t, shopper, patient.brand));
    }
    t.clock.advance(SECOND);
    const hasty = await team({ customerInactivityTimeoutHours: 1 });
    const guest = await newGuest(t, hasty.brand);
    const chat = await startChat(t, guest, hasty.brand);

    const result = await sweepAfter(HOUR, []);
    expect(result.closed).toBe(1);
    expect(await getChat(t, guest, chat.id)).toMatchObject({ status: 'closed', closeReason: 'inactivity' });
    for (const quiet of notDue) expect((await getChat(t, admin, quiet.id)).status).toBe('new');
  });

  it('alerts about the unanswered shopper and reminds the quiet shopper of a brand with short delays', async () => {
    const patient = await team({ customerInactivityTimeoutHours: 24 });
    await configureBrand(t, patient.manager, patient.brand.id, {
      notificationConfig: { agentResponseDelay: { minutes: 60 }, customerResponseDelay: { minutes: 60 } },
    });
    const patientAgent = await onlineAgent(t, patient.brand);
    for (let i = 0; i < MORE_THAN_A_BATCH; i++) {
      // The accept leaves the shopper's first message unanswered; a second chat waits for the shopper instead.
      await openChat(patient.brand, patientAgent);
      const { chat } = await openChat(patient.brand, patientAgent);
      await sent(t, patientAgent, chat.id, 'Could you send your order number?');
    }
    t.clock.advance(SECOND);
    const hasty = await team({ customerInactivityTimeoutHours: 24 });
    await configureBrand(t, hasty.manager, hasty.brand.id, {
      notificationConfig: { agentResponseDelay: { minutes: 5 }, customerResponseDelay: { minutes: 5 } },
    });
    const hastyAgent = await onlineAgent(t, hasty.brand);
    const { chat: unanswered } = await openChat(hasty.brand, hastyAgent);
    const { guest, chat: quiet } = await openChat(hasty.brand, hastyAgent);
    await sent(t, hastyAgent, quiet.id, 'Could you send your order number?');

    const result = await sweepAfter(5 * MINUTE, [patientAgent, hastyAgent]);
    expect(result).toMatchObject({ alerts: 1, reminders: 1 });
    await eventually(async () => {
      expect(await notificationsOfKind(t, hastyAgent, 'agent_response_delay', unanswered.id)).toHaveLength(1);
      expect(await notificationsOfKind(t, hasty.manager, 'agent_response_delay', unanswered.id)).toHaveLength(1);
    });
    expect((await messagesOf(t, guest, quiet.id)).at(-1)).toMatchObject({
      kind: 'system',
      systemKey: 'shopperReminder',
      systemParams: { minutes: 5 },
    });
    expect((await notificationsOfKind(t, patientAgent, 'agent_response_delay')).length).toBe(0);
  });
});
