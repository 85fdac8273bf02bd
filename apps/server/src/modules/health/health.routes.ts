import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { HealthResponse } from '@tawasul/contracts/system';
import type { DatabaseHandle } from '../../db/client.ts';

/** `GET /api/health`: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; redis: Redis | undefined }> = async (
  app,
  { database, redis },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      const databaseUp = await database.ping().then(
        () => true,
        () => false,
      );
      const redisState = redis
        ? await redis.ping().then(
            () => 'ok' as const,
            () => 'down' as const,
          )
        : ('off' as const);
      const healthy = databaseUp && redisState !== 'down';
      reply.header('cache-control', 'no-store').status(databaseUp ? 200 : 503);
      return {
        status: healthy ? ('ok' as const) : ('degraded' as const),
        database: databaseUp ? ('ok' as const) : ('down' as const),
        databaseKind: database.kind,
        redis: redisState,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );
};
