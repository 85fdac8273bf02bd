import type { ChatResponse, QueueResponse, TransferTarget } from '@tawasul/contracts/chats';
import { AppError } from '../../lib/app-error.ts';
import { listBrand } from '../../lib/brand-scope.ts';
import type { ChatActor } from './chat-actor.ts';
import {
  nameParams,
  staffNames,
  SYSTEM_KEYS,
  type ChatEngineCore,
  type ChatEngineDependencies,
} from './chat-engine-core.ts';
import { openForAgent } from './chat-accept.ts';
import { toChatResponse } from './chat-response.ts';
import { agentState, queuePositions, transferCandidates } from './chat-handovers.repo.ts';
import type { Executor } from './chats.repo.ts';
import { agentLoad, lockAgent, lockBrandRouting, markAssigned } from './routing.repo.ts';

/** Waiting chats a queue view shows, in the router's order. */
const QUEUE_VIEW_LIMIT = 100;

type StaffActor = Extract<ChatActor, { kind: 'staff' }>;
type AgentActor = StaffActor & { role: 'agent'; brandId: string };

function asAgent(actor: ChatActor): AgentActor {
  if (actor.kind !== 'staff' || actor.role !== 'agent' || !actor.brandId) throw new AppError('CHAT_NOT_AUTHORIZED');
  return actor as AgentActor;
}

/**
 * Chats changing hands outside the router (issue 21): the brand's queue as agents and managers see it, an agent
 * taking a waiting chat, and an agent transferring its open chat to another online agent of the brand with a note.
 * Every change runs under the brand's routing lock, locks the chat's row and then the agents' rows, and counts the
 * taking agent's load against the brand's maximum inside the transaction: the capacity rule of accept and the router.
 */
export function createChatHandoversService(
  deps: ChatEngineDependencies,
  core: ChatEngineCore,
  /** The lifecycle's accept: taking a chat from the queue ends as accepting its offer does. */
  accept: (actor: ChatActor, chatId: string) => Promise<ChatResponse>,
) {
  const { db, repo, events, clock } = deps;
  const { announce, postSystem } = core;

  async function maxFor(executor: Executor, brandId: string) {
    return deps.settings.maxConversationsPerAgent(executor, brandId);
  }

  return {
    /**
     * The brand's chats no agent has accepted yet: waiting in the queue, or offered to an agent who has not answered
     * (still "connecting" for the shopper), oldest first (the router's order), with their place. Agents and brand
     * managers see their own brand; an admin the brand it names, or every brand (places counted per brand).
     */
    async queue(actor: ChatActor, requestedBrandId?: string): Promise<QueueResponse> {
      if (actor.kind !== 'staff') throw new AppError('FORBIDDEN');
      const brandId = listBrand(actor, requestedBrandId);
      const rows = await queuePositions(db, brandId, QUEUE_VIEW_LIMIT);
      const views = await Promise.all(rows.map((row) => repo.view(row.id)));
      const items = rows.flatMap((row, index) => {
        const view = views[index];
        return view ? [{ position: Number(row.position), chat: toChatResponse(view) }] : [];
      });
      if (actor.role !== 'agent' || !actor.brandId) return { items, canTake: false, load: 0, maxLoad: 0 };
      const [state, load, maxLoad] = await Promise.all([
        agentState(db, actor.id, actor.brandId),
        agentLoad(db, actor.id),
        maxFor(db, actor.brandId),
      ]);
      return { items, canTake: Boolean(state?.online) && load < maxLoad, load, maxLoad };
    },

    /**
     * An online agent with room takes a chat of its brand from the queue: a waiting one, or one offered to another
     * agent who has not answered (that agent loses the offer, recorded as reassigned, and is told). It is offered to
     * the taker and accepted at once (the agent welcome message, "agent assigned"), as if the router had chosen it.
     */
    async take(actor: ChatActor, chatId: string): Promise<ChatResponse> {
      const agent = asAgent(actor);
      const before = await repo.view(chatId);
      if (!before || before.chat.brandId !== agent.brandId) throw new AppError('CHAT_ROOM_NOT_FOUND');
      if (before.chat.status === 'pending_acceptance' && before.chat.agentId === agent.id) return accept(actor, chatId);
      const configuration = await deps.settings.configurationFor(agent.brandId);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        await lockBrandRouting(tx, agent.brandId);
        const chat = await repo.lock(tx, chatId);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        const offeredTo = chat.status === 'pending_acceptance' ? chat.agentId : null;
        if (chat.status !== 'waiting_for_agent' && !(offeredTo && offeredTo !== agent.id)) {
          throw new AppError('CHAT_NOT_WAITING');
        }
        // Agents' rows in one order (the ids'), so two takes between the same agents cannot deadlock.
        for (const id of [agent.id, offeredTo].filter((id): id is string => id !== null).sort())
          await lockAgent(tx, id);
        if (!(await agentState(tx, agent.id, agent.brandId))?.online) throw new AppError('AGENT_MUST_BE_ONLINE');
        if ((await agentLoad(tx, agent.id)) >= (await maxFor(tx, agent.brandId))) {
          throw new AppError('CHAT_MAX_CONVERSATIONS_REACHED');
        }
        if (offeredTo) {
          await repo.addEvent(tx, {
            chatId,
            brandId: chat.brandId,
            agentId: offeredTo,
            actorUserId: agent.id,
            kind: 'reassigned',
            data: { toAgentId: agent.id, taken: true },
            at: now,
          });
        }
        await repo.update(tx, chatId, {
          status: 'pending_acceptance',
          agentId: agent.id,
          offeredAt: now,
          updatedAt: now,
        });
        await markAssigned(tx, agent.id, now);
        await repo.addEvent(tx, {
          chatId,
          brandId: chat.brandId,
          agentId: agent.id,
          kind: 'offered',
          at: now,
          data: { taken: true },
        });
        // Offered and accepted in one transaction: nobody can take it in between.
        const created = await openForAgent(
          tx,
          { repo, postSystem, maxConversationsPerAgent: maxFor },
          { ...chat, agentId: agent.id, status: 'pending_acceptance' },
          agent,
          configuration,
          now,
        );
        return { created, previous: offeredTo };
      });
      const chat = await announce(chatId, outcome.created, { previousAgentId: outcome.previous });
      if (outcome.previous) events.emit('chat.reassigned', { chat, previousAgentId: outcome.previous });
      if (configuration.toggles.agentAssigned && chat.agent) {
        events.emit('chat.agentAssigned', { chat, agentName: chat.agent.name, agentNameAr: chat.agent.nameAr });
      }
      return chat;
    },

    /** Online agents of the agent's brand its chat may go to (not itself), with their load. */
    async transferTargets(actor: ChatActor, chatId: string): Promise<TransferTarget[]> {
      const agent = asAgent(actor);
      const chat = await repo.view(chatId);
      if (!chat || chat.chat.brandId !== agent.brandId) throw new AppError('CHAT_ROOM_NOT_FOUND');
      if (chat.chat.agentId !== agent.id) throw new AppError('CHAT_NOT_ASSIGNED');
      const maxLoad = await maxFor(db, agent.brandId);
      const rows = await transferCandidates(db, agent.brandId, agent.id);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        nameAr: row.name_ar,
        image: row.image,
        load: Number(row.load),
        maxLoad,
      }));
    },

    /**
     * The agent hands its open chat to another online agent of the brand, with a note for that agent only: the chat
     * is offered to it (it accepts or declines like any offer; declined or lapsed, it goes back to the queue). The
     * shopper sees the "transferred" line; the note travels only in staff events and the receiver's notification.
     */
    async transfer(actor: ChatActor, chatId: string, targetId: string, note: string): Promise<ChatResponse> {
      const agent = asAgent(actor);
      const before = await repo.view(chatId);
      if (!before || before.chat.brandId !== agent.brandId) throw new AppError('CHAT_ROOM_NOT_FOUND');
      if (targetId === agent.id) throw new AppError('CHAT_TRANSFER_TO_SELF');
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        await lockBrandRouting(tx, agent.brandId);
        const chat = await repo.lock(tx, chatId);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        if (chat.agentId !== agent.id) throw new AppError('CHAT_NOT_ASSIGNED');
        if (chat.status !== 'open') throw new AppError('CHAT_NOT_ASSIGNED');
        // Agents' rows in one order (the ids'), so two transfers between the same agents cannot deadlock.
        for (const id of [agent.id, targetId].sort()) await lockAgent(tx, id);
        const target = await agentState(tx, targetId, agent.brandId);
        if (!target) throw new AppError('AGENT_NOT_FOUND');
        if (!target.online) throw new AppError('AGENT_OFFLINE');
        if ((await agentLoad(tx, targetId)) >= (await maxFor(tx, agent.brandId))) {
          throw new AppError('CHAT_MAX_CONVERSATIONS_REACHED');
        }
        const [from, to] = [await staffNames(tx, agent.id), await staffNames(tx, targetId)];
        await repo.addEvent(tx, {
          chatId,
          brandId: chat.brandId,
          agentId: agent.id,
          actorUserId: agent.id,
          kind: 'reassigned',
          data: { toAgentId: targetId, byAgent: true },
          at: now,
        });
        await repo.update(tx, chatId, {
          agentId: targetId,
          status: 'pending_acceptance',
          offeredAt: now,
          acceptedAt: null,
          lastMessageAt: now,
          updatedAt: now,
        });
        await markAssigned(tx, targetId, now);
        await repo.addEvent(tx, {
          chatId,
          brandId: chat.brandId,
          agentId: targetId,
          actorUserId: agent.id,
          kind: 'offered',
          at: now,
          data: { manual: true, transferFromAgentId: agent.id, ...(note ? { note } : {}) },
        });
        const line = await postSystem(tx, chat, now, {
          key: SYSTEM_KEYS.transferred,
          params: { ...nameParams('from', from), ...nameParams('to', to) },
        });
        return { created: [line], from };
      });
      const chat = await announce(chatId, outcome.created, { previousAgentId: agent.id });
      events.emit('chat.offered', { chat, agentId: targetId });
      events.emit('chat.transferred', {
        chat,
        fromAgentId: agent.id,
        toAgentId: targetId,
        fromName: outcome.from?.name ?? agent.name,
        fromNameAr: outcome.from?.nameAr ?? null,
        note,
      });
      return chat;
    },
  };
}
