import { sql } from 'drizzle-orm';
import type { BrandConfiguration } from '@tawasul/contracts/settings';
import { SYSTEM_KEYS, type ChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';
import { queryRows } from './chats.repo.ts';
import { lockAgent } from './routing.service.ts';

/**
 * The engine's timeouts, as sweeps of database state (`jobs/chat-sweeps.ts` runs them): lapsed offers, inactive
 * chats, response delays. Each change re-checks its chat under a lock and alerts are claimed by a conditional
 * update, so a chat changes once however many nodes sweep.
 */
export function createChatSweepsService(deps: ChatEngineDependencies, core: ChatEngineCore) {
  const { db, repo, events, clock } = deps;
  const { postSystem, announce, backToQueue, closeChat } = core;

  return {
    /** Sweep: offers not accepted within the brand's waiting timeout go back to the queue. */
    async lapseExpiredOffers(): Promise<number> {
      const now = clock.now();
      const candidates = await queryRows<{ id: string; brand_id: string; offered_at: Date | string }>(
        db,
        sql`
        select id, brand_id, offered_at from chat_rooms where status = 'pending_acceptance' order by offered_at limit 500`,
      );
      let lapsed = 0;
      const timeouts = new Map<string, number>();
      for (const row of candidates) {
        if (!timeouts.has(row.brand_id)) {
          timeouts.set(row.brand_id, (await deps.settings.effectiveFor(row.brand_id)).waitingTimeoutMinutes);
        }
        const deadline = new Date(row.offered_at).getTime() + timeouts.get(row.brand_id)! * 60_000;
        if (deadline > now.getTime()) continue;
        const agentId = await db.transaction(async (tx) => {
          const chat = await repo.lock(tx, row.id);
          if (!chat || chat.status !== 'pending_acceptance' || !chat.offeredAt) return null;
          if (chat.offeredAt.getTime() + timeouts.get(row.brand_id)! * 60_000 > now.getTime()) return null;
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

    /** Sweep: chats whose shopper has not written for the brand's inactivity timeout are closed. */
    async closeInactive(): Promise<number> {
      const now = clock.now();
      const candidates = await queryRows<{ id: string; brand_id: string; last: Date | string }>(
        db,
        sql`
        select id, brand_id, coalesce(last_shopper_message_at, started_at) as last
        from chat_rooms where status <> 'closed'
        order by coalesce(last_shopper_message_at, started_at) limit 500`,
      );
      let closed = 0;
      const timeouts = new Map<string, number>();
      for (const row of candidates) {
        if (!timeouts.has(row.brand_id)) {
          timeouts.set(row.brand_id, (await deps.settings.effectiveFor(row.brand_id)).customerInactivityTimeoutHours);
        }
        if (new Date(row.last).getTime() + timeouts.get(row.brand_id)! * 3_600_000 > now.getTime()) continue;
        if (await closeChat(row.id, 'inactivity', null, timeouts.get(row.brand_id)! * 3_600_000)) closed += 1;
      }
      return closed;
    },

    /**
     * Sweep: response delays. A shopper unanswered for the brand's agent response delay alerts the agent and the
     * managers, once per unanswered streak; an agent message unanswered for the customer response delay sends the
     * shopper one reminder.
     */
    async checkResponseDelays(): Promise<{ alerts: number; reminders: number }> {
      const now = clock.now();
      const rows = await queryRows<{
        id: string;
        brand_id: string;
        number: number;
        agent_id: string | null;
        awaiting_agent_since: Date | string | null;
        awaiting_shopper_since: Date | string | null;
        agent_delay_alerted_at: Date | string | null;
        shopper_reminded_at: Date | string | null;
      }>(
        db,
        sql`
        select id, brand_id, number, agent_id, awaiting_agent_since, awaiting_shopper_since,
          agent_delay_alerted_at, shopper_reminded_at
        from chat_rooms
        where status = 'open' and (
          (awaiting_agent_since is not null and agent_delay_alerted_at is null) or
          (awaiting_shopper_since is not null and shopper_reminded_at is null))
        limit 1000`,
      );
      let alerts = 0;
      let reminders = 0;
      const configurations = new Map<string, BrandConfiguration>();
      for (const row of rows) {
        let configuration = configurations.get(row.brand_id);
        if (!configuration) {
          configuration = await deps.settings.configurationFor(row.brand_id);
          configurations.set(row.brand_id, configuration);
        }
        const { agentResponseDelay, customerResponseDelay } = configuration.notificationConfig;
        const agentDue =
          row.awaiting_agent_since &&
          !row.agent_delay_alerted_at &&
          new Date(row.awaiting_agent_since).getTime() + agentResponseDelay.minutes * 60_000 <= now.getTime();
        if (agentDue) {
          const marked = await queryRows<{ id: string }>(
            db,
            sql`
            update chat_rooms set agent_delay_alerted_at = ${now}
            where id = ${row.id} and agent_delay_alerted_at is null and awaiting_agent_since is not null returning id`,
          );
          if (marked.length > 0) {
            alerts += 1;
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
        }
        const shopperDue =
          row.awaiting_shopper_since &&
          !row.shopper_reminded_at &&
          new Date(row.awaiting_shopper_since).getTime() + customerResponseDelay.minutes * 60_000 <= now.getTime();
        if (shopperDue) {
          const created = await db.transaction(async (tx) => {
            const chat = await repo.lock(tx, row.id);
            if (!chat || chat.status !== 'open' || chat.shopperRemindedAt || !chat.awaitingShopperSince) return null;
            const message = await postSystem(tx, chat, now, {
              key: SYSTEM_KEYS.shopperReminder,
              params: { minutes: customerResponseDelay.minutes },
            });
            await repo.update(tx, chat.id, { shopperRemindedAt: now, lastMessageAt: now, updatedAt: now });
            return message;
          });
          if (created) {
            reminders += 1;
            await announce(row.id, [created]);
          }
        }
      }
      return { alerts, reminders };
    },
  };
}
