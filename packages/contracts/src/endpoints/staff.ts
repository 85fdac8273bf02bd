import { errors, type EndpointTable } from './endpoint.ts';
import { OkResponse } from '../auth.ts';
import { IdParams } from '../lists.ts';
import { ActiveBody, StaffInput, StaffListQuery, StaffListResponse, StaffResponse } from '../staff.ts';

/** The endpoints of `apps/server/src/modules/staff`. */
export const STAFF_ENDPOINTS = {
  'GET /api/agents': {
    querystring: StaffListQuery,
    response: { 200: StaffListResponse, ...errors(400, 401, 403, 404) },
  },
  'POST /api/agents': { body: StaffInput, response: { 201: StaffResponse, ...errors(400, 401, 403, 404, 409) } },
  'GET /api/agents/:id': { params: IdParams, response: { 200: StaffResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/agents/:id': {
    params: IdParams,
    body: StaffInput,
    response: { 200: StaffResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'PATCH /api/agents/:id/active': {
    params: IdParams,
    body: ActiveBody,
    response: { 200: StaffResponse, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/agents/:id': { params: IdParams, response: { 200: OkResponse, ...errors(400, 401, 403, 404, 409) } },
  'GET /api/brand-managers': {
    querystring: StaffListQuery,
    response: { 200: StaffListResponse, ...errors(400, 401, 403, 404) },
  },
  'POST /api/brand-managers': {
    body: StaffInput,
    response: { 201: StaffResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'GET /api/brand-managers/:id': { params: IdParams, response: { 200: StaffResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/brand-managers/:id': {
    params: IdParams,
    body: StaffInput,
    response: { 200: StaffResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'PATCH /api/brand-managers/:id/active': {
    params: IdParams,
    body: ActiveBody,
    response: { 200: StaffResponse, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/brand-managers/:id': {
    params: IdParams,
    response: { 200: OkResponse, ...errors(400, 401, 403, 404, 409) },
  },
} satisfies EndpointTable;
