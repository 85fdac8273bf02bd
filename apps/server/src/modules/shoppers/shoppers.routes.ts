import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@tawasul/contracts/lists';
import {
  BlockBody,
  CustomerListQuery,
  CustomerListResponse,
  CustomerResponse,
  GuestListQuery,
  GuestListResponse,
  GuestResponse,
} from '@tawasul/contracts/shoppers';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requireSession } from '../../plugins/session.ts';
import type { ShoppersService } from './shoppers.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const ADMINS = ['admin'] as const;

/** Customers and guests: admins only (spec section 2). */
export const shoppersRoutes: FastifyPluginAsyncZod<{ shoppersService: ShoppersService }> = async (
  app,
  { shoppersService },
) => {
  app.get(
    '/api/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'List customers with their chats count and last seen time',
        querystring: CustomerListQuery,
        response: { 200: CustomerListResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ADMINS);
      return shoppersService.listCustomers(request.query);
    },
  );

  app.get(
    '/api/customers/:id',
    {
      schema: {
        tags: ['customers'],
        summary: 'One customer',
        params: IdParams,
        response: { 200: CustomerResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ADMINS);
      return shoppersService.getCustomer(request.params.id);
    },
  );

  app.patch(
    '/api/customers/:id/block',
    {
      schema: {
        tags: ['customers'],
        summary: 'Block (signs the customer out everywhere) or unblock a customer',
        params: IdParams,
        body: BlockBody,
        response: { 200: CustomerResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ADMINS);
      return shoppersService.setBlocked(request.params.id, request.body);
    },
  );

  app.get(
    '/api/guests',
    {
      schema: {
        tags: ['guests'],
        summary: 'List guests with their brand and chats count',
        querystring: GuestListQuery,
        response: { 200: GuestListResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ADMINS);
      return shoppersService.listGuests(request.query);
    },
  );

  app.get(
    '/api/guests/:id',
    {
      schema: {
        tags: ['guests'],
        summary: 'One guest',
        params: IdParams,
        response: { 200: GuestResponse, ...errors },
      },
    },
    async (request) => {
      await requireSession(request, ADMINS);
      return shoppersService.getGuest(request.params.id);
    },
  );
};
