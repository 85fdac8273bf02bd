import type { BrandConfiguration } from '@tawasul/contracts/settings';
import { SYSTEM_KEYS, type ChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';
import { brandsWithCandidates, claimAgentDelayAlert, dueChats, offersHeldBy, type Sweep } from './chat-sweeps.repo.ts';
import { lockAgent, lockBrandRouting } from './routing.repo.ts';

/** How many due chats a sweep reads at a time; it reads again until none are left. */
const SWEEP_BATCH = 500;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The engine's timeouts, as sweeps of database state (`jobs/chat-sweeps.ts` runs them): lapsed offers, inactive
 * chats, response delays. Each change re-checks its chat under a lock and alerts are claimed by a conditional
 * update, so a chat changes once however many nodes sweep.
 *
 * Every brand has its own timeouts, so a sweep first takes each brand's deadline, then reads only chats past their
 * brand's deadline, oldest first, a batch at a time: a brand with a long timeout and many chats never fills a batch
 * with chats that are not due yet, and another brand's due chats wait for nothing.
 */
export function createChatSweepsService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo, events, clock } = deps;
  const { postSystem, announce, backToQueue, closeChat } = core;

  /** How long each brand with a chat the sweep looks at allows (ms), by brand. */
  async function allowances(sweep: Sweep, allowance: (brandId: string) => Promise<number>) {
    const result = new Map<string, number>();
    for (const brandId of await brandsWithCandidates(db, sweep)) result.set(brandId, await allowance(brandId));
    return result;
  }

  const configurations = () => {
    const known = new Map<string, Promise<BrandConfiguration>>();
    return (brandId: string) => {
      let found = known.get(brandId);
      if (!found) known.set(brandId, (found = deps.settings.configurationFor(brandId)));
      return found;
    };
  };

  return {
    /** Sweep: offers not accepted within the brand's waiting timeout go back to the queue. */
    async lapseExpiredOffers(batchSize = SWEEP_BATCH): Promise<number> {
      const now = clock.now();
      const allowed = await allowances(
        'offers',
        async (brandId) => (await deps.settings.effectiveFor(brandId)).waitingTimeoutMinutes * MINUTE,
      );
      let lapsed = 0;
      for await (const row of dueChats(db, 'offers', allowed, now, batchSize)) {
        const timeout = allowed.get(row.brand_id)!;
        const agentId = await db.transaction(async (tx) => {
          const chat = await repo.lock(tx, row.id);
          if (!chat || chat.status !== 'pending_acceptance' || !chat.offeredAt) return null;
          if (chat.offeredAt.getTime() + timeout > now.getTime()) return null;
          if (chat.agentId) await lockAgent(tx, chat.agentId);
          await backToQueue(tx, chat, now, 'lapsed');
          return chat.agentId;
        });
        if (agentId === null) continue;
        lapsed += 1;
        await announce(row.id, [], { previousAgentId: agentId });
        await deps.requestRouting(row.brand_id);
      }
      return lapsed;
    },

    /**
     * The agent went offline (its own choice, deactivation, or its last socket gone past the grace period): every
     * offer it holds goes back to the queue at once, recorded as lapsed (unanswered by it, `data.offline`), and the
     * brand's router runs so the next eligible agent gets it. Open chats stay with the agent.
     */
    async returnOffersOf(agentId: string, brandId: string): Promise<number> {
      // Under the brand's routing lock: a routing pass that read the agent as online has committed its offers.
      const offers = await db.transaction(async (tx) => {
        await lockBrandRouting(tx, brandId);
        return offersHeldBy(tx, agentId);
      });
      let returned = 0;
      for (const id of offers) {
        const now = clock.now();
        const done = await db.transaction(async (tx) => {
          const chat = await repo.lock(tx, id);
          if (!chat || chat.status !== 'pending_acceptance' || chat.agentId !== agentId) return false;
          await lockAgent(tx, agentId);
          await backToQueue(tx, chat, now, 'lapsed', { offline: true });
          return true;
        });
        if (!done) continue;
        returned += 1;
        await announce(id, [], { previousAgentId: agentId });
      }
      if (returned > 0) await deps.requestRouting(brandId);
      return returned;
    },

    /** Sweep: chats whose shopper has not written for the brand's inactivity timeout are closed. */
    async closeInactive(batchSize = SWEEP_BATCH): Promise<number> {
      const now = clock.now();
      const allowed = await allowances(
        'inactive',
        async (brandId) => (await deps.settings.effectiveFor(brandId)).customerInactivityTimeoutHours * HOUR,
      );
      let closed = 0;
      for await (const row of dueChats(db, 'inactive', allowed, now, batchSize)) {
        if (await closeChat(row.id, 'inactivity', { idleMs: allowed.get(row.brand_id)! })) closed += 1;
      }
      return closed;
    },

    /**
     * Sweep: response delays. A shopper unanswered for the brand's agent response delay alerts the agent and the
     * managers, once per unanswered streak; an agent message unanswered for the customer response delay sends the
     * shopper one reminder.
     */
    async checkResponseDelays(batchSize = SWEEP_BATCH): Promise<{ alerts: number; reminders: number }> {
      const now = clock.now();
      const configurationOf = configurations();

      let alerts = 0;
      const agentDelays = await allowances(
        'unansweredShoppers',
        async (brandId) => (await configurationOf(brandId)).notificationConfig.agentResponseDelay.minutes * MINUTE,
      );
      for await (const row of dueChats(db, 'unansweredShoppers', agentDelays, now, batchSize)) {
        const deadline = new Date(now.getTime() - agentDelays.get(row.brand_id)!);
        // Claimed by a conditional update: one alert per streak, whichever node gets there first.
        if (!(await claimAgentDelayAlert(db, row.id, now, deadline))) continue;
        alerts += 1;
        const { agentResponseDelay } = (await configurationOf(row.brand_id)).notificationConfig;
        events.emit('alert.responseDelay', {
          chatId: row.id,
          chatNumber: row.number,
          brandId: row.brand_id,
          agentId: row.agent_id,
          minutes: agentResponseDelay.minutes,
          titleEn: agentResponseDelay.titleEn,
          titleAr: agentResponseDelay.titleAr,
          descriptionEn: agentResponseDelay.descriptionEn,
          descriptionAr: agentResponseDelay.descriptionAr,
        });
      }

      let reminders = 0;
      const shopperDelays = await allowances(
        'quietShoppers',
        async (brandId) => (await configurationOf(brandId)).notificationConfig.customerResponseDelay.minutes * MINUTE,
      );
      for await (const row of dueChats(db, 'quietShoppers', shopperDelays, now, batchSize)) {
        const delay = shopperDelays.get(row.brand_id)!;
        const created = await db.transaction(async (tx) => {
          const chat = await repo.lock(tx, row.id);
          if (!chat || chat.status !== 'open' || chat.shopperRemindedAt || !chat.awaitingShopperSince) return null;
          if (chat.awaitingShopperSince.getTime() + delay > now.getTime()) return null;
          const message = await postSystem(tx, chat, now, {
            key: SYSTEM_KEYS.shopperReminder,
            params: { minutes: delay / MINUTE },
          });
          await repo.update(tx, chat.id, { shopperRemindedAt: now, lastMessageAt: now, updatedAt: now });
          return message;
        });
        if (!created) continue;
        reminders += 1;
        await announce(row.id, [created]);
      }
      return { alerts, reminders };
    },
  };
}
