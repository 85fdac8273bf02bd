import { sql, type SQL } from 'drizzle-orm';
import type { AgentReportQuery } from '@tawasul/contracts/reports';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../lib/list-sql.ts';
import { ratingsCte, ratingSummary } from './reports-ratings.ts';
import {
  activityCtes,
  averageSeconds,
  cachedActivityCte,
  daysCte,
  eventScope,
  historyCtes,
  localDay,
  nowOf,
  rangeEnd,
  rangeStart,
  scopedCte,
  seconds,
  type AgentActivityRow,
  type EventScope,
  type ReportWindow,
} from './report-ctes.ts';

type Executor = Pick<Database, 'execute'>;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** An agent's row of the performance table: its activity in the window, who it is, and its ratings. */
export interface AgentMetricsRow extends AgentActivityRow {
  name: string;
  name_ar: string;
  brand_id: string;
  brand_name_en: string;
  brand_name_ar: string;
  ratings: number;
  average_rating: number | null;
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
  ratings: sql`r.ratings`,
  averageRating: sql`r.average_rating`,
};

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
      ${ratingsCte(w, filter)},
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
          coalesce(x.active_seconds, 0) as active_seconds,
          coalesce(rt.ratings, 0) as ratings, rt.average_rating
        from users u
        join brands b on b.id = u.brand_id
        left join activity x on x.agent_id = u.id
        left join ratings rt on rt.agent_id = u.id
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
    ratingSummary: (w: ReportWindow, scope: EventScope) => ratingSummary(db, w, scope),

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
