import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@tawasul/contracts/lists';
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
} from '@tawasul/contracts/reports';
import { BACK_OFFICE_ROLES } from '@tawasul/contracts/roles';
import { ErrorResponse } from '@tawasul/contracts/system';
import type { Actor } from '../../lib/brand-scope.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import type { CsvFile, ReportsService } from './reports.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

const actor = async (request: FastifyRequest): Promise<Actor> =>
  (await requireSession(request, BACK_OFFICE_ROLES)).user;

function sendCsv(reply: FastifyReply, file: CsvFile) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.body);
}

/** The dashboard's live counts and charts, and the agent performance report with its CSV exports (issue 10). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.get(
    '/api/dashboard/summary',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Live counts: customers, agents, active chats, agents online now, chats open now',
        querystring: BrandScope,
        response: { 200: DashboardSummary, ...errors },
      },
    },
    async (request) => reports.summary(await actor(request), request.query.brandId),
  );

  app.get(
    '/api/dashboard/charts',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'Chats per day, first response per day, chats by status, busiest hours (brand time)',
        querystring: DashboardChartsQuery,
        response: { 200: DashboardCharts, ...errors },
      },
    },
    async (request) => reports.charts(await actor(request), request.query),
  );

  app.get(
    '/api/reports/agents',
    {
      schema: {
        tags: ['reports'],
        summary: 'Agent performance over whole days (every agent of the scope; search, sort on any column, pages)',
        querystring: AgentReportQuery,
        response: { 200: AgentReportResponse, ...errors },
      },
    },
    async (request) => reports.agents(await actor(request), request.query),
  );

  app.get(
    '/api/reports/agents.csv',
    {
      schema: {
        tags: ['reports'],
        summary: 'The whole agent performance table as CSV (UTF-8 with BOM, headers in the reader’s language)',
        querystring: AgentReportQuery,
      },
    },
    async (request, reply) =>
      sendCsv(reply, await reports.agentsCsv(await actor(request), request.query, requestLanguage(request))),
  );

  app.get(
    '/api/reports/agents/:id',
    {
      schema: {
        tags: ['reports'],
        summary: "One agent's totals and its active session duration per day",
        params: IdParams,
        querystring: DayRange,
        response: { 200: AgentReportDetail, ...errors },
      },
    },
    async (request) => reports.agentDetail(await actor(request), request.params.id, request.query),
  );

  app.get(
    '/api/reports/agents/:id/sign-ins',
    {
      schema: {
        tags: ['reports'],
        summary: "One agent's sign-ins and sign-outs, newest first",
        params: IdParams,
        querystring: SignInLogQuery,
        response: { 200: SignInLogResponse, ...errors },
      },
    },
    async (request) => reports.signIns(await actor(request), request.params.id, request.query),
  );

  app.get(
    '/api/reports/agents/:id/sign-ins.csv',
    {
      schema: {
        tags: ['reports'],
        summary: "One agent's sign-ins and sign-outs in the range as CSV",
        params: IdParams,
        querystring: DayRange,
      },
    },
    async (request, reply) =>
      sendCsv(
        reply,
        await reports.signInsCsv(await actor(request), request.params.id, request.query, requestLanguage(request)),
      ),
  );
};
