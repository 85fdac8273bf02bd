import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './chats.repo.ts';

/**
 * Locks the row of an agent a chat may be given to (an active, not banned agent of the brand) until the transaction
 * ends; undefined when there is no such agent.
 */
export async function lockAssignableAgent(
  executor: Executor,
  agentId: string,
  brandId: string,
): Promise<{ id: string } | undefined> {
  const target = await queryRows<{ id: string }>(
    executor,
    sql`
          select id from users
          where id = ${agentId} and role = 'agent' and brand_id = ${brandId} and active and not banned
          for update`,
  );
  return target[0];
}
