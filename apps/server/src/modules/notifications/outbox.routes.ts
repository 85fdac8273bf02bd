import { isIP } from 'node:net';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { OutboxQuery, OutboxResponse } from '@tawasul/contracts/system';
import type { OutboxRepo } from './outbox.repo.ts';

/** Whether a caller's address is this machine's (127.0.0.0/8, ::1, or IPv4-mapped 127.x). */
function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/**
 * `GET /api/dev/outbox`: messages kept instead of sent (every one-time code and reset link), latest first. Registered
 * only when `DEV_OUTBOX` is set outside production, and answered only to callers on this machine; anyone else is
 * told the address does not exist.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{ outbox: OutboxRepo }> = async (app, { outbox }) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'E-mails and SMS kept in the development outbox',
        querystring: OutboxQuery,
        response: { 200: OutboxResponse },
      },
    },
    async (request) => {
      if (!isLoopback(request.ip)) throw new AppError('ROUTE_NOT_FOUND');
      const rows = await outbox.list(request.query);
      return { items: rows.map((row) => ({ ...row, id: row.id, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
