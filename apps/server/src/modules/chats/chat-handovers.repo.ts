import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './chats.repo.ts';
import { loadOf } from './routing.repo.ts';

/** The agent's row as routing sees it: online, active, not blocked, of the brand. */
export async function agentState(executor: Executor, agentId: string, brandId: string) {
  const [row] = await queryRows<{ is_online: boolean }>(
    executor,
    sql`
    select is_online from users
    where id = ${agentId} and role = 'agent' and brand_id = ${brandId} and active and not banned`,
  );
  return row ? { online: Boolean(row.is_online) } : null;
}

/**
 * Chats no agent has accepted yet (waiting, or offered and unanswered), oldest first, with their place in their brand's
 * queue: one brand's, or every brand's when none is named.
 */
export async function queuePositions(
  executor: Executor,
  brandId: string | undefined,
  limit: number,
): Promise<{ id: string; position: number }[]> {
  return queryRows<{ id: string; position: number }>(
    executor,
    sql`
        select id, row_number() over (partition by brand_id order by waiting_since asc, started_at asc, number asc)::int
          as position
        from chat_rooms
        where status in ('waiting_for_agent', 'pending_acceptance') and waiting_since is not null
          ${brandId ? sql`and brand_id = ${brandId}` : sql.empty()}
        order by waiting_since asc, started_at asc, number asc
        limit ${limit}`,
  );
}

/** Online agents of the brand other than `exceptAgentId`, with their load, the least loaded first. */
export async function transferCandidates(executor: Executor, brandId: string, exceptAgentId: string) {
  return queryRows<{
    id: string;
    name: string;
    name_ar: string | null;
    image: string | null;
    load: number;
  }>(
    executor,
    sql`
        select u.id, u.name, nullif(concat_ws(' ', u.first_name_ar, u.last_name_ar), '') as name_ar, u.image,
          ${loadOf(sql`u.id`)} as load
        from users u
        where u.role = 'agent' and u.brand_id = ${brandId} and u.active and not u.banned and u.is_online
          and u.id <> ${exceptAgentId}
        order by load asc, lower(u.name) asc`,
  );
}
