import { sql, type SQL } from 'drizzle-orm';
import type { AgentReportQuery } from '@tawasul/contracts/reports';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../lib/list-sql.ts';

type Executor = Pick<Database, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

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
const rangeStart = (w: ReportWindow) => sql`((${w.from})::date)::timestamp at time zone ${w.timeZone}`;
const rangeEnd = (w: ReportWindow) => sql`((${w.to})::date + 1)::timestamp at time zone ${w.timeZone}`;
const nowOf = (w: ReportWindow) => sql`(${w.now.toISOString()})::timestamptz`;
/** A moment's calendar day in the report's time zone. */
const localDay = (w: ReportWindow, column: SQL) => sql`(${column} at time zone ${w.timeZone})::date`;

const seconds = (expression: SQL) => sql`extract(epoch from ${expression})`;
/** An average in seconds to one decimal, null when there is nothing to average. */
const averageSeconds = (expression: SQL, where: SQL = sql`true`) =>
  sql`round((avg(${seconds(expression)}) filter (where ${where}))::numeric, 1)::float8`;

/** Every day of the window with its bounds in the time zone (a DST day is 23 or 25 hours long: it still ends at 00:00). */
const daysCte = (w: ReportWindow) => sql`
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

const eventScope = (scope: EventScope, alias: string) => {
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
const scopedCte = (w: ReportWindow, scope: EventScope) =>
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
const historyCtes = (w: ReportWindow) => sql`
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

export interface AgentMetricsRow {
  agent_id: string;
  name: string;
  name_ar: string;
  brand_id: string;
  brand_name_en: string;
  brand_name_ar: string;
  assigned: number;
  closed: number;
  average_first_response_seconds: number | null;
  average_resolution_seconds: number | null;
  messages_sent: number;
  reassigned: number;
  unanswered: number;
  active_seconds: number;
  total: number;
}

export interface AgentFilter extends EventScope {
  search?: string | undefined;
}

const SORTS: Record<AgentReportQuery['sort'], SQL> = {
  name: sql`lower(r.name)`,
  assigned: sql`r.assigned`,
  closed: sql`r.closed`,
  averageFirstResponseSeconds: sql`r.average_first_response_seconds`,
  averageResolutionSeconds: sql`r.average_resolution_seconds`,
  messagesSent: sql`r.messages_sent`,
  reassigned: sql`r.reassigned`,
  unanswered: sql`r.unanswered`,
  activeSeconds: sql`r.active_seconds`,
};

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
const activityCtes = (w: ReportWindow, scope: EventScope) => sql`
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
const cachedActivityCte = (activity: AgentActivityRow[]) => sql`
  activity as (
    select * from jsonb_to_recordset(${JSON.stringify(activity)}::jsonb) as a(agent_id uuid, assigned int, closed int,
      average_first_response_seconds float8, average_resolution_seconds float8, messages_sent int, reassigned int,
      unanswered int, active_seconds int)
  )`;

/**
 * Every number of the reports, computed in SQL from `chat_events`, `agent_presence_intervals` and `auth_events`
 * (docs/decisions/013): one statement per answer, no loop over chats or agents.
 */
export function createReportsRepo(db: Database) {
  /**
   * The agent performance table: every agent of the scope (zero activity included), its metrics over the window,
   * sorted on any column (nulls last, then by id), one page of it or all of it (`page` omitted). With `activity` (read
   * earlier by `agentActivity` for the same window and brand) the events are not read again.
   */
  async function agentMetrics(
    w: ReportWindow,
    filter: AgentFilter,
    order: { sort: AgentReportQuery['sort']; order: 'asc' | 'desc'; page?: { limit: number; offset: number } },
    activity?: AgentActivityRow[],
  ): Promise<AgentMetricsRow[]> {
    const pattern = filter.search ? containsPattern(filter.search) : undefined;
    const agentWhere = sql`u.role = 'agent'
      ${filter.brandId ? sql`and u.brand_id = ${filter.brandId}` : sql``}
      ${filter.agentId ? sql`and u.id = ${filter.agentId}` : sql``}
      ${
        pattern
          ? sql`and (u.name ilike ${pattern} or concat_ws(' ', u.first_name_ar, u.last_name_ar) ilike ${pattern}
              or u.email ilike ${pattern})`
          : sql``
      }`;
    const page = order.page ? sql`limit ${order.page.limit} offset ${order.page.offset}` : sql``;
    return rows<AgentMetricsRow>(
      db,
      sql`
      with
      ${activity ? cachedActivityCte(activity) : activityCtes(w, filter)},
      report as (
        select u.id as agent_id, u.name,
          coalesce(nullif(concat_ws(' ', u.first_name_ar, u.last_name_ar), ''), u.name) as name_ar,
          u.brand_id, b.name_en as brand_name_en, b.name_ar as brand_name_ar,
          coalesce(x.assigned, 0) as assigned,
          coalesce(x.closed, 0) as closed,
          x.average_first_response_seconds,
          x.average_resolution_seconds,
          coalesce(x.messages_sent, 0) as messages_sent,
          coalesce(x.reassigned, 0) as reassigned,
          coalesce(x.unanswered, 0) as unanswered,
          coalesce(x.active_seconds, 0) as active_seconds
        from users u
        join brands b on b.id = u.brand_id
        left join activity x on x.agent_id = u.id
        where ${agentWhere}
      )
      select r.*, count(*) over ()::int as total
      from report r
      order by ${SORTS[order.sort]} ${sql.raw(order.order)} nulls last, r.agent_id
      ${page}`,
    );
  }

  return {
    agentMetrics,

    /** Each agent's numbers over the window, read from the events (agents without any activity are absent). */
    async agentActivity(w: ReportWindow, scope: EventScope): Promise<AgentActivityRow[]> {
      return rows<AgentActivityRow>(db, sql`with ${activityCtes(w, scope)} select * from activity`);
    },

    /** How many agents the table has under this filter (for a page past the end, where no row carries the total). */
    async agentCount(filter: AgentFilter): Promise<number> {
      const pattern = filter.search ? containsPattern(filter.search) : undefined;
      const [row] = await rows<{ total: number }>(
        db,
        sql`
        select count(*)::int as total from users u join brands b on b.id = u.brand_id
        where u.role = 'agent' ${filter.brandId ? sql`and u.brand_id = ${filter.brandId}` : sql``}
        ${
          pattern
            ? sql`and (u.name ilike ${pattern} or concat_ws(' ', u.first_name_ar, u.last_name_ar) ilike ${pattern}
                or u.email ilike ${pattern})`
            : sql``
        }`,
      );
      return Number(row?.total ?? 0);
    },

    /** One agent's online time on each day of the window: its intervals clipped to each day (open ones end now). */
    async activePerDay(w: ReportWindow, scope: Required<EventScope>): Promise<{ day: string; seconds: number }[]> {
      const result = await rows<{ day: string; seconds: number }>(
        db,
        sql`
        with ${daysCte(w)},
        intervals as (
          select p.started_at, coalesce(p.ended_at, ${nowOf(w)}) as ended_at
          from agent_presence_intervals p
          where p.agent_id = ${scope.agentId} and p.brand_id = ${scope.brandId}
            and p.started_at < ${rangeEnd(w)} and (p.ended_at is null or p.ended_at > ${rangeStart(w)})
        )
        select to_char(d.day, 'YYYY-MM-DD') as day,
          coalesce(round(sum(greatest(0, ${seconds(
            sql`least(i.ended_at, d.day_end) - greatest(i.started_at, d.day_start)`,
          )})) filter (where i.started_at is not null)), 0)::int as seconds
        from days d
        left join intervals i on i.started_at < d.day_end and i.ended_at > d.day_start
        group by d.day order by d.day`,
      );
      return result.map((row) => ({ day: row.day, seconds: Number(row.seconds) }));
    },

    /** Agents of the brand (or every brand) as a brand-scoped record: its brand and time zone. */
    async agent(id: string): Promise<{ id: string; brandId: string; timeZone: string } | undefined> {
      const [row] = await rows<{ id: string; brand_id: string; time_zone: string }>(
        db,
        sql`select u.id, u.brand_id, b.time_zone from users u join brands b on b.id = u.brand_id
            where u.id = ${id} and u.role = 'agent'`,
      );
      return row ? { id: row.id, brandId: row.brand_id, timeZone: row.time_zone } : undefined;
    },

    async brandTimeZone(brandId: string): Promise<string | undefined> {
      const [row] = await rows<{ time_zone: string }>(db, sql`select time_zone from brands where id = ${brandId}`);
      return row?.time_zone;
    },

    /** The live counts of the dashboard (current state: accounts, chats not closed, agents online now). */
    async summary(brandId: string | undefined) {
      const brand = (column: string) => (brandId ? sql`and ${sql.raw(column)} = ${brandId}` : sql``);
      const [row] = await rows<{
        total_users: number;
        total_agents: number;
        active_chats: number;
        current_active_agents: number;
        current_active_chats: number;
      }>(
        db,
        sql`
        select
          ${
            brandId
              ? sql`(select count(distinct c.customer_id) from chat_rooms c
                      where c.brand_id = ${brandId} and c.customer_id is not null)::int`
              : sql`(select count(*) from users where role = 'customer')::int`
          } as total_users,
          (select count(*) from users u where u.role = 'agent' ${brand('u.brand_id')})::int as total_agents,
          (select count(*) from chat_rooms c where c.status <> 'closed' ${brand('c.brand_id')})::int as active_chats,
          (select count(*) from users u
            where u.role = 'agent' and u.is_online and u.active and not u.banned ${brand('u.brand_id')}
          )::int as current_active_agents,
          (select count(*) from chat_rooms c where c.status = 'open' ${brand('c.brand_id')})::int as current_active_chats`,
      );
      return {
        totalUsers: Number(row?.total_users ?? 0),
        totalAgents: Number(row?.total_agents ?? 0),
        activeChats: Number(row?.active_chats ?? 0),
        currentActiveAgents: Number(row?.current_active_agents ?? 0),
        currentActiveChats: Number(row?.current_active_chats ?? 0),
      };
    },

    /** Chats started per day and their first answers per day, over the window (every day present). */
    async dailyCharts(w: ReportWindow, scope: EventScope) {
      return rows<{ day: string; started: number; average_first_response: number | null }>(
        db,
        sql`
        with ${daysCte(w)},
        started as (
          select ${localDay(w, sql`e.at`)} as day, count(*) as started
          from chat_events e
          where e.kind = 'started' and e.at >= ${rangeStart(w)} and e.at < ${rangeEnd(w)} ${eventScope(scope, 'e')}
          group by 1
        ),
        ${scopedCte(w, scope)},
        ${historyCtes(w)},
        answers as (
          select ${localDay(w, sql`p.first_at`)} as day, ${averageSeconds(sql`p.first_at - p.waiting_at`)} as average
          from parts p
          where p.first_answer
          group by 1
        )
        select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.started, 0)::int as started,
          a.average as average_first_response
        from days d left join started s on s.day = d.day left join answers a on a.day = d.day
        order by d.day`,
      );
    },

    /**
     * Chats started in the window by their status now, read from their latest lifecycle event, and by the hour of
     * day they started.
     */
    async startedChats(w: ReportWindow, scope: EventScope) {
      const [statuses, hours] = await Promise.all([
        rows<{ status: string; count: number }>(
          db,
          sql`
          with started as (
            select e.chat_id from chat_events e
            where e.kind = 'started' and e.at >= ${rangeStart(w)} and e.at < ${rangeEnd(w)} ${eventScope(scope, 'e')}
          ),
          latest as (
            select (
              select l.kind from chat_events l
              where l.chat_id = s.chat_id
                and l.kind in ('started', 'waiting', 'offered', 'accepted', 'declined', 'lapsed', 'closed')
              order by l.at desc, l.id desc limit 1
            ) as kind
            from started s
          )
          select case kind
              when 'started' then 'new'
              when 'offered' then 'pending_acceptance'
              when 'accepted' then 'open'
              when 'closed' then 'closed'
              else 'waiting_for_agent' end as status,
            count(*)::int as count
          from latest group by 1`,
        ),
        rows<{ hour: number; started: number }>(
          db,
          sql`
          with hours as (select generate_series(0, 23) as hour),
          started as (
            select extract(hour from e.at at time zone ${w.timeZone})::int as hour, count(*) as started
            from chat_events e
            where e.kind = 'started' and e.at >= ${rangeStart(w)} and e.at < ${rangeEnd(w)} ${eventScope(scope, 'e')}
            group by 1
          )
          select h.hour, coalesce(s.started, 0)::int as started
          from hours h left join started s on s.hour = h.hour order by h.hour`,
        ),
      ]);
      return { statuses, hours };
    },

    /** One agent's sign-ins and sign-outs in the window, newest first; all of them without `page`. */
    async signIns(w: ReportWindow, userId: string, brandId: string, page?: { limit: number; offset: number }) {
      const where = sql`a.user_id = ${userId} and (a.brand_id = ${brandId} or a.brand_id is null)
        and a.at >= ${rangeStart(w)} and a.at < ${rangeEnd(w)}`;
      const [items, [total]] = await Promise.all([
        rows<{
          id: number;
          kind: 'sign_in' | 'sign_out';
          method: string | null;
          at: Date | string;
          local_at: string;
          ip_address: string | null;
          user_agent: string | null;
        }>(
          db,
          sql`
          select a.id::int as id, a.kind, a.method, a.at,
            to_char(a.at at time zone ${w.timeZone}, 'YYYY-MM-DD HH24:MI:SS') as local_at,
            a.ip_address, a.user_agent
          from auth_events a where ${where}
          order by a.at desc, a.id desc
          ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
        ),
        rows<{ total: number }>(db, sql`select count(*)::int as total from auth_events a where ${where}`),
      ]);
      return { items, total: Number(total?.total ?? 0) };
    },
  };
}
export type ReportsRepo = ReturnType<typeof createReportsRepo>;
