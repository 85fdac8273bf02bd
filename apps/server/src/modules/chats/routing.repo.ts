import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from './chats.repo.ts';

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

/**
 * An agent's load, the one definition of it: the chats it holds against its maximum, offered and not answered yet or
 * open. `agentId` is the SQL naming the agent (a column such as `u.id`, or a parameter).
 */
export const loadOf = (agentId: SQL): SQL =>
  sql`(select count(*)::int from chat_rooms c where c.agent_id = ${agentId} and c.status in ('pending_acceptance', 'open'))`;

/** The number of chats an agent holds against its maximum. */
export async function agentLoad(executor: Executor, agentId: string): Promise<number> {
  const result = await queryRows<{ load: number }>(executor, sql`select ${loadOf(sql`${agentId}::uuid`)} as load`);
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

/** Records when the agent was last given a chat (the router's tie-break: the least recently assigned wins). */
export async function markAssigned(executor: Executor, agentId: string, at: Date): Promise<void> {
  await executor.execute(sql`update users set last_assigned_at = ${at} where id = ${agentId}`);
}

/** The brand's agents the router may choose (active, not banned, online), with their load and last assignment. */
export async function routingCandidates(executor: Executor, brandId: string): Promise<CandidateRow[]> {
  return queryRows<CandidateRow>(
    executor,
    sql`
        select u.id, u.last_assigned_at, ${loadOf(sql`u.id`)} as load
        from users u
        where u.role = 'agent' and u.brand_id = ${brandId} and u.active and not u.banned and u.is_online`,
  );
}

/**
 * The brand's waiting chats, oldest first, locked (those another pass holds are skipped), with the agents who declined
 * each or let it lapse since `cooldownStart`.
 */
export async function waitingChatsToRoute(
  executor: Executor,
  brandId: string,
  cooldownStart: Date,
  limit: number,
): Promise<QueueRow[]> {
  return queryRows<QueueRow>(
    executor,
    sql`
        select c.id, c.previous_agent_id,
          (select array_agg(distinct e.agent_id::text) from chat_events e
            where e.chat_id = c.id and e.kind in ('declined', 'lapsed') and e.at > ${cooldownStart}) as excluded
        from chat_rooms c
        where c.brand_id = ${brandId} and c.status = 'waiting_for_agent'
        order by c.waiting_since asc, c.started_at asc
        limit ${limit}
        for update of c skip locked`,
  );
}

/** Brands with chats waiting now. */
export async function brandsWithWaitingChats(executor: Executor): Promise<string[]> {
  const result = await queryRows<{ brand_id: string }>(
    executor,
    sql`select distinct brand_id from chat_rooms where status = 'waiting_for_agent'`,
  );
  return result.map((row) => row.brand_id);
}
