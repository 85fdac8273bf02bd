import { errors, type EndpointTable } from './endpoint.ts';
import { OkResponse } from '../auth.ts';
import {
  CannedCaseInput,
  CannedCaseListQuery,
  CannedCaseListResponse,
  CannedCaseResponse,
  CannedCaseSearchQuery,
  CannedCaseSearchResponse,
  CategoryInput,
  CategoryListQuery,
  CategoryListResponse,
  CategoryOptionsResponse,
  CategoryResponse,
} from '../canned-responses.ts';
import { IdParams } from '../lists.ts';
import { ActiveBody } from '../staff.ts';

/** The endpoints of `apps/server/src/modules/canned-responses`. */
export const CANNED_RESPONSES_ENDPOINTS = {
  'GET /api/canned-responses/categories': {
    querystring: CategoryListQuery,
    response: { 200: CategoryListResponse, ...errors(400, 401, 403, 404) },
  },
  'POST /api/canned-responses/categories': {
    body: CategoryInput,
    response: { 201: CategoryResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/canned-responses/categories/options': {
    response: { 200: CategoryOptionsResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/canned-responses/categories/:id': {
    params: IdParams,
    response: { 200: CategoryResponse, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/canned-responses/categories/:id': {
    params: IdParams,
    body: CategoryInput,
    response: { 200: CategoryResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/canned-responses/categories/:id': {
    params: IdParams,
    response: { 200: OkResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/canned-responses/search': {
    querystring: CannedCaseSearchQuery,
    response: { 200: CannedCaseSearchResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/canned-responses/cases': {
    querystring: CannedCaseListQuery,
    response: { 200: CannedCaseListResponse, ...errors(400, 401, 403, 404) },
  },
  'POST /api/canned-responses/cases': {
    body: CannedCaseInput,
    response: { 201: CannedCaseResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/canned-responses/cases/:id': {
    params: IdParams,
    response: { 200: CannedCaseResponse, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/canned-responses/cases/:id': {
    params: IdParams,
    body: CannedCaseInput,
    response: { 200: CannedCaseResponse, ...errors(400, 401, 403, 404) },
  },
  'PATCH /api/canned-responses/cases/:id/active': {
    params: IdParams,
    body: ActiveBody,
    response: { 200: CannedCaseResponse, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/canned-responses/cases/:id': {
    params: IdParams,
    response: { 200: OkResponse, ...errors(400, 401, 403, 404) },
  },
} satisfies EndpointTable;
