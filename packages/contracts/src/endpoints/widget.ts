import { errors, type EndpointTable } from './endpoint.ts';
import { WidgetParams } from '../brands.ts';
import { WidgetBootstrapResponse, WidgetLauncherResponse } from '../widget.ts';

/** The endpoints of `apps/server/src/modules/widget`. */
export const WIDGET_ENDPOINTS = {
  'GET /api/public/widget/:widgetId/launcher': {
    params: WidgetParams,
    response: { 200: WidgetLauncherResponse, ...errors(404) },
  },
  'GET /api/public/brands/:widgetId/widget': {
    params: WidgetParams,
    response: { 200: WidgetBootstrapResponse, ...errors(404) },
  },
} satisfies EndpointTable;
