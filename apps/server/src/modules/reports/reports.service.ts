import type { ProductLanguage } from '@tawasul/contracts/locales';
import type {
  AgentReportDetail,
  AgentReportQuery,
  AgentReportResponse,
  AgentReportRow,
  DashboardCharts,
  DashboardChartsQuery,
  DashboardSummary,
  DayRange,
  SignInLogEntry,
  SignInLogQuery,
  SignInLogResponse,
} from '@tawasul/contracts/reports';
import { AppError } from '../../lib/app-error.ts';
import { brandScope, listBrand, type Actor } from '../../lib/brand-scope.ts';
import type { Clock } from '../../lib/clock.ts';
import { toIso } from '../../lib/list-sql.ts';
import { createActivityCache, isSettledRange } from './activity-cache.ts';
import { agentReportCsv, signInLogCsv } from './reports-csv.ts';
import type { ReportWindow } from './report-ctes.ts';
import type { AgentMetricsRow, ReportsRepo } from './reports.repo.ts';

/** The platform's time zone: an admin's view of every brand at once, and any brand whose zone is not a real one. */
const PLATFORM_TIME_ZONE = 'Asia/Riyadh';

/** The lifecycle's statuses, in order: the chart shows each, zeros included. */
const STATUSES = ['new', 'waiting_for_agent', 'pending_acceptance', 'open', 'closed'] as const;

/** A brand's time zone is free text: one the runtime does not know falls back to the platform's. */
function knownTimeZone(zone: string | undefined): string {
  if (!zone) return PLATFORM_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return PLATFORM_TIME_ZONE;
  }
}

function toRow(row: AgentMetricsRow): AgentReportRow {
  return {
    agentId: row.agent_id,
    nameEn: row.name,
    nameAr: row.name_ar,
    brandId: row.brand_id,
    brandNameEn: row.brand_name_en,
    brandNameAr: row.brand_name_ar,
    assigned: Number(row.assigned),
    closed: Number(row.closed),
    averageFirstResponseSeconds:
      row.average_first_response_seconds === null ? null : Number(row.average_first_response_seconds),
    averageResolutionSeconds: row.average_resolution_seconds === null ? null : Number(row.average_resolution_seconds),
    messagesSent: Number(row.messages_sent),
    reassigned: Number(row.reassigned),
    unanswered: Number(row.unanswered),
    activeSeconds: Number(row.active_seconds),
    ratings: Number(row.ratings),
    averageRating: row.average_rating === null ? null : Number(row.average_rating),
  };
}

export interface CsvFile {
  filename: string;
  body: string;
}

/**
 * The dashboard and the agent performance report (DESIGN.md section 5, docs/decisions/013): admins see every brand
 * or the one they pick, a brand manager only its own (another brand, or another brand's agent, is "not found").
 * Days are calendar days in the brand's time zone.
 */
export function createReportsService({ repo, clock }: { repo: ReportsRepo; clock: Clock }) {
  const activityCache = createActivityCache();

  /** The brand the request is about (undefined: every brand, admins only) and the time zone its days follow. */
  async function scopeOf(actor: Actor, requested: string | undefined) {
    const brandId = listBrand(actor, requested);
    if (!brandId) return { brandId: undefined, timeZone: PLATFORM_TIME_ZONE };
    const zone = await repo.brandTimeZone(brandId);
    if (zone === undefined) throw new AppError('BRAND_NOT_FOUND');
    return { brandId, timeZone: knownTimeZone(zone) };
  }

  /** An agent the actor may report on, with its brand's time zone. */
  async function agentOf(actor: Actor, id: string) {
    const scope = brandScope(actor);
    const agent = await repo.agent(id);
    if (!agent || (scope !== null && agent.brandId !== scope)) throw new AppError('AGENT_NOT_FOUND');
    return { ...agent, timeZone: knownTimeZone(agent.timeZone) };
  }

  const windowOf = (range: DayRange, timeZone: string): ReportWindow => ({
    from: range.from,
    to: range.to,
    timeZone,
    now: clock.now(),
  });

  async function agentTable(actor: Actor, query: AgentReportQuery, paged: boolean) {
    const scope = await scopeOf(actor, query.brandId);
    const filter = { brandId: scope.brandId, search: query.search };
    const page = paged ? { limit: query.pageSize, offset: (query.page - 1) * query.pageSize } : undefined;
    const window = windowOf(query, scope.timeZone);
    // A range that is over has settled numbers: read them once for every sort, page and search of it.
    const activity = isSettledRange(query.to, scope.timeZone, window.now)
      ? await activityCache.get(`${scope.brandId ?? '*'} ${query.from} ${query.to} ${scope.timeZone}`, window.now, () =>
          repo.agentActivity(window, { brandId: scope.brandId }),
        )
      : undefined;
    const rows = await repo.agentMetrics(
      window,
      filter,
      { sort: query.sort, order: query.order, ...(page ? { page } : {}) },
      activity,
    );
    // A page past the end has no row to carry the total.
    const total = rows[0] ? Number(rows[0].total) : await repo.agentCount(filter);
    return { rows: rows.map(toRow), total, timeZone: scope.timeZone, window, brandId: scope.brandId };
  }

  async function signInEntries(actor: Actor, id: string, range: DayRange, page?: { limit: number; offset: number }) {
    const agent = await agentOf(actor, id);
    const { items, total } = await repo.signIns(windowOf(range, agent.timeZone), agent.id, agent.brandId, page);
    const entries = items.map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      method: row.method,
      at: toIso(row.at)!,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
      localTime: row.local_at,
    }));
    return { entries, total, timeZone: agent.timeZone };
  }

  return {
    async summary(actor: Actor, requested: string | undefined): Promise<DashboardSummary> {
      const scope = await scopeOf(actor, requested);
      return { ...(await repo.summary(scope.brandId)), timeZone: scope.timeZone };
    },

    async charts(actor: Actor, query: DashboardChartsQuery): Promise<DashboardCharts> {
      const scope = await scopeOf(actor, query.brandId);
      const window = windowOf(query, scope.timeZone);
      const [daily, started] = await Promise.all([
        repo.dailyCharts(window, { brandId: scope.brandId }),
        repo.startedChats(window, { brandId: scope.brandId }),
      ]);
      const byStatus = new Map(started.statuses.map((row) => [row.status, Number(row.count)]));
      return {
        timeZone: scope.timeZone,
        chatsPerDay: daily.map((row) => ({ day: row.day, started: Number(row.started) })),
        firstResponsePerDay: daily.map((row) => ({
          day: row.day,
          averageSeconds: row.average_first_response === null ? null : Number(row.average_first_response),
        })),
        chatsByStatus: STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
        busiestHours: started.hours.map((row) => ({ hour: Number(row.hour), started: Number(row.started) })),
      };
    },

    async agents(actor: Actor, query: AgentReportQuery): Promise<AgentReportResponse> {
      const { rows, total, timeZone, window, brandId } = await agentTable(actor, query, true);
      // The period's every rating of the brand (or of all brands), whichever agents the page shows.
      const ratings = await repo.ratingSummary(window, { brandId });
      return { items: rows, total, page: query.page, pageSize: query.pageSize, timeZone, ratings };
    },

    /** The whole table (every page), sorted as asked, as a spreadsheet in the reader's language. */
    async agentsCsv(actor: Actor, query: AgentReportQuery, language: ProductLanguage): Promise<CsvFile> {
      const { rows } = await agentTable(actor, query, false);
      return { filename: `agent-performance-${query.from}-${query.to}.csv`, body: agentReportCsv(rows, language) };
    },

    async agentDetail(actor: Actor, id: string, range: DayRange): Promise<AgentReportDetail> {
      const agent = await agentOf(actor, id);
      const window = windowOf(range, agent.timeZone);
      const scope = { brandId: agent.brandId, agentId: agent.id };
      const [rows, perDay] = await Promise.all([
        repo.agentMetrics(window, scope, { sort: 'name', order: 'asc' }),
        repo.activePerDay(window, scope),
      ]);
      const row = rows[0];
      if (!row) throw new AppError('AGENT_NOT_FOUND');
      return {
        timeZone: agent.timeZone,
        agent: toRow(row),
        activePerDay: perDay.map((day) => ({ day: day.day, activeSeconds: day.seconds })),
      };
    },

    async signIns(actor: Actor, id: string, query: SignInLogQuery): Promise<SignInLogResponse> {
      const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
      const { entries, total } = await signInEntries(actor, id, query, page);
      return {
        items: entries.map(({ localTime: _localTime, ...entry }): SignInLogEntry => entry),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async signInsCsv(actor: Actor, id: string, range: DayRange, language: ProductLanguage): Promise<CsvFile> {
      const { entries, timeZone } = await signInEntries(actor, id, range);
      return {
        filename: `agent-sign-ins-${range.from}-${range.to}.csv`,
        body: signInLogCsv(entries, language, timeZone),
      };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
