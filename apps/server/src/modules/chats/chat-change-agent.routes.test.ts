import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
import { insertBrand } from '../../db/factories.ts';
import { errorOf } from '../../testing/auth-flows.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  chatAction,
  messagesOf,
  newGuest,
  onlineAgent,
  sendMessage,
  sent,
  setOnline,
  startChat,
  waitingChat,
} from '../../testing/chat-flows.ts';
import { lifecycleSteps } from '../../testing/chat-lifecycle-steps.ts';
import { brandSettings, eventsOf, eventually, expectError, notificationsOfKind } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const { team, changeAgent, openChat } = lifecycleSteps(() => t);

describe('changing the agent', () => {
  it('offers a waiting chat to the chosen agent', async () => {
    const { brand, manager } = await team();
    const { guest, chat } = await waitingChat(t, brand);
    const agent = await onlineAgent(t, brand, false);
    const changed = await changeAgent(manager, chat.id, agent.user.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ChatResponse>()).toMatchObject({ status: 'pending_acceptance', agent: { id: agent.user.id } });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.at(-1)).toMatchObject({ kind: 'offered', agentId: agent.user.id, data: { manual: true } });
    expect(events.some((event) => event.kind === 'reassigned')).toBe(false);
    const transfer = (await messagesOf(t, guest, chat.id)).at(-1);
    expect(transfer).toMatchObject({ kind: 'system', systemKey: 'transferred' });
    expect(transfer?.systemParams).toEqual({ from: '', to: agent.user.name });
  });

  it('moves an offered chat to another agent: reassigned for the first, offered to the second', async () => {
    const { brand, manager } = await team();
    const first = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    const second = await onlineAgent(t, brand, false);
    const changed = await changeAgent(manager, chat.id, second.user.id);
    expect(changed.json<ChatResponse>()).toMatchObject({ status: 'pending_acceptance', agent: { id: second.user.id } });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-2).map((event) => [event.kind, event.agentId])).toEqual([
      ['reassigned', first.user.id],
      ['offered', second.user.id],
    ]);
    expect(events.at(-2)).toMatchObject({ actorUserId: manager.user.id, data: { toAgentId: second.user.id } });
    await eventually(async () =>
      expect(await notificationsOfKind(t, first, 'chat_reassigned', chat.id)).toHaveLength(1),
    );
    expectError(await chatAction(t, first, chat.id, 'accept'), 'CHAT_NOT_MEMBER');
    expect((await chatAction(t, second, chat.id, 'accept')).statusCode).toBe(200);
  });

  it('keeps an open chat open with the new agent, who may write in it at once', async () => {
    const { brand } = await team();
    const first = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, first);
    const second = await onlineAgent(t, brand);
    const changed = await changeAgent(admin, chat.id, second.user.id);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<ChatResponse>()).toMatchObject({ status: 'open', agent: { id: second.user.id } });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-2).map((event) => [event.kind, event.agentId])).toEqual([
      ['reassigned', first.user.id],
      ['accepted', second.user.id],
    ]);
    const transfer = (await messagesOf(t, guest, chat.id)).at(-1);
    expect(transfer?.systemParams).toEqual({ from: first.user.name, to: second.user.name });

    await sent(t, second, chat.id, 'I am taking over.');
    expectError(await sendMessage(t, first, chat.id, 'Still here?'), 'CHAT_NOT_MEMBER');
  });

  it('names both agents of a transfer in English and, where they have one, in Arabic', async () => {
    const { brand } = await team();
    const arabicAgent = (first: [string, string], last: [string, string]) =>
      signedIn(t, {
        role: 'agent',
        brandId: brand.id,
        firstNameEn: first[0],
        firstNameAr: first[1],
        lastNameEn: last[0],
        lastNameAr: last[1],
      });
    const sara = await arabicAgent(['Sara', 'سارة'], ['Ahmed', 'أحمد']);
    await setOnline(t, sara, true);
    const { guest, chat } = await openChat(brand, sara);
    const omar = await arabicAgent(['Omar', 'عمر'], ['Ali', 'علي']);
    expect((await changeAgent(admin, chat.id, omar.user.id)).statusCode).toBe(200);
    expect((await messagesOf(t, guest, chat.id)).at(-1)?.systemParams).toEqual({
      from: 'Sara Ahmed',
      fromAr: 'سارة أحمد',
      to: 'Omar Ali',
      toAr: 'عمر علي',
    });

    // An agent without an Arabic name is named in English alone.
    const plain = await onlineAgent(t, brand, false);
    expect((await changeAgent(admin, chat.id, plain.user.id)).statusCode).toBe(200);
    expect((await messagesOf(t, guest, chat.id)).at(-1)?.systemParams).toEqual({
      from: 'Omar Ali',
      fromAr: 'عمر علي',
      to: plain.user.name,
    });
  });

  it('refuses an agent at its maximum, a chat not yet waiting, a closed chat and an agent of another brand', async () => {
    const { brand } = await team();
    await brandSettings(t, admin, brand.id, { maxConversationsPerAgent: 1 });
    const busy = await onlineAgent(t, brand);
    await waitingChat(t, brand);
    const { chat } = await waitingChat(t, brand);
    expect(chat.status).toBe('waiting_for_agent');
    expectError(await changeAgent(admin, chat.id, busy.user.id), 'CHAT_MAX_CONVERSATIONS_REACHED');

    const free = await onlineAgent(t, brand, false);
    const fresh = await startChat(t, await newGuest(t, brand), brand);
    expectError(await changeAgent(admin, fresh.id, free.user.id), 'CHAT_NOT_AUTHORIZED');

    const stranger = await signedIn(t, { role: 'agent', brandId: (await insertBrand(t.database.db)).id });
    expect(errorOf(await changeAgent(admin, chat.id, stranger.user.id)).code).toBe('AGENT_NOT_FOUND');

    await chatAction(t, admin, chat.id, 'close');
    expectError(await changeAgent(admin, chat.id, free.user.id), 'CHAT_NOT_AUTHORIZED');
  });
});
