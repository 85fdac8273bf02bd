import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse } from '@tawasul/contracts/chats';
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
import { lifecycleSteps, PRESETS } from '../../testing/chat-lifecycle-steps.ts';
import { configureBrand, eventKinds, eventsOf, eventually, notificationsOfKind } from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createDomainEvents } from '../../lib/domain-events.ts';
import { createChatsRepo } from './chats.repo.ts';
import { createReceipts } from './receipts.ts';
import { createChatsService } from './chats.service.ts';

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const { team, tick, openChat, changeAgent } = lifecycleSteps(() => t);

const unused = (): never => {
  throw new Error('not used by this test');
};

describe('closing', () => {
  it('closes a new chat for its shopper, a waiting one for the manager, an offered one for the admin', async () => {
    const { brand, manager } = await team();
    const guest = await newGuest(t, brand);
    const fresh = await startChat(t, guest, brand);
    const byShopper = await chatAction(t, guest, fresh.id, 'close');
    expect(byShopper.json<ChatResponse>()).toMatchObject({ status: 'closed', closeReason: 'shopper' });
    expect((await eventsOf(t, fresh.id)).at(-1)).toMatchObject({ kind: 'closed', data: { status: 'new' } });

    const { chat: waiting } = await waitingChat(t, brand);
    const byManager = await chatAction(t, manager, waiting.id, 'close');
    expect(byManager.json<ChatResponse>()).toMatchObject({ status: 'closed', closeReason: 'staff' });
    expect((await eventsOf(t, waiting.id)).at(-1)).toMatchObject({
      kind: 'closed',
      actorUserId: manager.user.id,
      data: { reason: 'staff', status: 'waiting_for_agent' },
    });

    const agent = await onlineAgent(t, brand);
    const { guest: shopper, chat: offered } = await waitingChat(t, brand);
    expect(offered.status).toBe('pending_acceptance');
    const byAdmin = await chatAction(t, admin, offered.id, 'close');
    expect(byAdmin.json<ChatResponse>()).toMatchObject({ status: 'closed', closeReason: 'staff' });
    expect((await eventsOf(t, offered.id)).at(-1)).toMatchObject({
      kind: 'closed',
      agentId: agent.user.id,
      data: { status: 'pending_acceptance' },
    });
    const last = (await messagesOf(t, shopper, offered.id)).at(-1);
    expect(last).toMatchObject({ kind: 'system', systemKey: 'closed.staff' });
  });

  it('closes an open chat for its agent, once: closing again changes nothing', async () => {
    const { brand } = await team();
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    const closed = await chatAction(t, agent, chat.id, 'close');
    expect(closed.json<ChatResponse>()).toMatchObject({
      status: 'closed',
      closeReason: 'agent',
      agent: { id: agent.user.id },
    });
    expect((await messagesOf(t, guest, chat.id)).at(-1)?.systemKey).toBe('closed.agent');

    const again = await chatAction(t, guest, chat.id, 'close');
    expect(again.statusCode).toBe(200);
    expect(again.json<ChatResponse>().closeReason).toBe('agent');
    expect((await eventKinds(t, chat.id)).filter((kind) => kind === 'closed')).toHaveLength(1);
  });

  it('refuses an agent’s close when the chat was given to another agent while the request was under way', async () => {
    const { brand, manager } = await team();
    const first = await onlineAgent(t, brand);
    const { chat } = await openChat(brand, first);
    const second = await onlineAgent(t, brand);
    // The engine on the app's database, with the chat given to the second agent right after the close read it.
    const repo = createChatsRepo(t.database.db, t.database.statements);
    let meanwhile: (() => Promise<void>) | undefined = async () => {
      expect((await changeAgent(manager, chat.id, second.user.id)).statusCode).toBe(200);
    };
    const events = createDomainEvents(() => undefined);
    const engine = createChatsService({
      db: t.database.db,
      repo: {
        ...repo,
        async view(id, executor) {
          const found = await repo.view(id, executor);
          const step = meanwhile;
          meanwhile = undefined;
          await step?.();
          return found;
        },
      },
      events,
      clock: t.clock,
      receipts: createReceipts({ statements: t.database.statements, clock: t.clock, events, log: { warn: unused } }),
      requestRouting: async () => undefined,
      settings: { effectiveFor: unused, configurationFor: unused, maxConversationsPerAgent: unused },
      brandByWidgetId: unused,
      categoryCriticalWords: unused,
      findUploads: unused,
      fileUrl: unused,
      findCase: unused,
    });
    const actor = {
      kind: 'staff',
      id: first.user.id,
      role: 'agent',
      brandId: brand.id,
      name: first.user.name,
    } as const;

    await expect(engine.close(actor, chat.id)).rejects.toMatchObject({ code: 'CHAT_NOT_ASSIGNED' });
    expect(meanwhile).toBeUndefined();
    expect(await getChat(t, second, chat.id)).toMatchObject({ status: 'open', agent: { id: second.user.id } });
  });

  it('keeps the last words a person wrote as the preview, moves the chat’s time and names the agent in Arabic', async () => {
    const { brand } = await team();
    const agent = await signedIn(t, {
      role: 'agent',
      brandId: brand.id,
      firstNameEn: 'Sara',
      lastNameEn: 'Ahmed',
      firstNameAr: 'سارة',
      lastNameAr: 'أحمد',
    });
    await setOnline(t, agent, true);
    const { guest, chat } = await openChat(brand, agent);
    expect(chat.agent).toMatchObject({ id: agent.user.id, name: 'Sara Ahmed', nameAr: 'سارة أحمد' });
    await tick();
    await sent(t, guest, chat.id, 'My order is late');
    await tick();
    const reply = await sent(t, agent, chat.id, 'Let me check it for you');
    expect(reply.author).toMatchObject({ kind: 'agent', name: 'Sara Ahmed', nameAr: 'سارة أحمد' });
    await tick();

    const closed = await chatAction(t, agent, chat.id, 'close');
    expect(closed.statusCode, closed.body).toBe(200);
    const afterClose = await getChat(t, guest, chat.id);
    expect(afterClose).toMatchObject({ status: 'closed', lastMessage: 'Let me check it for you' });
    // The close line still counts as activity: lists sorted by the last message put the chat where it closed.
    expect(afterClose.lastMessageAt).toBe(afterClose.closedAt);
    expect((await messagesOf(t, guest, chat.id)).at(-1)).toMatchObject({
      kind: 'system',
      systemKey: 'closed.agent',
      author: { kind: 'system', nameAr: null },
    });
  });
});

describe('closed → waiting for agent (the shopper writes again)', () => {
  it('reopens the chat and offers it to its previous agent first, even when another agent has fewer chats', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { presetMessages: PRESETS, toggles: { reopenChat: true } });
    const previous = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, previous);
    await openChat(brand, previous);
    await chatAction(t, previous, chat.id, 'close');
    const idle = await onlineAgent(t, brand);
    tick();

    await sent(t, guest, chat.id, 'One more question');
    const reopened = await getChat(t, guest, chat.id);
    expect(reopened).toMatchObject({ status: 'pending_acceptance', agent: { id: previous.user.id }, closedAt: null });
    const events = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(events.slice(-4).map((event) => [event.kind, event.agentId])).toEqual([
      ['closed', previous.user.id],
      ['reopened', previous.user.id],
      ['waiting', null],
      ['offered', previous.user.id],
    ]);
    // Offered at once on reopening: no on-waiting message.
    const bodies = (await messagesOf(t, guest, chat.id)).slice(-3);
    expect(bodies.map((message) => message.systemKey ?? message.body)).toEqual([
      'closed.agent',
      'One more question',
      'reopened',
    ]);
    await eventually(async () => {
      expect(await notificationsOfKind(t, previous, 'chat_reopened', chat.id)).toHaveLength(1);
      expect(await notificationsOfKind(t, manager, 'chat_reopened', chat.id)).toHaveLength(1);
    });
    expect(await notificationsOfKind(t, idle, 'chat_reopened', chat.id)).toHaveLength(0);
  });

  it('goes to another agent when the previous one is offline', async () => {
    const { brand } = await team();
    const previous = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, previous);
    await chatAction(t, previous, chat.id, 'close');
    await setOnline(t, previous, false);
    const other = await onlineAgent(t, brand);

    await sent(t, guest, chat.id, 'Hello again');
    expect(await getChat(t, guest, chat.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: other.user.id },
    });
  });

  it('alerts nobody as the chat’s agent about the message that reopens it: the new offer is its agent’s notice', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { toggles: { customerMessage: true, reopenChat: true } });
    const first = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, first);
    await chatAction(t, first, chat.id, 'close');
    await setOnline(t, first, false);
    const second = await onlineAgent(t, brand);

    // "refund" is one of the brand's critical words (a default).
    await sent(t, guest, chat.id, 'I want a refund');
    expect(await getChat(t, guest, chat.id)).toMatchObject({
      status: 'pending_acceptance',
      agent: { id: second.user.id },
    });
    // The critical word reaches the brand's managers; the previous agent hears of the reopen, not of the message.
    await eventually(async () => {
      expect(await notificationsOfKind(t, manager, 'critical_message', chat.id)).toHaveLength(1);
      expect(await notificationsOfKind(t, first, 'chat_reopened', chat.id)).toHaveLength(1);
    });
    // Once the new agent accepts, the shopper's messages are its to hear about.
    expect((await chatAction(t, second, chat.id, 'accept')).statusCode).toBe(200);
    await sent(t, guest, chat.id, 'Hello?');
    await eventually(async () =>
      expect(await notificationsOfKind(t, second, 'customer_message', chat.id)).toHaveLength(1),
    );
    expect(await notificationsOfKind(t, first, 'customer_message', chat.id)).toHaveLength(0);
    for (const agent of [first, second]) {
      expect(await notificationsOfKind(t, agent, 'critical_message', chat.id)).toHaveLength(0);
    }
  });

  it('sends no reopen notification when the brand turned it off', async () => {
    const { brand, manager } = await team();
    await configureBrand(t, manager, brand.id, { toggles: { reopenChat: false } });
    const agent = await onlineAgent(t, brand);
    const { guest, chat } = await openChat(brand, agent);
    await chatAction(t, agent, chat.id, 'close');
    await sent(t, guest, chat.id, 'Hello again');
    // Something that is notified after the reopen would have been: the next shopper message to the agent.
    expect((await chatAction(t, agent, chat.id, 'accept')).statusCode).toBe(200);
    await sent(t, guest, chat.id, 'Are you there?');
    await eventually(async () =>
      expect(await notificationsOfKind(t, agent, 'customer_message', chat.id)).toHaveLength(1),
    );
    expect(await notificationsOfKind(t, agent, 'chat_reopened', chat.id)).toHaveLength(0);
    expect(await notificationsOfKind(t, manager, 'chat_reopened', chat.id)).toHaveLength(0);
  });
});
