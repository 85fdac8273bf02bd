// The SQL the reports are built from: a report's window and scope, the events the metrics read, the chats'
// episodes, and each agent's activity (docs/decisions/013). `reports.repo.ts` composes these into its statements.
import { sql, type SQL } from 'drizzle-orm';

/**
 * A report's period: the days `from`..`to` (both included) in `timeZone`, i.e. [from 00:00, to+1 00:00) there.
 * `now` ends the presence intervals that are still open.
 */
export interface ReportWindow {
  from: string;
  to: string;
  timeZone: string;
  now: Date;
}

// The bounds as expressions of the parameters: the planner sees them as constants and uses the indexes on `at`.
export const rangeStart = (w: ReportWindow) => sql`((${w.from})::date)::timestamp at time zone ${w.timeZone}`;
export const rangeEnd = (w: ReportWindow) => sql`((${w.to})::date + 1)::timestamp at time zone ${w.timeZone}`;
export const nowOf = (w: ReportWindow) => sql`(${w.now.toISOString()})::timestamptz`;
/** A moment's calendar day in the report's time zone. */
export const localDay = (w: ReportWindow, column: SQL) => sql`(${column} at time zone ${w.timeZone})::date`;

export const seconds = (expression: SQL) => sql`extract(epoch from ${expression})`;
/** An average in seconds to one decimal, null when there is nothing to average. */
export const averageSeconds = (expression: SQL, where: SQL = sql`true`) =>
  sql`round((avg(${seconds(expression)}) filter (where ${where}))::numeric, 1)::float8`;

/** Every day of the window with its bounds in the time zone (a DST day is 23 or 25 hours long: it still ends at 00:00). */
export const daysCte = (w: ReportWindow) => sql`
  days as (
    select d::date as day,
      (d::date)::timestamp at time zone ${w.timeZone} as day_start,
      (d::date + 1)::timestamp at time zone ${w.timeZone} as day_end
    from generate_series((${w.from})::date, (${w.to})::date, interval '1 day') as d
  )`;

/** Which events a report reads: one brand's, or (an admin's "all brands") every brand's; optionally one agent's. */
export interface EventScope {
  brandId: string | undefined;
  agentId?: string;
}

export const eventScope = (scope: EventScope, alias: string) => {
  const brand = scope.brandId ? sql`and ${sql.raw(alias)}.brand_id = ${scope.brandId}` : sql``;
  const agent = scope.agentId ? sql`and ${sql.raw(alias)}.agent_id = ${scope.agentId}` : sql``;
  return sql`${brand} ${agent}`;
};

/** The events the metrics read: the lifecycle steps that involve an agent, the waits that start episodes, closes. */
const READ_KINDS = (alias: string) =>
  sql`(${sql.raw(alias)}.kind in ('waiting', 'accepted', 'declined', 'lapsed', 'reassigned', 'closed')
    or (${sql.raw(alias)}.kind = 'message' and ${sql.raw(alias)}.agent_id is not null))`;

/**
 * A close counts for the agent who held the chat, once accepted: a chat closed while only offered (status
 * `pending_acceptance` at the close) was never the agent's conversation.
 */
const countedClose = (alias: string) =>
  sql`(${sql.raw(alias)}.kind = 'closed' and ${sql.raw(alias)}.agent_id is not null
    and coalesce(${sql.raw(alias)}.data ->> 'status', 'open') <> 'pending_acceptance')`;

/**
 * `scoped`: the window's events of the scope that the metrics read, a close's `data` reduced to whether it counts
 * (`counted_close`) so the rows stay narrow through the sorts below. For one agent: every such event, in the window,
 * of the chats that agent took part in there (first answers and episodes need the other agents' messages too).
 */
export const scopedCte = (w: ReportWindow, scope: EventScope) =>
  scope.agentId
    ? sql`
  scoped as (
    select e.id, e.chat_id, e.agent_id, e.kind, e.at, ${countedClose('e')} as counted_close
    from (
      select distinct a.chat_id from chat_events a
      where a.agent_id = ${scope.agentId} and a.at >= ${rangeStart(w)} and a.at < ${rangeEnd(w)}
        ${scope.brandId ? sql`and a.brand_id = ${scope.brandId}` : sql``}
    ) t
    cross join lateral (
      select e.id, e.chat_id, e.agent_id, e.kind, e.at, e.data from chat_events e
      where e.chat_id = t.chat_id and e.at >= ${rangeStart(w)} and e.at < ${rangeEnd(w)} and ${READ_KINDS('e')}
    ) e
  )`
    : sql`
  scoped as (
    select e.id, e.chat_id, e.agent_id, e.kind, e.at, ${countedClose('e')} as counted_close
    from chat_events e
    where e.at >= ${rangeStart(w)} and e.at < ${rangeEnd(w)} and ${READ_KINDS('e')} ${eventScope(scope, 'e')}
  )`;

/**
 * The chats' episodes (DESIGN.md section 5). An episode starts when a chat starts waiting (its first shopper message,
 * or a reopen); first response and resolution count from that moment. Most episodes of the window start in it; a
 * chat whose agent message or close comes before any wait in the window (`carried`: it started waiting earlier) has
 * its earlier events read too, by its own index lookup. One pass in each chat's order (`flow`) gives every wait,
 * agent message and close its episode (the waits so far) and the episode's start (`waiting_at`); `parts` sums them
 * per episode and agent: its first message, whether it wrote at all (`wrote`), its counted closes in the window, and
 * whether its first message is the episode's first answer (`first_answer`, when in the window). Events at the same
 * instant keep their written order (`id`): a reopen's waiting event precedes its message.
 */
export const historyCtes = (w: ReportWindow) => sql`
  carried as (
    select chat_id from scoped
    group by chat_id
    having min(at) filter (where kind in ('message', 'closed'))
      <= coalesce(min(at) filter (where kind = 'waiting'), 'infinity')
  ),
  earlier as (
    select e.id, e.chat_id, e.agent_id, e.kind, e.at, ${countedClose('e')} as counted_close
    from carried c
    cross join lateral (
      select e.id, e.chat_id, e.agent_id, e.kind, e.at, e.data from chat_events e
      where e.chat_id = c.chat_id and e.at < ${rangeStart(w)}
        and (e.kind in ('waiting', 'closed') or (e.kind = 'message' and e.agent_id is not null))
    ) e
  ),
  flow as (
    select u.chat_id, u.agent_id, u.kind, u.at, u.counted_close,
      count(*) filter (where u.kind = 'waiting') over chat as episode,
      max(u.at) filter (where u.kind = 'waiting') over chat as waiting_at,
      row_number() over chat as position
    from (
      select id, chat_id, agent_id, kind, at, counted_close from scoped where kind in ('waiting', 'message', 'closed')
      union all
      select * from earlier
    ) u
    window chat as (partition by u.chat_id order by u.at, u.id)
  ),
  grouped as (
    select f.chat_id, f.episode, f.agent_id, max(f.waiting_at) as waiting_at,
      min(f.position) filter (where f.kind = 'message') as first_position,
      min(f.at) filter (where f.kind = 'message') as first_at,
      bool_or(f.kind = 'message') as wrote,
      count(*) filter (where f.counted_close and f.at >= ${rangeStart(w)}) as closes,
      count(*) filter (where f.counted_close and f.at >= ${rangeStart(w)} and f.waiting_at is not null)
        as timed_closes,
      sum(${seconds(sql`f.at - f.waiting_at`)}) filter (where f.counted_close and f.at >= ${rangeStart(w)})
        as close_seconds
    from flow f
    where f.agent_id is not null and (f.kind = 'message' or f.counted_close)
    group by f.chat_id, f.episode, f.agent_id
  ),
  parts as (
    select g.*,
      coalesce(g.first_position = min(g.first_position) over (partition by g.chat_id, g.episode)
        and g.first_at >= ${rangeStart(w)}, false) as first_answer
    from grouped g
  )`;

/** The numbers of one agent that come from the events and presence of the window (DESIGN.md section 5). */
export interface AgentActivityRow {
  agent_id: string;
  assigned: number;
  closed: number;
  average_first_response_seconds: number | null;
  average_resolution_seconds: number | null;
  messages_sent: number;
  reassigned: number;
  unanswered: number;
  active_seconds: number;
}

/** `activity`: an `AgentActivityRow` for every agent with any event or presence in the window of the scope. */
export const activityCtes = (w: ReportWindow, scope: EventScope) => sql`
  ${scopedCte(w, scope)},
  counts as (
    select agent_id,
      count(*) filter (where kind = 'accepted') as assigned,
      count(*) filter (where kind = 'message') as messages_sent,
      count(*) filter (where kind = 'reassigned') as reassigned,
      count(*) filter (where kind in ('declined', 'lapsed')) as refused
    from scoped where agent_id is not null group by agent_id
  ),
  ${historyCtes(w)},
  samples as (
    select p.agent_id,
      ${averageSeconds(sql`p.first_at - p.waiting_at`, sql`p.first_answer`)} as first_response,
      round(sum(p.close_seconds) / nullif(sum(p.timed_closes), 0), 1)::float8 as resolution,
      sum(p.closes) as closed,
      sum(p.closes) filter (where not p.wrote) as unanswered_closes
    from parts p
    group by p.agent_id
  ),
  active as (
    select p.agent_id,
      sum(greatest(0, ${seconds(
        sql`least(coalesce(p.ended_at, ${nowOf(w)}), ${rangeEnd(w)}) - greatest(p.started_at, ${rangeStart(w)})`,
      )})) as seconds
    from agent_presence_intervals p
    where p.started_at < ${rangeEnd(w)} and (p.ended_at is null or p.ended_at > ${rangeStart(w)})
      ${eventScope(scope, 'p')}
    group by p.agent_id
  ),
  -- Materialized: otherwise the planner may rerun the full joins once per agent of the table.
  activity as materialized (
    select coalesce(c.agent_id, s.agent_id, a.agent_id) as agent_id,
      coalesce(c.assigned, 0)::int as assigned,
      coalesce(s.closed, 0)::int as closed,
      s.first_response as average_first_response_seconds,
      s.resolution as average_resolution_seconds,
      coalesce(c.messages_sent, 0)::int as messages_sent,
      coalesce(c.reassigned, 0)::int as reassigned,
      (coalesce(c.refused, 0) + coalesce(s.unanswered_closes, 0))::int as unanswered,
      coalesce(round(a.seconds), 0)::int as active_seconds
    from counts c
    full join samples s on s.agent_id = c.agent_id
    full join active a on a.agent_id = coalesce(c.agent_id, s.agent_id)
  )`;

/** `activity` from rows read earlier (`agentActivity`): the table then reads only the agents themselves. */
export const cachedActivityCte = (activity: AgentActivityRow[]) => sql`
  activity as (
    select * from jsonb_to_recordset(${JSON.stringify(activity)}::jsonb) as a(agent_id uuid, assigned int, closed int,
      average_first_response_seconds float8, average_resolution_seconds float8, messages_sent int, reassigned int,
      unanswered int, active_seconds int)
  )`;
