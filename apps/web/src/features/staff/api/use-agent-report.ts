import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  AgentReportDetail,
  AgentReportResponse,
  SignInLogResponse,
  type AgentReportQuery,
  type AgentReportRow,
  type DayRange,
  type SignInLogEntry,
  type SignInLogQuery,
} from '@tawasul/contracts/reports';
import { api } from '../../../lib/http/api.ts';
import { reportKeys } from './report-keys.ts';

/** A report row with the `id` the tables key records by. */
export type AgentReportListRow = AgentReportRow & { id: string };

/** `GET /api/reports/agents`: one page of the performance table (a brand manager's holds only its brand's agents). */
export function useAgentReport(query: AgentReportQuery) {
  return useQuery({
    queryKey: reportKeys.list(query),
    queryFn: async ({ signal }) => AgentReportResponse.parse(await api.get('/api/reports/agents', { query, signal })),
    select: (data) => ({
      ...data,
      items: data.items.map((row): AgentReportListRow => ({ ...row, id: row.agentId })),
    }),
    placeholderData: keepPreviousData,
  });
}

/** While another period or page loads, the previous one stays on screen — but never another agent's. */
const sameAgent =
  (id: string | null) =>
  <T>(previous: T | undefined, previousQuery: { queryKey: readonly unknown[] } | undefined): T | undefined =>
    previousQuery?.queryKey[3] === id ? previous : undefined;

/** `GET /api/reports/agents/:id`: the agent's totals and its daily active session duration. */
export function useAgentReportDetail(id: string | null, days: DayRange) {
  return useQuery({
    queryKey: reportKeys.detail(id ?? '', days),
    queryFn: async ({ signal }) =>
      AgentReportDetail.parse(await api.get(`/api/reports/agents/${id ?? ''}`, { query: { ...days }, signal })),
    enabled: id !== null,
    placeholderData: sameAgent(id),
  });
}

/** A sign-in log entry keyed as the tables key records. */
export type SignInLogRow = Omit<SignInLogEntry, 'id'> & { id: string };

/** `GET /api/reports/agents/:id/sign-ins`: one page of the agent's sign-ins and sign-outs, latest first. */
export function useSignInLog(id: string | null, query: SignInLogQuery) {
  return useQuery({
    queryKey: reportKeys.signIns(id ?? '', query),
    queryFn: async ({ signal }) =>
      SignInLogResponse.parse(await api.get(`/api/reports/agents/${id ?? ''}/sign-ins`, { query, signal })),
    select: (data) => ({
      ...data,
      items: data.items.map((entry): SignInLogRow => ({ ...entry, id: String(entry.id) })),
    }),
    enabled: id !== null,
    placeholderData: sameAgent(id),
  });
}
