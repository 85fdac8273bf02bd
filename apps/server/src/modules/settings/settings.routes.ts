import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '@tawasul/contracts/lists';
import { BACK_OFFICE_ROLES } from '@tawasul/contracts/roles';
import {
  BrandConfiguration,
  BrandGeneralSettings,
  GeneralSettingsQuery,
  GeneralSettingsResponse,
} from '@tawasul/contracts/settings';
import { ErrorResponse } from '@tawasul/contracts/system';
import { requireSession } from '../../plugins/session.ts';
import type { SettingsService } from './settings.service.ts';

const errors = { 400: ErrorResponse, 401: ErrorResponse, 403: ErrorResponse, 404: ErrorResponse };

/** General settings (`/admin/settings`) and a brand's configuration (`/admin/brand/configuration`). */
export const settingsRoutes: FastifyPluginAsyncZod<{ settingsService: SettingsService }> = async (
  app,
  { settingsService },
) => {
  app.get(
    '/api/settings/general',
    {
      schema: {
        tags: ['settings'],
        summary: "General settings: the platform defaults, or with brandId a brand's own and effective values",
        querystring: GeneralSettingsQuery,
        response: { 200: GeneralSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, BACK_OFFICE_ROLES);
      return settingsService.general(user, request.query.brandId);
    },
  );

  app.put(
    '/api/settings/general',
    {
      schema: {
        tags: ['settings'],
        summary: "Save general settings: every value for the platform; for a brand, null means the platform's",
        querystring: GeneralSettingsQuery,
        // GeneralSettings for the platform scope (the service refuses nulls there), BrandGeneralSettings for a brand.
        body: BrandGeneralSettings,
        response: { 200: GeneralSettingsResponse, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, BACK_OFFICE_ROLES);
      return settingsService.updateGeneral(user, request.query.brandId, request.body);
    },
  );

  app.get(
    '/api/brands/:id/configuration',
    {
      schema: {
        tags: ['settings'],
        summary: "A brand's preset messages, notification config and toggles (defaults until saved)",
        params: IdParams,
        response: { 200: BrandConfiguration, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, BACK_OFFICE_ROLES);
      return settingsService.configuration(user, request.params.id);
    },
  );

  app.put(
    '/api/brands/:id/configuration',
    {
      schema: {
        tags: ['settings'],
        summary: "Save a brand's configuration (at least one critical word)",
        params: IdParams,
        body: BrandConfiguration,
        response: { 200: BrandConfiguration, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireSession(request, BACK_OFFICE_ROLES);
      return settingsService.updateConfiguration(user, request.params.id, request.body);
    },
  );
};
