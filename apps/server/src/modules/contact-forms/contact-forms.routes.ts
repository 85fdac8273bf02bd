import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WidgetParams } from '@tawasul/contracts/brands';
import {
  CONTACT_SUBMIT_LIMIT,
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
} from '@tawasul/contracts/contact-forms';
import { IdParams } from '@tawasul/contracts/lists';
import { BACK_OFFICE_ROLES } from '@tawasul/contracts/roles';
import { ErrorResponse } from '@tawasul/contracts/system';
import type { Actor } from '../../lib/brand-scope.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { requireSession } from '../../plugins/session.ts';
import type { ContactFormsService } from './contact-forms.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };
const tags = ['contact-forms'];

const actor = async (request: FastifyRequest): Promise<Actor> =>
  (await requireSession(request, BACK_OFFICE_ROLES)).user;

/**
 * Contact form requests and settings (admins: every brand; brand managers: their own), and the public form the
 * widget and the site use.
 */
export const contactFormsRoutes: FastifyPluginAsyncZod<{ contactForms: ContactFormsService }> = async (
  app,
  { contactForms },
) => {
  app.get(
    '/api/contact-forms',
    {
      schema: {
        tags,
        summary: 'Contact requests, latest first, searchable, by brand, handled flag and time',
        querystring: ContactRequestListQuery,
        response: { 200: ContactRequestListResponse, ...errors },
      },
    },
    async (request) => contactForms.list(await actor(request), request.query),
  );

  app.get(
    '/api/contact-forms/:id',
    {
      schema: {
        tags,
        summary: 'A contact request',
        params: IdParams,
        response: { 200: ContactRequestResponse, ...errors },
      },
    },
    async (request) => contactForms.get(await actor(request), request.params.id),
  );

  app.patch(
    '/api/contact-forms/:id/handled',
    {
      schema: {
        tags,
        summary: 'Mark a contact request handled or not',
        params: IdParams,
        body: HandledBody,
        response: { 200: ContactRequestResponse, ...errors },
      },
    },
    async (request) => contactForms.setHandled(await actor(request), request.params.id, request.body.handled),
  );

  app.get(
    '/api/brands/:id/contact-form-settings',
    {
      schema: {
        tags,
        summary: "A brand's contact form texts and notification e-mail (defaults until saved)",
        params: IdParams,
        response: { 200: ContactFormSettingsResponse, ...errors },
      },
    },
    async (request) => contactForms.settings(await actor(request), request.params.id),
  );

  app.put(
    '/api/brands/:id/contact-form-settings',
    {
      schema: {
        tags,
        summary: "Save a brand's contact form texts and notification e-mail",
        params: IdParams,
        body: ContactFormSettingsInput,
        response: { 200: ContactFormSettingsResponse, ...errors },
      },
    },
    async (request) => contactForms.saveSettings(await actor(request), request.params.id, request.body),
  );

  app.get(
    '/api/public/brands/:widgetId/contact-form',
    {
      schema: {
        tags: ['public'],
        summary: "A brand's contact form texts in both languages, for the widget and the site",
        params: WidgetParams,
        response: { 200: PublicContactFormResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => contactForms.publicForm(request.params.widgetId),
  );

  app.post(
    '/api/public/brands/:widgetId/contact',
    {
      config: {
        rateLimit: {
          max: CONTACT_SUBMIT_LIMIT.max,
          timeWindow: `${CONTACT_SUBMIT_LIMIT.windowMinutes} minutes`,
          keyGenerator: (request: FastifyRequest) => `contact:${request.ip}`,
        },
      },
      schema: {
        tags: ['public'],
        summary: "Send a brand a contact request (stored, then e-mailed); answers the brand's success message",
        params: WidgetParams,
        querystring: ContactSubmitQuery,
        body: ContactSubmitInput,
        response: { 200: ContactSubmitResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request) =>
      contactForms.submit(request.params.widgetId, request.body, {
        language: request.query.lang ?? requestLanguage(request),
        ipAddress: request.ip,
      }),
  );
};
