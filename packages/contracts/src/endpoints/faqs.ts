import { errors, type EndpointTable } from './endpoint.ts';
import { OkResponse } from '../auth.ts';
import { WidgetParams } from '../brands.ts';
import {
  CmsFaqInput,
  CmsFaqListQuery,
  CmsFaqListResponse,
  CmsFaqOrderInput,
  CmsFaqResponse,
  FaqInput,
  FaqListQuery,
  FaqListResponse,
  FaqOrderInput,
  FaqResponse,
  PublicFaqQuery,
  PublicFaqResponse,
} from '../faqs.ts';
import { IdParams } from '../lists.ts';
import { ActiveBody } from '../staff.ts';

/** The endpoints of `apps/server/src/modules/faqs`. */
export const FAQS_ENDPOINTS = {
  'GET /api/faqs': { querystring: FaqListQuery, response: { 200: FaqListResponse, ...errors(400, 401, 403, 404) } },
  'POST /api/faqs': { body: FaqInput, response: { 201: FaqResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/faqs/order': { body: FaqOrderInput, response: { 200: OkResponse, ...errors(400, 401, 403, 404) } },
  'GET /api/faqs/:id': { params: IdParams, response: { 200: FaqResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/faqs/:id': {
    params: IdParams,
    body: FaqInput,
    response: { 200: FaqResponse, ...errors(400, 401, 403, 404) },
  },
  'PATCH /api/faqs/:id/active': {
    params: IdParams,
    body: ActiveBody,
    response: { 200: FaqResponse, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/faqs/:id': { params: IdParams, response: { 200: OkResponse, ...errors(400, 401, 403, 404) } },
  'GET /api/public/brands/:widgetId/faqs': {
    params: WidgetParams,
    querystring: PublicFaqQuery,
    response: { 200: PublicFaqResponse, ...errors(400, 404) },
  },
  'GET /api/cms/faqs': {
    querystring: CmsFaqListQuery,
    response: { 200: CmsFaqListResponse, ...errors(400, 401, 403, 404) },
  },
  'POST /api/cms/faqs': { body: CmsFaqInput, response: { 201: CmsFaqResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/cms/faqs/order': { body: CmsFaqOrderInput, response: { 200: OkResponse, ...errors(400, 401, 403, 404) } },
  'GET /api/cms/faqs/:id': { params: IdParams, response: { 200: CmsFaqResponse, ...errors(400, 401, 403, 404) } },
  'PUT /api/cms/faqs/:id': {
    params: IdParams,
    body: CmsFaqInput,
    response: { 200: CmsFaqResponse, ...errors(400, 401, 403, 404) },
  },
  'PATCH /api/cms/faqs/:id/active': {
    params: IdParams,
    body: ActiveBody,
    response: { 200: CmsFaqResponse, ...errors(400, 401, 403, 404) },
  },
  'DELETE /api/cms/faqs/:id': { params: IdParams, response: { 200: OkResponse, ...errors(400, 401, 403, 404) } },
} satisfies EndpointTable;
