import { errors, type EndpointTable } from './endpoint.ts';
import { OkResponse } from '../auth.ts';
import { IdParams } from '../lists.ts';
import {
  AssignSallaInstallationBody,
  ChatOrdersResponse,
  ConnectionTestResponse,
  CsCartConnectionBody,
  OrderView,
  SallaAuthorizeResponse,
  SallaCallbackQuery,
  SallaInstallationListQuery,
  SallaInstallationListResponse,
  SallaInstallationParams,
  SallaWebhookResponse,
  ShopperOrderBrandsResponse,
  ShopperOrderListResponse,
  ShopperOrdersQuery,
  TrackOrderBody,
  WidgetIdParams,
} from '../orders.ts';

/** The endpoints of `apps/server/src/modules/orders`. */
export const ORDERS_ENDPOINTS = {
  'GET /api/brands/:id/salla/authorize': {
    params: IdParams,
    response: { 200: SallaAuthorizeResponse, ...errors(400, 401, 403, 404, 409, 422, 502, 503) },
  },
  'GET /api/integrations/salla/callback': { querystring: SallaCallbackQuery },
  'GET /api/integrations/salla/popup.js': {},
  'POST /api/integrations/salla/webhook': { response: { 200: SallaWebhookResponse, ...errors(400, 401, 503) } },
  'POST /api/brands/:id/cs-cart/test': {
    params: IdParams,
    body: CsCartConnectionBody,
    response: { 200: ConnectionTestResponse, ...errors(400, 401, 403, 404, 409, 422, 502, 503) },
  },
  'PUT /api/brands/:id/cs-cart': {
    params: IdParams,
    body: CsCartConnectionBody,
    response: { 200: ConnectionTestResponse, ...errors(400, 401, 403, 404, 409, 422, 502, 503) },
  },
  'GET /api/salla/installations': {
    querystring: SallaInstallationListQuery,
    response: { 200: SallaInstallationListResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/salla/installations/:merchantId/assign': {
    params: SallaInstallationParams,
    body: AssignSallaInstallationBody,
    response: { 200: OkResponse, ...errors(400, 401, 403, 404, 409) },
  },
  'POST /api/public/brands/:widgetId/orders/track': {
    params: WidgetIdParams,
    body: TrackOrderBody,
    response: { 200: OrderView, ...errors(400, 401, 403, 404, 409, 429, 502) },
  },
  'GET /api/shopper/orders': {
    querystring: ShopperOrdersQuery,
    response: { 200: ShopperOrderListResponse, ...errors(400, 401, 403, 404, 409, 429, 502) },
  },
  'GET /api/shopper/orders/brands': {
    response: { 200: ShopperOrderBrandsResponse, ...errors(400, 401, 403, 404, 409, 429, 502) },
  },
  'GET /api/chats/:id/orders': {
    params: IdParams,
    response: { 200: ChatOrdersResponse, ...errors(400, 401, 403, 404, 409, 429, 502) },
  },
} satisfies EndpointTable;
