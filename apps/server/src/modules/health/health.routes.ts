import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { HealthResponse } from '@tawasul/contracts/system';
import type { DatabaseHandle } from '../../db/client.ts';

/**
 * `GET /api/health`: 200 when the database answers, 503 when it does not (within 2 s). Redis away is `degraded`
 * but still 200: the node serves without it (decision 017).
 */
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
      // Side by side, each bounded: the database's ping by its 2 s timeout, Redis's by its 1 s command timeout (and
      // at once while it is disconnected: lib/redis.ts).
      const [databaseUp, redisState] = await Promise.all([
        database.ping().then(
          () => true,
          () => false,
        ),
        redis
          ? redis.ping().then(
              () => 'ok' as const,
              () => 'down' as const,
            )
          : ('off' as const),
      ]);
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
