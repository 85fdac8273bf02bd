import { errors, type EndpointTable } from './endpoint.ts';
import { OkResponse } from '../auth.ts';
import { BrandInput, BrandListQuery, BrandListResponse, BrandOptionsResponse, BrandResponse } from '../brands.ts';
import { IdParams } from '../lists.ts';

/** The endpoints of `apps/server/src/modules/brands`. */
export const BRANDS_ENDPOINTS = {
  'GET /api/brands': {
    querystring: BrandListQuery,
    response: { 200: BrandListResponse, ...errors(400, 401, 403, 404) },
  },
  'POST /api/brands': { body: BrandInput, response: { 201: BrandResponse, ...errors(400, 401, 403, 404, 409) } },
  'GET /api/brands/options': { response: { 200: BrandOptionsResponse, ...errors(400, 401, 403, 404) } },
  'GET /api/brands/:id': { params: IdParams, response: { 200: BrandResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/brands/:id': {
    params: IdParams,
    body: BrandInput,
    response: { 200: BrandResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/brands/:id': { params: IdParams, response: { 200: OkResponse, ...errors(400, 401, 403, 404, 409) } },
} satisfies EndpointTable;
