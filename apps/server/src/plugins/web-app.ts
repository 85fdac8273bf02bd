import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { createAppPage, type AppPageOptions } from './app-page.ts';

/**
 * Headers that govern a document (what it may load, frame or open) and mean nothing on a script or a stylesheet. A
 * page loads dozens of built files over HTTP/1.1, where every header is sent in full: about 700 bytes each.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];
const IMMUTABLE_ASSET_HEADERS = [
  'etag',
  'last-modified',
  'accept-ranges',
  'access-control-allow-origin',
  'access-control-allow-credentials',
];

/**
 * Serves the built web app with an SPA fallback, so one process is the whole product. Unknown `/api/*` paths get
 * the JSON 404; every other unknown path gets `index.html` and the app's router shows its own 404 page.
 */
export const webAppPlugin = fp(async (app: FastifyInstance, options: AppPageOptions & { webDist: string }) => {
  const { webDist } = options;
  const hasWeb = existsSync(`${webDist}/index.html`);
  const appPage = hasWeb ? createAppPage(webDist, options) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build's `.br` and `.gz` copies (apps/web/vite-plugins/precompress.ts), chosen by Accept-Encoding, with Vary.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        // Hashed assets never change; everything else is checked on every load.
        reply.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/assets/')) return;
      for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      // Hashed and immutable: never revalidated nor fetched in ranges, and only ever loaded by our own pages (the
      // portals' CORS answer to a module script's Origin is of no use on a same-origin file).
      for (const name of IMMUTABLE_ASSET_HEADERS) reply.removeHeader(name);
      reply.header('vary', 'accept-encoding');
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname.startsWith('/api/') || pathname === '/api' || !appPage || request.method !== 'GET') {
      throw new AppError('ROUTE_NOT_FOUND');
    }
    if (/\.[a-z0-9]+$/i.test(pathname) && !pathname.endsWith('.html')) {
      // A missing asset must not answer with the HTML page.
      throw new AppError('NOT_FOUND');
    }
    return (
      reply
        .header('content-type', 'text/html; charset=utf-8')
        // It names the signed-in person (its start-up data): never kept by a shared cache.
        .header('cache-control', 'private, no-cache')
        .header('vary', 'cookie, accept-language')
        .send(await appPage(request))
    );
  });
});
