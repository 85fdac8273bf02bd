import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '@tawasul/contracts/auth';
import { IdParams } from '@tawasul/contracts/lists';
import { BACK_OFFICE_ROLES, type Role } from '@tawasul/contracts/roles';
import { ActiveBody, StaffInput, StaffListQuery, StaffListResponse, StaffResponse } from '@tawasul/contracts/staff';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requireSession } from '../../plugins/session.ts';
import type { StaffRole } from './staff.repo.ts';
import type { StaffService } from './staff.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

interface StaffResource {
  base: string;
  role: StaffRole;
  /** Who may use these endpoints at all; brand rules come after, in the service. */
  roles: readonly Role[];
  tag: string;
  noun: string;
}

const RESOURCES: StaffResource[] = [
  { base: '/api/agents', role: 'agent', roles: BACK_OFFICE_ROLES, tag: 'agents', noun: 'agent' },
  {
    base: '/api/brand-managers',
    role: 'brand_manager',
    roles: ['admin'],
    tag: 'brand-managers',
    noun: 'brand manager',
  },
];

/** Agents (admins, and brand managers for their own brand) and brand managers (admins). */
export const staffRoutes: FastifyPluginAsyncZod<{ staffService: StaffService }> = async (app, { staffService }) => {
  for (const { base, role, roles, tag, noun } of RESOURCES) {
    const actor = async (request: Parameters<typeof requireSession>[0]) => (await requireSession(request, roles)).user;

    app.get(
      base,
      {
        schema: {
          tags: [tag],
          summary: `List ${noun}s (search, sort, filters, pages)`,
          querystring: StaffListQuery,
          response: { 200: StaffListResponse, ...errors },
        },
      },
      async (request) => staffService.list(await actor(request), role, request.query),
    );

    app.post(
      base,
      {
        schema: {
          tags: [tag],
          summary: `Create a ${noun}`,
          body: StaffInput,
          response: { 201: StaffResponse, ...errors, 409: ErrorResponse },
        },
      },
      async (request, reply) => {
        const created = await staffService.create(await actor(request), role, request.body);
        return reply.status(201).send(created);
      },
    );

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `One ${noun}`,
          params: IdParams,
          response: { 200: StaffResponse, ...errors },
        },
      },
      async (request) => staffService.get(await actor(request), role, request.params.id),
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Update a ${noun} (a new password or a deactivation ends its sessions)`,
          params: IdParams,
          body: StaffInput,
          response: { 200: StaffResponse, ...errors, 409: ErrorResponse },
        },
      },
      async (request) => staffService.update(await actor(request), role, request.params.id, request.body),
    );

    app.patch(
      `${base}/:id/active`,
      {
        schema: {
          tags: [tag],
          summary: `Activate or deactivate a ${noun} (deactivation sets it offline and ends its sessions)`,
          params: IdParams,
          body: ActiveBody,
          response: { 200: StaffResponse, ...errors },
        },
      },
      async (request) => staffService.setActive(await actor(request), role, request.params.id, request.body.active),
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags: [tag],
          summary: `Delete a ${noun}${role === 'agent' ? ' (refused once it has chats)' : ''}`,
          params: IdParams,
          response: { 200: OkResponse, ...errors, 409: ErrorResponse },
        },
      },
      async (request) => {
        await staffService.remove(await actor(request), role, request.params.id);
        return { ok: true as const };
      },
    );
  }
};
