// What the chat readers ask of the brand's agents: who could take a chat, and whether an agent is online.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './chats.repo.ts';
import { loadOf } from './routing.repo.ts';

/** An agent of the brand with its load (the chats offered to it or open with it). */
export interface AgentWithLoadRow {
  id: string;
  name: string;
  image: string | null;
  is_online: boolean;
  load: number;
}

/** The brand's active agents that are not banned, online first, then the least loaded, then by name. */
export async function agentsWithLoad(executor: Executor, brandId: string): Promise<AgentWithLoadRow[]> {
  return queryRows<AgentWithLoadRow>(
    executor,
    sql`
        select u.id, u.name, u.image, u.is_online, ${loadOf(sql`u.id`)} as load
        from users u
        where u.role = 'agent' and u.brand_id = ${brandId} and u.active and not u.banned
        order by u.is_online desc, load asc, lower(u.name) asc`,
  );
}

/** Whether the user is online (false for one not found). */
export async function isOnline(executor: Executor, userId: string): Promise<boolean> {
  const state = await queryRows<{ is_online: boolean }>(
    executor,
    sql`select is_online from users where id = ${userId}`,
  );
  return Boolean(state[0]?.is_online);
}
