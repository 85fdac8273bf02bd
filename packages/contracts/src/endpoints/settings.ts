import { errors, type EndpointTable } from './endpoint.ts';
import { IdParams } from '../lists.ts';
import {
  BrandConfiguration,
  BrandGeneralSettings,
  GeneralSettingsQuery,
  GeneralSettingsResponse,
} from '../settings.ts';

/** The endpoints of `apps/server/src/modules/settings`. */
export const SETTINGS_ENDPOINTS = {
  'GET /api/settings/general': {
    querystring: GeneralSettingsQuery,
    response: { 200: GeneralSettingsResponse, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/settings/general': {
    querystring: GeneralSettingsQuery,
    body: BrandGeneralSettings,
    response: { 200: GeneralSettingsResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/brands/:id/configuration': {
    params: IdParams,
    response: { 200: BrandConfiguration, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/brands/:id/configuration': {
    params: IdParams,
    body: BrandConfiguration,
    response: { 200: BrandConfiguration, ...errors(400, 401, 403, 404) },
  },
} satisfies EndpointTable;
