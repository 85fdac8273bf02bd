import { errors, type EndpointTable } from './endpoint.ts';
import { OkResponse } from '../auth.ts';
import {
  CmsPageInput,
  CmsPageListQuery,
  CmsPageListResponse,
  CmsPageResponse,
  LandingPageInput,
  LandingPageResponse,
  LandingPayload,
  PagePayload,
  SlugParams,
} from '../cms.ts';
import { IdParams } from '../lists.ts';

/** The endpoints of `apps/server/src/modules/cms`. */
export const CMS_ENDPOINTS = {
  'GET /api/cms/pages': {
    querystring: CmsPageListQuery,
    response: { 200: CmsPageListResponse, ...errors(400, 401, 403, 404) },
  },
  'POST /api/cms/pages': { body: CmsPageInput, response: { 201: CmsPageResponse, ...errors(400, 401, 403, 404, 409) } },
  'GET /api/cms/pages/:id': { params: IdParams, response: { 200: CmsPageResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/cms/pages/:id': {
    params: IdParams,
    body: CmsPageInput,
    response: { 200: CmsPageResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'DELETE /api/cms/pages/:id': { params: IdParams, response: { 200: OkResponse, ...errors(400, 401, 403, 404) } },
  'GET /api/cms/landing-page': { response: { 200: LandingPageResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/cms/landing-page': {
    body: LandingPageInput,
    response: { 200: LandingPageResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /_payload.json': { response: { 200: LandingPayload } },
  'GET /pages/:slug/_payload.json': { params: SlugParams, response: { 200: PagePayload, ...errors(404) } },
} satisfies EndpointTable;
