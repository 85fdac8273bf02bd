import { type EndpointTable } from './endpoint.ts';
import { HealthResponse } from '../system.ts';

/** The endpoints of `apps/server/src/modules/health`. */
export const HEALTH_ENDPOINTS = {
  'GET /api/health': { response: { 200: HealthResponse, 503: HealthResponse } },
} satisfies EndpointTable;
