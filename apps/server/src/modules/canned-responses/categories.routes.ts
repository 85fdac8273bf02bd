import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '@tawasul/contracts/auth';
import {
  CategoryInput,
  CategoryListQuery,
  CategoryListResponse,
  CategoryOptionsResponse,
  CategoryResponse,
} from '@tawasul/contracts/canned-responses';
import { IdParams } from '@tawasul/contracts/lists';
import { STAFF_ROLES, type Role } from '@tawasul/contracts/roles';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requireSession } from '../../plugins/session.ts';
import type { CategoriesService } from './categories.service.ts';

const ADMIN: readonly Role[] = ['admin'];
const BASE = '/api/canned-responses/categories';
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeErrors = { ...errors, 409: ErrorResponse };
const tags = ['canned-responses'];

/** Canned-response categories: managed by admins; every staff member may read the short list for pickers. */
export const categoriesRoutes: FastifyPluginAsyncZod<{ categories: CategoriesService }> = async (
  app,
  { categories },
) => {
  app.get(
    BASE,
    {
      schema: {
        tags,
        summary: 'Categories, paginated, searchable (names, critical words) and sortable (admin)',
        querystring: CategoryListQuery,
        response: { 200: CategoryListResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ADMIN);
      return categories.list(request.query);
    },
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        summary: 'Create a category (admin)',
        body: CategoryInput,
        response: { 201: CategoryResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      await requireSession(request, ADMIN);
      return reply.status(201).send(await categories.create(request.body));
    },
  );

  app.get(
    `${BASE}/options`,
    {
      schema: {
        tags,
        summary: 'Every category by English name, for pickers (admins, brand managers, agents)',
        response: { 200: CategoryOptionsResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, STAFF_ROLES);
      return categories.options();
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'A category (admin)',
        params: IdParams,
        response: { 200: CategoryResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ADMIN);
      return categories.get(request.params.id);
    },
  );

  app.put(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Update a category (admin)',
        params: IdParams,
        body: CategoryInput,
        response: { 200: CategoryResponse, ...writeErrors },
      },
    },
    async (request) => {
      await requireSession(request, ADMIN);
      return categories.update(request.params.id, request.body);
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        summary: 'Delete a category no case uses (admin)',
        params: IdParams,
        response: { 200: OkResponse, ...writeErrors },
      },
    },
    async (request) => {
      await requireSession(request, ADMIN);
      await categories.remove(request.params.id);
      return { ok: true as const };
    },
  );
};
