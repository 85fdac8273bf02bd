import type { ChatResponse, CloseReason, StartChatBody } from '@tawasul/contracts/chats';
import { AppError } from '../../lib/app-error.ts';
import type { ChatActor, ShopperActor } from './chat-actor.ts';
import {
  assertCanModerate,
  nameParams,
  pick,
  staffNames,
  SYSTEM_KEYS,
  type ChatEngineCore,
  type ChatEngineDependencies,
  type StaffNames,
} from './chat-engine-core.ts';
import { openForAgent } from './chat-accept.ts';
import { previewAfter } from './chat-response.ts';
import { lockAssignableAgent } from './chat-lifecycle.repo.ts';
import type { MessageRow } from './chats.repo.ts';
import { agentLoad, lockAgent, lockBrandRouting, markAssigned } from './routing.repo.ts';

/**
 * The chat lifecycle of DESIGN.md section 2 as people drive it: a shopper starts a chat, the offered agent accepts
 * or declines, a manager changes the agent, a member closes it. A shopper's message moves a chat too (into the
 * queue, or reopened): that is `send`, in the messages service.
 */
export function createChatLifecycleService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo, events, clock } = deps;
  const { view, loadForRead, postSystem, announce, backToQueue, closeChat } = core;

  return {
    /**
     * A shopper opens the widget: its chat with the brand that is not closed yet, or a new one with the brand's
     * welcome messages in the chat's language.
     */
    async start(actor: ShopperActor, body: StartChatBody): Promise<ChatResponse> {
      const brand = await deps.brandByWidgetId(body.widgetId);
      if (actor.kind === 'guest' && actor.brandId !== brand.id) throw new AppError('INVALID_TOKEN');
      const shopper = actor.kind === 'customer' ? { customerId: actor.id } : { guestId: actor.id };
      const existing = await repo.activeChatOf(shopper, brand.id);
      if (existing) return view(existing.id);

      const configuration = await deps.settings.configurationFor(brand.id);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        // The widget opened twice at once gets one chat: the shopper's row serialises the two, the second finds it.
        await repo.lockShopper(tx, shopper);
        const raced = await repo.activeChatOf(shopper, brand.id, tx);
        if (raced) return { chat: raced, created: [] as MessageRow[], raced: true };
        const chat = await repo.insertChat(tx, {
          brandId: brand.id,
          ...shopper,
          language: body.language,
          status: 'new',
          startedAt: now,
          lastShopperMessageAt: now,
          createdAt: now,
          updatedAt: now,
        });
        await repo.addEvent(tx, { chatId: chat.id, brandId: brand.id, kind: 'started', at: now });
        const created: MessageRow[] = [];
        for (const welcome of configuration.presetMessages.welcome) {
          const text = pick(welcome, body.language);
          if (text) created.push(await postSystem(tx, chat, now, { body: text }));
        }
        // Automatic messages: the chat's time moves (lists sort by it), its preview stays empty.
        if (created.length > 0) await repo.update(tx, chat.id, { lastMessageAt: now, ...previewAfter(created) });
        return { chat, created, raced: false };
      });
      if (outcome.raced) return view(outcome.chat.id);
      return announce(outcome.chat.id, outcome.created);
    },

    /** The offered agent accepts: the chat opens and the brand's agent welcome message is posted in its name. */
    async accept(actor: ChatActor, chatId: string): Promise<ChatResponse> {
      if (actor.kind !== 'staff' || actor.role !== 'agent') throw new AppError('CHAT_NOT_AUTHORIZED');
      const before = await loadForRead(actor, chatId);
      const configuration = await deps.settings.configurationFor(before.brandId);
      const now = clock.now();
      const created = await db.transaction(async (tx) => {
        // Chat row first, then the agent's: the order of every other change (close, lapse, router), so none deadlock.
        const chat = await repo.lock(tx, chatId);
        await lockAgent(tx, actor.id);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        if (chat.status !== 'pending_acceptance') throw new AppError('CHAT_NOT_PENDING_ACCEPTANCE');
        if (chat.agentId !== actor.id) throw new AppError('CHAT_NOT_ASSIGNED');
        return openForAgent(
          tx,
          {
            repo,
            postSystem,
            maxConversationsPerAgent: (tx2, brandId) => deps.settings.maxConversationsPerAgent(tx2, brandId),
          },
          chat,
          actor,
          configuration,
          now,
        );
      });
      const chat = await announce(chatId, created);
      if (configuration.toggles.agentAssigned && chat.agent) {
        events.emit('chat.agentAssigned', { chat, agentName: chat.agent.name, agentNameAr: chat.agent.nameAr });
      }
      return chat;
    },

    /** The offered agent declines: the chat goes back to the queue and to someone else. */
    async decline(actor: ChatActor, chatId: string): Promise<ChatResponse> {
      if (actor.kind !== 'staff' || actor.role !== 'agent') throw new AppError('CHAT_NOT_AUTHORIZED');
      const before = await loadForRead(actor, chatId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        // Chat row first, then the agent's: the order of every other change (close, lapse, router), so none deadlock.
        const chat = await repo.lock(tx, chatId);
        await lockAgent(tx, actor.id);
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        if (chat.status !== 'pending_acceptance') throw new AppError('CHAT_NOT_PENDING_ACCEPTANCE');
        if (chat.agentId !== actor.id) throw new AppError('CHAT_NOT_ASSIGNED');
        await backToQueue(tx, chat, now, 'declined');
      });
      const chat = await announce(chatId, [], { previousAgentId: actor.id });
      await deps.requestRouting(before.brandId);
      return chat;
    },

    /**
     * An admin or brand manager gives the chat to another agent: a waiting or offered chat is offered to it, an
     * open chat stays open with it. The previous agent's loss is recorded as "reassigned".
     */
    async changeAgent(actor: ChatActor, chatId: string, agentId: string): Promise<ChatResponse> {
      const before = await loadForRead(actor, chatId);
      assertCanModerate(actor, before);
      const now = clock.now();
      const outcome = await db.transaction(async (tx) => {
        await lockBrandRouting(tx, before.brandId);
        // Chat row first, then the agents' rows (the order of every change), so it cannot deadlock with an accept.
        const chat = await repo.lock(tx, chatId);
        const target = await lockAssignableAgent(tx, agentId, before.brandId);
        const agent = target && (await staffNames(tx, agentId));
        if (!agent) throw new AppError('AGENT_NOT_FOUND');
        if (!chat) throw new AppError('CHAT_ROOM_NOT_FOUND');
        if (chat.status === 'closed' || chat.status === 'new') throw new AppError('CHAT_NOT_AUTHORIZED');
        if (chat.agentId === agentId) return { created: [], previous: null, offered: false, from: undefined };
        if ((await agentLoad(tx, agentId)) >= (await deps.settings.maxConversationsPerAgent(tx, chat.brandId))) {
          throw new AppError('CHAT_MAX_CONVERSATIONS_REACHED');
        }
        const previous = chat.agentId;
        let previousNames: StaffNames | undefined;
        if (previous) {
          await lockAgent(tx, previous);
          previousNames = await staffNames(tx, previous);
          await repo.addEvent(tx, {
            chatId,
            brandId: chat.brandId,
            agentId: previous,
            actorUserId: actor.kind === 'staff' ? actor.id : null,
            kind: 'reassigned',
            data: { toAgentId: agentId },
            at: now,
          });
        }
        const offered = chat.status !== 'open';
        await repo.update(tx, chatId, {
          agentId,
          updatedAt: now,
          ...(offered ? { status: 'pending_acceptance', offeredAt: now } : {}),
        });
        await markAssigned(tx, agentId, now);
        if (offered) {
          await repo.addEvent(tx, {
            chatId,
            brandId: chat.brandId,
            agentId,
            kind: 'offered',
            at: now,
            data: { manual: true },
          });
        } else {
          // Report rule: the new agent takes over an open chat, which counts as accepted by it.
          await repo.addEvent(tx, {
            chatId,
            brandId: chat.brandId,
            agentId,
            kind: 'accepted',
            at: now,
            data: { manual: true },
          });
        }
        const created = [
          await postSystem(tx, chat, now, {
            key: SYSTEM_KEYS.transferred,
            params: { ...nameParams('from', previousNames), ...nameParams('to', agent) },
          }),
        ];
        // The transfer line moves the chat's time, not its preview (the last words a person wrote).
        await repo.update(tx, chatId, { lastMessageAt: now });
        return { created, previous, offered, from: previousNames };
      });
      const chat = await announce(chatId, outcome.created, { previousAgentId: outcome.previous });
      if (outcome.offered) events.emit('chat.offered', { chat, agentId });
      else if (outcome.created.length > 0 && chat.agent) {
        // An open chat taken over by another agent: the shopper is told who answers now, as on an accept.
        const { toggles } = await deps.settings.configurationFor(before.brandId);
        if (toggles.agentAssigned) {
          events.emit('chat.agentAssigned', { chat, agentName: chat.agent.name, agentNameAr: chat.agent.nameAr });
        }
      }
      if (outcome.created.length > 0) {
        // The receiver is told (an offer also rings as one): a manager handed it this chat.
        events.emit('chat.transferred', {
          chat,
          fromAgentId: outcome.previous,
          toAgentId: agentId,
          fromName: outcome.from?.name ?? null,
          fromNameAr: outcome.from?.nameAr ?? null,
          note: '',
        });
      }
      if (outcome.previous) {
        events.emit('chat.reassigned', { chat, previousAgentId: outcome.previous });
        await deps.requestRouting(before.brandId);
      }
      return chat;
    },

    /** Closes the chat (its shopper, its agent, the brand's managers or an admin). */
    async close(actor: ChatActor, chatId: string): Promise<ChatResponse> {
      await loadForRead(actor, chatId);
      const agent = actor.kind === 'staff' && actor.role === 'agent';
      const reason: CloseReason = actor.kind !== 'staff' ? 'shopper' : agent ? 'agent' : 'staff';
      const result = await closeChat(chatId, reason, {
        actorUserId: actor.kind === 'guest' ? null : actor.id,
        // Whether the chat is still the agent's is decided under the chat's lock, not from the read above.
        ...(agent ? { agentId: actor.id } : {}),
      });
      return result ?? view(chatId);
    },
  };
}
