// Where waiting chats stand (queue.service.ts): a brand's queue, its online agents and its recent waits.
import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from './chats.repo.ts';

/** A waiting chat and its position (both null when none waits), with the brand's online agents and median wait. */
export interface QueueRow {
  id: string | null;
  position: number | null;
  online: number;
  median: number | string | null;
}

/**
 * The brand's waiting chats in the router's order, with its online agents and the median wait (seconds) from
 * "waiting" to "accepted" over its latest `sample` acceptances after `since` and up to `until`: one query for the
 * whole brand, one row at least.
 */
export async function brandQueueRows(
  executor: Executor,
  brandId: string,
  acceptances: { since: Date; until: Date; sample: number },
): Promise<QueueRow[]> {
  const { since, until, sample } = acceptances;
  // Acceptances by a manual change of agent on an open chat (data.manual) are not a wait in the queue.
  return queryRows<QueueRow>(
    executor,
    sql`
      with waiting as (
        -- The router's order; chats that started waiting at the same instant in the order they were created.
        select id, row_number() over (order by waiting_since asc, started_at asc, number asc)::int as position
        from chat_rooms
        where brand_id = ${brandId} and status = 'waiting_for_agent'
      ),
      agents as (
        select count(*)::int as online from users
        where role = 'agent' and brand_id = ${brandId} and active and not banned and is_online
      ),
      recent as (
        select extract(epoch from (accepted.at - waited.at)) as wait
        from chat_events accepted
        cross join lateral (
          select max(e.at) as at from chat_events e
          where e.chat_id = accepted.chat_id and e.kind = 'waiting' and e.at <= accepted.at
        ) waited
        where accepted.brand_id = ${brandId} and accepted.kind = 'accepted'
          and accepted.at > ${since} and accepted.at <= ${until}
          and accepted.data->>'manual' is null and waited.at is not null
        order by accepted.at desc
        limit ${sample}
      )
      select waiting.id, waiting.position, agents.online,
        (select percentile_cont(0.5) within group (order by wait) from recent) as median
      from agents left join waiting on true
      order by waiting.position`,
  );
}
