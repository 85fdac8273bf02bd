import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

/**
 * Serves the built web app with an SPA fallback, so one process is the whole product. Unknown `/api/*` paths get
 * the JSON 404; every other unknown path gets `index.html` and the app's router shows its own 404 page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, { webDist }: { webDist: string }) => {
  const hasWeb = existsSync(`${webDist}/index.html`);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; everything else is checked on every load.
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !hasWeb || request.method !== 'GET') {
      throw new AppError('ROUTE_NOT_FOUND');
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      // A missing asset must not answer with the HTML page.
      throw new AppError('NOT_FOUND');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
});
