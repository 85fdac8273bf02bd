import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { queryRows, type ChatsRepo, type Executor } from './chats.repo.ts';

/** How long an agent who declined a chat, or let its offer lapse, is not offered the same chat again. */
export const REOFFER_COOLDOWN_MS = 60 * 60 * 1000;
/** Waiting chats one routing pass looks at, oldest first. */
const QUEUE_BATCH = 100;
/** First key of the router's advisory locks (the second is the brand). */
const ROUTER_LOCK = 7_301_956;

interface CandidateRow extends Record<string, unknown> {
  id: string;
  load: number;
  last_assigned_at: Date | string | null;
}

interface QueueRow extends Record<string, unknown> {
  id: string;
  previous_agent_id: string | null;
  excluded: string[] | null;
}

export interface Offer {
  chatId: string;
  agentId: string;
}

/** The number of chats an agent holds against its maximum (pending acceptance + open). */
export async function agentLoad(executor: Executor, agentId: string): Promise<number> {
  const result = await queryRows<{ load: number }>(
    executor,
    sql`select count(*)::int as load from chat_rooms where agent_id = ${agentId} and status in ('pending_acceptance', 'open')`,
  );
  return Number(result[0]?.load ?? 0);
}

/** Locks an agent's row: every change to an agent's load happens while holding it. */
export async function lockAgent(executor: Executor, agentId: string): Promise<void> {
  await executor.execute(sql`select id from users where id = ${agentId} for update`);
}

/** Serialises routing and manual assignment of one brand across every server node, until the transaction ends. */
export async function lockBrandRouting(executor: Executor, brandId: string): Promise<void> {
  await executor.execute(sql`select pg_advisory_xact_lock(${ROUTER_LOCK}, hashtext(${brandId}))`);
}

/**
 * The router of DESIGN.md section 2. An agent is eligible when active, of the chat's brand, online and below the
 * brand's maximum; among them the fewest chats wins, then the least recently assigned. A reopened chat prefers its
 * previous agent; an agent who declined or let the chat lapse within the hour is skipped while another eligible agent
 * is free, and offered it again when none is (a chat never waits while an eligible agent has room). Each pass runs in one
 * transaction under the brand's advisory lock and locks each chosen agent's row, recounting its load after the lock:
 * capacity holds under any number of simultaneous chats and nodes.
 */
export function createRoutingService(deps: {
  db: Database;
  repo: ChatsRepo;
  clock: Clock;
  /** The brand's maximum of chats per agent, read through the routing pass's own transaction. */
  maxConversations: (executor: Executor, brandId: string) => Promise<number>;
}) {
  const { db, repo, clock } = deps;

  async function routeBrand(brandId: string): Promise<Offer[]> {
    return db.transaction(async (tx) => {
      await lockBrandRouting(tx, brandId);
      // Read under the brand's lock, never from a cache: a maximum lowered a moment ago on another node holds at once.
      const max = await deps.maxConversations(tx, brandId);
      const now = clock.now();
      const cooldownStart = new Date(now.getTime() - REOFFER_COOLDOWN_MS);
      const candidates = await queryRows<CandidateRow>(
        tx,
        sql`
        select u.id, u.last_assigned_at,
          (select count(*)::int from chat_rooms c
            where c.agent_id = u.id and c.status in ('pending_acceptance', 'open')) as load
        from users u
        where u.role = 'agent' and u.brand_id = ${brandId} and u.active and not u.banned and u.is_online`,
      );
      const agents = candidates
        .map((row) => ({
          id: row.id,
          load: Number(row.load),
          lastAssigned: row.last_assigned_at ? new Date(row.last_assigned_at).getTime() : 0,
        }))
        .filter((agent) => agent.load < max);
      if (agents.length === 0) return [];

      const queue = await queryRows<QueueRow>(
        tx,
        sql`
        select c.id, c.previous_agent_id,
          (select array_agg(distinct e.agent_id::text) from chat_events e
            where e.chat_id = c.id and e.kind in ('declined', 'lapsed') and e.at > ${cooldownStart}) as excluded
        from chat_rooms c
        where c.brand_id = ${brandId} and c.status = 'waiting_for_agent'
        order by c.waiting_since asc, c.started_at asc
        limit ${QUEUE_BATCH}
        for update of c skip locked`,
      );

      const offers: Offer[] = [];
      for (const chat of queue) {
        if (agents.every((agent) => agent.load >= max)) break;
        const free = agents.filter((agent) => agent.load < max);
        const fresh = free.filter((agent) => !(chat.excluded ?? []).includes(agent.id));
        // Nobody else is free: offering it again to one who declined or let it lapse beats waiting.
        const open = fresh.length > 0 ? fresh : free;
        const chosen =
          open.find((agent) => agent.id === chat.previous_agent_id) ??
          open.sort((a, b) => a.load - b.load || a.lastAssigned - b.lastAssigned)[0];
        if (!chosen) continue;
        await lockAgent(tx, chosen.id);
        // The lock may have waited for an accept, a close or a manual assignment on another node: count again.
        chosen.load = await agentLoad(tx, chosen.id);
        if (chosen.load >= max) continue;
        await repo.update(tx, chat.id, {
          status: 'pending_acceptance',
          agentId: chosen.id,
          offeredAt: now,
          updatedAt: now,
        });
        await tx.execute(sql`update users set last_assigned_at = ${now} where id = ${chosen.id}`);
        await repo.addEvent(tx, { chatId: chat.id, brandId, agentId: chosen.id, kind: 'offered', at: now });
        chosen.load += 1;
        chosen.lastAssigned = now.getTime();
        offers.push({ chatId: chat.id, agentId: chosen.id });
      }
      return offers;
    });
  }

  return {
    routeBrand,

    /** Brands with chats waiting now (the periodic sweep routes each). */
    async brandsWithQueue(): Promise<string[]> {
      const result = await queryRows<{ brand_id: string }>(
        db,
        sql`select distinct brand_id from chat_rooms where status = 'waiting_for_agent'`,
      );
      return result.map((row) => row.brand_id);
    },
  };
}
export type RoutingService = ReturnType<typeof createRoutingService>;
