import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '@tawasul/contracts/auth';
import {
  CannedCaseInput,
  CannedCaseListQuery,
  CannedCaseListResponse,
  CannedCaseResponse,
  CannedCaseSearchQuery,
  CannedCaseSearchResponse,
} from '@tawasul/contracts/canned-responses';
import { IdParams } from '@tawasul/contracts/lists';
import { BACK_OFFICE_ROLES, STAFF_ROLES, type Role } from '@tawasul/contracts/roles';
import { ActiveBody } from '@tawasul/contracts/staff';
import { ErrorResponse } from '@tawasul/contracts/system';
import type { Actor } from '../../lib/brand-scope.ts';
import { requireSession } from '../../plugins/session.ts';
import type { CasesService } from './cases.service.ts';

const BASE = '/api/canned-responses/cases';
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['canned-responses'];

async function actor(request: FastifyRequest, roles: readonly Role[] = BACK_OFFICE_ROLES): Promise<Actor> {
  return (await requireSession(request, roles)).user;
}

/** Canned-response cases (admins: every brand; brand managers: their own) and the agent console's search. */
export const casesRoutes: FastifyPluginAsyncZod<{ cases: CasesService }> = async (app, { cases }) => {
  app.get(
    '/api/canned-responses/search',
    {
      schema: {
        tags,
        summary: "Active cases by text (either language) and category, best first, at most 20 (the agent's brand)",
        querystring: CannedCaseSearchQuery,
        response: { 200: CannedCaseSearchResponse, ...errors },
      },
    },
    async (request) => cases.search(await actor(request, STAFF_ROLES), request.query),
  );

  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Cases, paginated, searchable, sortable, by brand, category and active flag',
        querystring: CannedCaseListQuery,
        response: { 200: CannedCaseListResponse, ...errors },
      },
    },
    async (request) => cases.list(await actor(request), request.query),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Create a case',
        body: CannedCaseInput,
        response: { 201: CannedCaseResponse, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await cases.create(await actor(request), request.body)),
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'A case with its media',
        params: IdParams,
        response: { 200: CannedCaseResponse, ...errors },
      },
    },
    async (request) => cases.get(await actor(request), request.params.id),
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a case',
        params: IdParams,
        body: CannedCaseInput,
        response: { 200: CannedCaseResponse, ...errors },
      },
    },
    async (request) => cases.update(await actor(request), request.params.id, request.body),
  );

  app.patch(
    `${BASE}/:id/active`,
    {
      schema: {
        tags,
        summary: 'Activate or deactivate a case (inactive cases are not offered to agents)',
        params: IdParams,
        body: ActiveBody,
        response: { 200: CannedCaseResponse, ...errors },
      },
    },
    async (request) => cases.setActive(await actor(request), request.params.id, request.body.active),
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a case',
        params: IdParams,
        response: { 200: OkResponse, ...errors },
      },
    },
    async (request) => {
      await cases.remove(await actor(request), request.params.id);
      return { ok: true as const };
    },
  );
};
