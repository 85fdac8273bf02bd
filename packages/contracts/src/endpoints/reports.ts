import { errors, type EndpointTable } from './endpoint.ts';
import { IdParams } from '../lists.ts';
import {
  AgentReportDetail,
  AgentReportQuery,
  AgentReportResponse,
  BrandScope,
  DashboardCharts,
  DashboardChartsQuery,
  DashboardSummary,
  DayRange,
  SignInLogQuery,
  SignInLogResponse,
} from '../reports.ts';

/** The endpoints of `apps/server/src/modules/reports`. */
export const REPORTS_ENDPOINTS = {
  'GET /api/dashboard/summary': {
    querystring: BrandScope,
    response: { 200: DashboardSummary, ...errors(400, 401, 403, 404) },
  },
  'GET /api/dashboard/charts': {
    querystring: DashboardChartsQuery,
    response: { 200: DashboardCharts, ...errors(400, 401, 403, 404) },
  },
  'GET /api/reports/agents': {
    querystring: AgentReportQuery,
    response: { 200: AgentReportResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/reports/agents.csv': { querystring: AgentReportQuery },
  'GET /api/reports/agents/:id': {
    params: IdParams,
    querystring: DayRange,
    response: { 200: AgentReportDetail, ...errors(400, 401, 403, 404) },
  },
  'GET /api/reports/agents/:id/sign-ins': {
    params: IdParams,
    querystring: SignInLogQuery,
    response: { 200: SignInLogResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/reports/agents/:id/sign-ins.csv': { params: IdParams, querystring: DayRange },
} satisfies EndpointTable;
