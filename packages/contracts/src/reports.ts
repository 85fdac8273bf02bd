import { z } from 'zod';
import { listQuery, paginated } from './lists.ts';

/**
 * Dashboard and agent performance reports (issue 10). Every number is computed from `chat_events`, presence intervals
 * and sign-in records (DESIGN.md section 5). Days are calendar days in the brand's time zone (an admin looking at all
 * brands: the platform's, Asia/Riyadh); date ranges are `from`..`to` inclusive days, `YYYY-MM-DD`.
 */

export const Day = z.iso.date();

/** A report's period: whole days, both included. The client turns "today / this week / this month" into days. */
export const DayRange = z
  .object({ from: Day, to: Day })
  .refine((range) => range.from <= range.to, { error: 'validation.dateRange', path: ['to'] })
  .refine((range) => daysBetween(range.from, range.to) < 366, { error: 'validation.dateRangeTooLong', path: ['to'] });
export type DayRange = z.infer<typeof DayRange>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/** Admins may narrow to one brand; a brand manager's requests are always its own brand's (the server decides). */
export const BrandScope = z.object({ brandId: z.uuid().optional() });

// Dashboard

/** `GET /api/dashboard/summary?brandId`: the live counts. */
export const DashboardSummary = z.object({
  /** Customers (admins: all; a brand manager: customers who chatted with its brand). */
  totalUsers: z.number().int(),
  totalAgents: z.number().int(),
  /** Chats not closed. */
  activeChats: z.number().int(),
  /** Agents online now. */
  currentActiveAgents: z.number().int(),
  /** Chats open now (accepted, not closed). */
  currentActiveChats: z.number().int(),
  timeZone: z.string(),
});
export type DashboardSummary = z.infer<typeof DashboardSummary>;

/** `GET /api/dashboard/charts?from&to&brandId`. */
export const DashboardChartsQuery = z.intersection(DayRange, BrandScope);
export type DashboardChartsQuery = z.infer<typeof DashboardChartsQuery>;

export const DashboardCharts = z.object({
  timeZone: z.string(),
  /** One entry per day of the range (zeros included), oldest first. */
  chatsPerDay: z.array(z.object({ day: Day, started: z.number().int() })),
  /** Average first response time of the chats whose first agent answer fell on that day; null without answers. */
  firstResponsePerDay: z.array(z.object({ day: Day, averageSeconds: z.number().nullable() })),
  /** Chats started in the range, by their status now. */
  chatsByStatus: z.array(z.object({ status: z.string(), count: z.number().int() })),
  /** Chats started in the range by hour of day (0–23, brand time), all 24 hours present. */
  busiestHours: z.array(z.object({ hour: z.number().int().min(0).max(23), started: z.number().int() })),
});
export type DashboardCharts = z.infer<typeof DashboardCharts>;

// Agent performance

export const AgentReportSort = [
  'name',
  'assigned',
  'closed',
  'averageFirstResponseSeconds',
  'averageResolutionSeconds',
  'messagesSent',
  'reassigned',
  'unanswered',
  'activeSeconds',
  'ratings',
  'averageRating',
] as const;

/** `GET /api/reports/agents?from&to&brandId&search&sort&order&page&pageSize`; `.csv` for the whole table. */
export const AgentReportQuery = z.intersection(
  z.intersection(DayRange, BrandScope),
  listQuery(AgentReportSort, 'assigned'),
);
export type AgentReportQuery = z.infer<typeof AgentReportQuery>;

/** DESIGN.md section 5, per agent and range. Averages are null when there is nothing to average. */
export const AgentReportRow = z.object({
  agentId: z.uuid(),
  nameEn: z.string(),
  nameAr: z.string(),
  brandId: z.uuid(),
  brandNameEn: z.string(),
  brandNameAr: z.string(),
  assigned: z.number().int(),
  closed: z.number().int(),
  averageFirstResponseSeconds: z.number().nullable(),
  averageResolutionSeconds: z.number().nullable(),
  messagesSent: z.number().int(),
  reassigned: z.number().int(),
  unanswered: z.number().int(),
  /** Total online time in the range (the sum of the daily active session durations). */
  activeSeconds: z.number().int(),
  /** Satisfaction ratings (1–5) given in the range to the closings the agent held, and their average. */
  ratings: z.number().int(),
  averageRating: z.number().nullable(),
});
export type AgentReportRow = z.infer<typeof AgentReportRow>;
/** Every satisfaction rating given in the range (the brand's, or every brand's): how many, and their average. */
export const RatingSummary = z.object({ count: z.number().int(), average: z.number().nullable() });
export type RatingSummary = z.infer<typeof RatingSummary>;
export const AgentReportResponse = paginated(AgentReportRow).extend({ timeZone: z.string(), ratings: RatingSummary });
export type AgentReportResponse = z.infer<typeof AgentReportResponse>;

/** `GET /api/reports/agents/:id?from&to`: one agent's totals and its daily active session duration. */
export const AgentReportDetail = z.object({
  timeZone: z.string(),
  agent: AgentReportRow,
  /** One entry per day of the range (zeros included), oldest first. */
  activePerDay: z.array(z.object({ day: Day, activeSeconds: z.number().int() })),
});
export type AgentReportDetail = z.infer<typeof AgentReportDetail>;

/** `GET /api/reports/agents/:id/sign-ins?from&to&page&pageSize` (`.csv` for all of the range). */
export const SignInLogQuery = z.intersection(
  DayRange,
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
);
export type SignInLogQuery = z.infer<typeof SignInLogQuery>;

export const SignInLogEntry = z.object({
  id: z.number().int(),
  kind: z.enum(['sign_in', 'sign_out']),
  /** How: password, otp, or for sign-outs whether the agent, an admin or the session's expiry ended it. */
  method: z.string().nullable(),
  at: z.iso.datetime(),
  ipAddress: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type SignInLogEntry = z.infer<typeof SignInLogEntry>;
export const SignInLogResponse = paginated(SignInLogEntry);
export type SignInLogResponse = z.infer<typeof SignInLogResponse>;

/** Pushed to admins and the brand's managers when a dashboard count may have changed (at most once a second). */
export const DashboardChangedEvent = z.object({ brandId: z.uuid() });
export type DashboardChangedEvent = z.infer<typeof DashboardChangedEvent>;
