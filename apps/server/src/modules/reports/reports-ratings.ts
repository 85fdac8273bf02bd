import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { eventScope, rangeEnd, rangeStart, type EventScope, type ReportWindow } from './report-ctes.ts';

/** The window's `rated` events of the scope (issue 21: the shopper's 1–5 after a close), one row each. */
const ratedEvents = (w: ReportWindow, scope: EventScope) => sql`
  select e.agent_id, (e.data ->> 'score')::int as score
  from chat_events e
  where e.kind = 'rated' and e.at >= ${rangeStart(w)} and e.at < ${rangeEnd(w)} ${eventScope(scope, 'e')}`;

/** `ratings`: each agent's ratings in the window (of the closings it held) and their average to two decimals. */
export const ratingsCte = (w: ReportWindow, scope: EventScope) => sql`
  ratings as (
    select r.agent_id, count(*)::int as ratings, round(avg(r.score), 2)::float8 as average_rating
    from (${ratedEvents(w, scope)}) r
    where r.agent_id is not null
    group by r.agent_id
  )`;

/**
 * Every rating of the window and scope, an agent's or not (a chat closed before anyone accepted it): how many, and
 * their average to two decimals (null without any).
 */
export async function ratingSummary(
  db: Pick<Database, 'execute'>,
  w: ReportWindow,
  scope: EventScope,
): Promise<{ count: number; average: number | null }> {
  const result = (await db.execute(
    sql`select count(*)::int as count, round(avg(r.score), 2)::float8 as average from (${ratedEvents(w, scope)}) r`,
  )) as unknown as { rows: { count: number; average: number | null }[] };
  const [row] = result.rows;
  return { count: Number(row?.count ?? 0), average: row?.average === null || !row ? null : Number(row.average) };
}
