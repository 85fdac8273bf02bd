import { type EndpointTable } from './endpoint.ts';
import { OutboxQuery, OutboxResponse } from '../system.ts';

/** The endpoints of `apps/server/src/modules/notifications`. */
export const NOTIFICATIONS_ENDPOINTS = {
  'GET /api/dev/outbox': { querystring: OutboxQuery, response: { 200: OutboxResponse } },
} satisfies EndpointTable;
