import { errors, type EndpointTable } from './endpoint.ts';
import { WidgetParams } from '../brands.ts';
import {
  ContactFormSettingsInput,
  ContactFormSettingsResponse,
  ContactRequestListQuery,
  ContactRequestListResponse,
  ContactRequestResponse,
  ContactSubmitInput,
  ContactSubmitQuery,
  ContactSubmitResponse,
  HandledBody,
  PublicContactFormResponse,
} from '../contact-forms.ts';
import { IdParams } from '../lists.ts';

/** The endpoints of `apps/server/src/modules/contact-forms`. */
export const CONTACT_FORMS_ENDPOINTS = {
  'GET /api/contact-forms': {
    querystring: ContactRequestListQuery,
    response: { 200: ContactRequestListResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/contact-forms/:id': {
    params: IdParams,
    response: { 200: ContactRequestResponse, ...errors(400, 401, 403, 404) },
  },
  'PATCH /api/contact-forms/:id/handled': {
    params: IdParams,
    body: HandledBody,
    response: { 200: ContactRequestResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/brands/:id/contact-form-settings': {
    params: IdParams,
    response: { 200: ContactFormSettingsResponse, ...errors(400, 401, 403, 404) },
  },
  'PUT /api/brands/:id/contact-form-settings': {
    params: IdParams,
    body: ContactFormSettingsInput,
    response: { 200: ContactFormSettingsResponse, ...errors(400, 401, 403, 404) },
  },
  'GET /api/public/brands/:widgetId/contact-form': {
    params: WidgetParams,
    response: { 200: PublicContactFormResponse, ...errors(400, 404) },
  },
  'POST /api/public/brands/:widgetId/contact': {
    params: WidgetParams,
    querystring: ContactSubmitQuery,
    body: ContactSubmitInput,
    response: { 200: ContactSubmitResponse, ...errors(400, 404, 429) },
  },
} satisfies EndpointTable;
