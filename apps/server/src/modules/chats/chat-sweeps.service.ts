import { sql, type SQL } from 'drizzle-orm';
import type { BrandConfiguration } from '@tawasul/contracts/settings';
import { SYSTEM_KEYS, type ChatEngineCore, type ChatEngineDependencies } from './chat-engine-core.ts';
import { queryRows } from './chats.repo.ts';
import { lockAgent, lockBrandRouting } from './routing.service.ts';

/** How many due chats a sweep reads at a time; it reads again until none are left. */
const SWEEP_BATCH = 500;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A chat that is due, with its place in the sweep's order (`cursor_at` is the timestamp as text: exact). */
interface DueChat {
  id: string;
  brand_id: string;
  number: number;
  agent_id: string | null;
  cursor_at: string;
}

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

  /** How long each brand with a chat matching `candidates` allows (ms), by brand. */
  async function allowances(candidates: SQL, allowance: (brandId: string) => Promise<number>) {
    const brands = await queryRows<{ brand_id: string }>(
      db,
      sql`select distinct brand_id from chat_rooms where ${candidates}`,
    );
    const result = new Map<string, number>();
    for (const { brand_id: brandId } of brands) result.set(brandId, await allowance(brandId));
    return result;
  }

  /**
   * The chats matching `candidates` whose time `at` is at least their brand's allowance before `now`, ordered by
   * `at` (then id), read `batchSize` at a time after the last one read, so a chat the caller leaves as it was is
   * not read again.
   */
  async function* dueChats(
    candidates: SQL,
    at: SQL,
    allowed: ReadonlyMap<string, number>,
    now: Date,
    batchSize: number,
  ): AsyncGenerator<DueChat> {
    if (allowed.size === 0) return;
    const deadlines = sql.join(
      [...allowed].map(
        ([brandId, ms]) => sql`(${brandId}::uuid, ${new Date(now.getTime() - ms).toISOString()}::timestamptz)`,
      ),
      sql`, `,
    );
    let after: DueChat | undefined;
    for (;;) {
      const rows: DueChat[] = await queryRows<DueChat>(
        db,
        sql`
        with deadlines (brand_id, deadline) as (values ${deadlines})
        select chat_rooms.id, chat_rooms.brand_id, chat_rooms.number, chat_rooms.agent_id, (${at})::text as cursor_at
        from chat_rooms join deadlines on deadlines.brand_id = chat_rooms.brand_id
        where ${candidates} and ${at} <= deadlines.deadline
          ${after ? sql`and (${at}, chat_rooms.id) > (${after.cursor_at}::timestamptz, ${after.id}::uuid)` : sql.empty()}
        order by ${at}, chat_rooms.id
        limit ${batchSize}`,
      );
      for (const row of rows) yield row;
      if (rows.length < batchSize) return;
      after = rows.at(-1);
    }
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
      const offered = sql`status = 'pending_acceptance' and offered_at is not null`;
      const allowed = await allowances(
        offered,
        async (brandId) => (await deps.settings.effectiveFor(brandId)).waitingTimeoutMinutes * MINUTE,
      );
      let lapsed = 0;
      for await (const row of dueChats(offered, sql`offered_at`, allowed, now, batchSize)) {
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
        return queryRows<{ id: string }>(
          tx,
          sql`select id from chat_rooms where agent_id = ${agentId} and status = 'pending_acceptance'`,
        );
      });
      let returned = 0;
      for (const { id } of offers) {
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
      const active = sql`status <> 'closed'`;
      const allowed = await allowances(
        active,
        async (brandId) => (await deps.settings.effectiveFor(brandId)).customerInactivityTimeoutHours * HOUR,
      );
      let closed = 0;
      const lastShopperWord = sql`coalesce(last_shopper_message_at, started_at)`;
      for await (const row of dueChats(active, lastShopperWord, allowed, now, batchSize)) {
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
      const unanswered = sql`status = 'open' and awaiting_agent_since is not null and agent_delay_alerted_at is null`;
      const agentDelays = await allowances(
        unanswered,
        async (brandId) => (await configurationOf(brandId)).notificationConfig.agentResponseDelay.minutes * MINUTE,
      );
      for await (const row of dueChats(unanswered, sql`awaiting_agent_since`, agentDelays, now, batchSize)) {
        const deadline = new Date(now.getTime() - agentDelays.get(row.brand_id)!);
        // Claimed by a conditional update: one alert per streak, whichever node gets there first.
        const marked = await queryRows<{ id: string }>(
          db,
          sql`
          update chat_rooms set agent_delay_alerted_at = ${now}
          where id = ${row.id} and status = 'open' and agent_delay_alerted_at is null
            and awaiting_agent_since <= ${deadline.toISOString()}::timestamptz
          returning id`,
        );
        if (marked.length === 0) continue;
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
      const quiet = sql`status = 'open' and awaiting_shopper_since is not null and shopper_reminded_at is null`;
      const shopperDelays = await allowances(
        quiet,
        async (brandId) => (await configurationOf(brandId)).notificationConfig.customerResponseDelay.minutes * MINUTE,
      );
      for await (const row of dueChats(quiet, sql`awaiting_shopper_since`, shopperDelays, now, batchSize)) {
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
