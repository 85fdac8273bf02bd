import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatResponse, QueueResponse, TransferTargetsResponse } from '@tawasul/contracts/chats';
import type { BrandRow } from '../../db/factories.ts';
import { signedIn, type SignedInUser } from '../../testing/back-office.ts';
import {
  chatAction,
  getChat,
  messagesOf,
  onlineAgent,
  waitingChat,
  type Credentials,
} from '../../testing/chat-flows.ts';
import {
  brandWithQueue,
  eventsOf,
  eventually,
  expectError,
  notificationsOfKind,
} from '../../testing/chat-scenarios.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 21: the queue view (take), and an agent's transfer to a colleague with a note.

let t: TestApp;
let admin: SignedInUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, { role: 'admin' });
});
afterAll(() => t.close());

const newBrand = (maxConversationsPerAgent = 2) => brandWithQueue(t, admin, maxConversationsPerAgent);

const tick = () => t.clock.advance(1000);

async function queueOf(who: SignedInUser, query = ''): Promise<QueueResponse> {
  const response = await t.request({ method: 'GET', url: `/api/chats/queue${query}`, cookie: who.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<QueueResponse>();
}

const take = (who: Credentials, chatId: string) =>
  t.request({ method: 'POST', url: `/api/chats/${chatId}/take`, ...who });
const transfer = (who: SignedInUser, chatId: string, agentId: string, note?: string) =>
  t.request({
    method: 'POST',
    url: `/api/chats/${chatId}/transfer`,
    cookie: who.cookie,
    payload: note === undefined ? { agentId } : { agentId, note },
  });

async function openChatOf(brand: BrandRow, agent: SignedInUser) {
  const { guest, chat } = await waitingChat(t, brand);
  expect(chat.agent?.id).toBe(agent.user.id);
  const accepted = await chatAction(t, agent, chat.id, 'accept');
  expect(accepted.statusCode, accepted.body).toBe(200);
  return { guest, chat: accepted.json<ChatResponse>() };
}

describe('the queue view', () => {
  it('lists the brand’s chats nobody has accepted, oldest first with their place, to its agents and managers', async () => {
    const brand = await newBrand(1);
    const agent = await onlineAgent(t, brand);
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const chats = [];
    for (let index = 0; index < 3; index++) {
      tick();
      chats.push((await waitingChat(t, brand)).chat);
    }
    // The first is offered to the agent (ringing), the other two wait.
    expect(chats.map((chat) => chat.status)).toEqual(['pending_acceptance', 'waiting_for_agent', 'waiting_for_agent']);
    for (const who of [agent, manager]) {
      const queue = await queueOf(who);
      expect(queue.items.map((item) => [item.position, item.chat.id, item.chat.status])).toEqual([
        [1, chats[0]!.id, 'pending_acceptance'],
        [2, chats[1]!.id, 'waiting_for_agent'],
        [3, chats[2]!.id, 'waiting_for_agent'],
      ]);
    }
    // The agent holds its maximum (the offer counts): it may not take one now.
    expect(await queueOf(agent)).toMatchObject({ canTake: false, load: 1, maxLoad: 1 });
    expect((await queueOf(admin, `?brandId=${brand.id}`)).items).toHaveLength(3);

    // Another brand's staff see none of them, and may not ask for this brand's.
    const other = await newBrand();
    const stranger = await onlineAgent(t, other);
    expect((await queueOf(stranger)).items).toEqual([]);
    const asked = await t.request({
      method: 'GET',
      url: `/api/chats/queue?brandId=${brand.id}`,
      cookie: stranger.cookie,
    });
    expectError(asked, 'BRAND_NOT_FOUND');
    const { guest } = await waitingChat(t, other);
    expectError(
      await t.request({ method: 'GET', url: '/api/chats/queue', headers: { authorization: `Bearer ${guest.token}` } }),
      'FORBIDDEN',
    );
  });
});

describe('taking a chat from the queue', () => {
  it('gives an online agent with room a chat ringing at a colleague who has not answered, and tells that colleague', async () => {
    const brand = await newBrand(2);
    const away = await onlineAgent(t, brand);
    const { guest, chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(away.user.id);
    const taker = await onlineAgent(t, brand);
    expect(await queueOf(taker)).toMatchObject({ canTake: true, load: 0, maxLoad: 2 });
    tick();

    const taken = await take({ cookie: taker.cookie }, chat.id);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json<ChatResponse>()).toMatchObject({ status: 'open', agent: { id: taker.user.id } });
    const trail = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(trail.slice(-4).map((event) => [event.kind, event.agentId])).toEqual([
      ['offered', away.user.id],
      ['reassigned', away.user.id],
      ['offered', taker.user.id],
      ['accepted', taker.user.id],
    ]);
    await eventually(async () =>
      expect(await notificationsOfKind(t, away, 'chat_reassigned', chat.id)).toMatchObject([
        { params: { chatNumber: chat.number, to: taker.user.name } },
      ]),
    );
    expectError(await chatAction(t, away, chat.id, 'accept'), 'CHAT_NOT_MEMBER');
    // The shopper sees the taker's welcome, as after any accept.
    expect((await getChat(t, guest, chat.id)).agent?.id).toBe(taker.user.id);
    expect((await queueOf(taker)).items).toEqual([]);
  });

  it('refuses a chat no longer in the queue, an agent offline or at its maximum, managers and other brands', async () => {
    const brand = await newBrand(1);
    const holder = await onlineAgent(t, brand);
    const { chat: open } = await openChatOf(brand, holder);
    const { chat: waiting } = await waitingChat(t, brand);
    expect(waiting.status).toBe('waiting_for_agent');

    expectError(await take({ cookie: holder.cookie }, waiting.id), 'CHAT_MAX_CONVERSATIONS_REACHED');
    const offline = await onlineAgent(t, brand, false);
    expectError(await take({ cookie: offline.cookie }, waiting.id), 'AGENT_MUST_BE_ONLINE');
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    expectError(await take({ cookie: manager.cookie }, waiting.id), 'CHAT_NOT_AUTHORIZED');
    const stranger = await onlineAgent(t, await newBrand());
    expectError(await take({ cookie: stranger.cookie }, waiting.id), 'CHAT_ROOM_NOT_FOUND');
    await chatAction(t, holder, open.id, 'close');
    // Closing freed the holder's slot: the router offered it the waiting chat, which it takes (accepts) from the queue.
    expect((await getChat(t, holder, waiting.id)).agent?.id).toBe(holder.user.id);
    const accepted = await take({ cookie: holder.cookie }, waiting.id);
    expect(accepted.json<ChatResponse>()).toMatchObject({ status: 'open' });
    expectError(await take({ cookie: offline.cookie }, open.id), 'CHAT_NOT_WAITING');
  });

  it('lets one of two agents racing for the same chat have it, and never takes an agent over its maximum', async () => {
    const brand = await newBrand(1);
    const ringing = await onlineAgent(t, brand);
    const { chat } = await waitingChat(t, brand);
    expect(chat.agent?.id).toBe(ringing.user.id);
    const first = await onlineAgent(t, brand);
    const second = await onlineAgent(t, brand);
    const replies = await Promise.all([
      take({ cookie: first.cookie }, chat.id),
      take({ cookie: second.cookie }, chat.id),
    ]);
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409]);
    const loser = replies.find((reply) => reply.statusCode === 409)!;
    expectError(loser, 'CHAT_NOT_WAITING');
  });
});

describe('an agent’s transfer to a colleague', () => {
  it('offers the open chat to the colleague with a note only staff see; the colleague accepts it like an offer', async () => {
    const brand = await newBrand(2);
    const from = await onlineAgent(t, brand);
    const { guest, chat } = await openChatOf(brand, from);
    const to = await signedIn(t, {
      role: 'agent',
      brandId: brand.id,
      firstNameEn: 'Huda',
      lastNameEn: 'Saleh',
      firstNameAr: 'هدى',
      lastNameAr: 'صالح',
    });
    const offline = await onlineAgent(t, brand, false);
    const targetsBefore = await t.request({
      method: 'GET',
      url: `/api/chats/${chat.id}/transfer-targets`,
      cookie: from.cookie,
    });
    expect(targetsBefore.json<TransferTargetsResponse>().items).toEqual([]);
    expectError(await transfer(from, chat.id, offline.user.id), 'AGENT_OFFLINE');
    const toOnline = await t.request({
      method: 'PATCH',
      url: '/api/auth/changeOnlineStatus',
      payload: { isOnline: true },
      cookie: to.cookie,
    });
    expect(toOnline.statusCode).toBe(200);
    const targets = await t.request({
      method: 'GET',
      url: `/api/chats/${chat.id}/transfer-targets`,
      cookie: from.cookie,
    });
    expect(targets.json<TransferTargetsResponse>().items).toEqual([
      { id: to.user.id, name: 'Huda Saleh', nameAr: 'هدى صالح', image: null, load: 0, maxLoad: 2 },
    ]);

    const note = 'Wants a refund for order 2500101; I promised a call back.';
    const moved = await transfer(from, chat.id, to.user.id, note);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<ChatResponse>()).toMatchObject({ status: 'pending_acceptance', agent: { id: to.user.id } });
    expectError(await chatAction(t, from, chat.id, 'close'), 'CHAT_NOT_MEMBER');
    await eventually(async () =>
      expect(await notificationsOfKind(t, to, 'chat_transferred', chat.id)).toMatchObject([
        { params: { chatNumber: chat.number, from: from.user.name, note } },
      ]),
    );
    // The shopper sees who answers now, never the note.
    const shopperMessages = await messagesOf(t, guest, chat.id);
    expect(shopperMessages.at(-1)).toMatchObject({
      systemKey: 'transferred',
      systemParams: { from: from.user.name, to: 'Huda Saleh', toAr: 'هدى صالح' },
    });
    expect(JSON.stringify(shopperMessages)).not.toContain('refund');
    expect(JSON.stringify(await getChat(t, guest, chat.id))).not.toContain('refund');

    const accepted = await chatAction(t, to, chat.id, 'accept');
    expect(accepted.json<ChatResponse>()).toMatchObject({ status: 'open', agent: { id: to.user.id } });
    const trail = (await eventsOf(t, chat.id)).filter((event) => event.kind !== 'message');
    expect(trail.slice(-3).map((event) => [event.kind, event.agentId])).toEqual([
      ['reassigned', from.user.id],
      ['offered', to.user.id],
      ['accepted', to.user.id],
    ]);
    expect(trail.at(-2)?.data).toMatchObject({ transferFromAgentId: from.user.id, note });
  });

  it('refuses itself, another brand’s agent, a full colleague, a chat not its own, and managers', async () => {
    const brand = await newBrand(1);
    const from = await onlineAgent(t, brand);
    const { chat } = await openChatOf(brand, from);
    const full = await onlineAgent(t, brand);
    const { chat: other } = await openChatOf(brand, full);
    expectError(await transfer(from, chat.id, from.user.id), 'CHAT_TRANSFER_TO_SELF');
    expectError(await transfer(from, chat.id, full.user.id), 'CHAT_MAX_CONVERSATIONS_REACHED');
    const stranger = await onlineAgent(t, await newBrand());
    expectError(await transfer(from, chat.id, stranger.user.id), 'AGENT_NOT_FOUND');
    expectError(await transfer(from, other.id, full.user.id), 'CHAT_NOT_ASSIGNED');
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    expectError(await transfer(manager, chat.id, full.user.id), 'CHAT_NOT_AUTHORIZED');
    const tooLong = await transfer(from, chat.id, full.user.id, 'x'.repeat(501));
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('a manager changing the agent', () => {
  it('alerts the agent who receives the chat and tells the one who loses it who has it now', async () => {
    const brand = await newBrand(2);
    const before = await onlineAgent(t, brand);
    const { chat } = await openChatOf(brand, before);
    const after = await signedIn(t, {
      role: 'agent',
      brandId: brand.id,
      firstNameEn: 'Omar',
      lastNameEn: 'Ali',
      firstNameAr: 'عمر',
      lastNameAr: 'علي',
    });
    const manager = await signedIn(t, { role: 'brand_manager', brandId: brand.id });
    const changed = await t.request({
      method: 'PUT',
      url: `/api/chats/${chat.id}/agent`,
      cookie: manager.cookie,
      payload: { agentId: after.user.id },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await eventually(async () => {
      expect(await notificationsOfKind(t, after, 'chat_transferred', chat.id)).toMatchObject([
        { params: { chatNumber: chat.number, from: before.user.name } },
      ]);
      expect(await notificationsOfKind(t, before, 'chat_reassigned', chat.id)).toMatchObject([
        { params: { chatNumber: chat.number, to: 'Omar Ali', toAr: 'عمر علي' } },
      ]);
    });
  });
});
