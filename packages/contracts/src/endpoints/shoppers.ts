import { errors, type EndpointTable } from './endpoint.ts';
import { IdParams } from '../lists.ts';
import {
  BlockBody,
  CustomerListQuery,
  CustomerListResponse,
  CustomerResponse,
  GuestListQuery,
  GuestListResponse,
  GuestResponse,
} from '../shoppers.ts';

/** The endpoints of `apps/server/src/modules/shoppers`. */
export const SHOPPERS_ENDPOINTS = {
  'GET /api/customers': {
    querystring: CustomerListQuery,
    response: { 200: CustomerListResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/customers/:id': { params: IdParams, response: { 200: CustomerResponse, ...errors(400, 401, 403, 404) } },
  'PATCH /api/customers/:id/block': {
    params: IdParams,
    body: BlockBody,
    response: { 200: CustomerResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/guests': {
    querystring: GuestListQuery,
    response: { 200: GuestListResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/guests/:id': { params: IdParams, response: { 200: GuestResponse, ...errors(400, 401, 403, 404) } },
} satisfies EndpointTable;
