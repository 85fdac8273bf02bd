import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxQuery, OutboxResponse } from '@tawasul/contracts/system';
import type { OutboxRepo } from './outbox.repo.ts';

/** `GET /api/dev/outbox`: messages kept instead of sent, latest first. Registered outside production only. */
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
      const rows = await outbox.list(request.query);
      return { items: rows.map((row) => ({ ...row, id: row.id, createdAt: row.createdAt.toISOString() })) };
    },
  );
};
