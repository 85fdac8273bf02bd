import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OkResponse } from '@tawasul/contracts/auth';
import {
  BrandInput,
  BrandListQuery,
  BrandListResponse,
  BrandOptionsResponse,
  BrandResponse,
} from '@tawasul/contracts/brands';
import { IdParams } from '@tawasul/contracts/lists';
import { BACK_OFFICE_ROLES, STAFF_ROLES, type Role } from '@tawasul/contracts/roles';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import type { Actor, BrandsService } from './brands.service.ts';

const ADMIN: readonly Role[] = ['admin'];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const writeErrors = { ...errors, 409: ErrorResponse };

async function actor(request: FastifyRequest, roles: readonly Role[]): Promise<Actor> {
  const { user } = await requireSession(request, roles);
  return { user, language: requestLanguage(request) };
}

/**
 * Brands: the admin's list and forms, and the brand manager's Brand Profile (the same `GET`/`PUT /api/brands/:id`,
 * for its own brand only).
 */
export const brandsRoutes: FastifyPluginAsyncZod<{ brands: BrandsService }> = async (app, { brands }) => {
  app.get(
    '/api/brands',
    {
      schema: {
        tags: ['brands'],
        summary: 'Brands, paginated, searchable (names, e-mail) and sortable (admin)',
        querystring: BrandListQuery,
        response: { 200: BrandListResponse, ...errors },
      },
    },
    async (request) => {
      await actor(request, ADMIN);
      return brands.list(request.query);
    },
  );

  app.post(
    '/api/brands',
    {
      schema: {
        tags: ['brands'],
        summary: 'Create a brand (admin)',
        body: BrandInput,
        response: { 201: BrandResponse, ...writeErrors },
      },
    },
    async (request, reply) => {
      const brand = await brands.create(await actor(request, ADMIN), request.body);
      return reply.status(201).send(brand);
    },
  );

  app.get(
    '/api/brands/options',
    {
      schema: {
        tags: ['brands'],
        summary: 'Brands for pickers: every brand for admins, their own for brand staff',
        response: { 200: BrandOptionsResponse, ...errors },
      },
    },
    async (request) => brands.options(await actor(request, STAFF_ROLES)),
  );

  app.get(
    '/api/brands/:id',
    {
      schema: {
        tags: ['brands'],
        summary: "A brand (admin), or the brand manager's own brand",
        params: IdParams,
        response: { 200: BrandResponse, ...errors },
      },
    },
    async (request) => brands.get(await actor(request, BACK_OFFICE_ROLES), request.params.id),
  );

  app.put(
    '/api/brands/:id',
    {
      schema: {
        tags: ['brands'],
        summary: "Update a brand (admin), or the brand manager's own brand (Brand Profile)",
        params: IdParams,
        body: BrandInput,
        response: { 200: BrandResponse, ...writeErrors },
      },
    },
    async (request) => brands.update(await actor(request, BACK_OFFICE_ROLES), request.params.id, request.body),
  );

  app.delete(
    '/api/brands/:id',
    {
      schema: {
        tags: ['brands'],
        summary: 'Delete a brand that has no users, guests or chats (admin)',
        params: IdParams,
        response: { 200: OkResponse, ...writeErrors },
      },
    },
    async (request) => {
      await actor(request, ADMIN);
      await brands.remove(request.params.id);
      return { ok: true as const };
    },
  );
};
