import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WidgetParams } from '@tawasul/contracts/brands';
import { directionOf } from '@tawasul/contracts/locale-registry';
import { ErrorResponse } from '@tawasul/contracts/system';
import { WidgetBootstrapResponse, WidgetFrameQuery, WidgetLauncherResponse } from '@tawasul/contracts/widget';
import { AppError } from '../../lib/app-error.ts';
import { CONTENT_SECURITY_DIRECTIVES } from '../../plugins/security.ts';
import { loadWidgetLoader } from './widget-loader.ts';
import type { WidgetService } from './widget.service.ts';

const tags = ['widget'];

export interface WidgetRoutesOptions {
  widget: WidgetService;
  /** Tawasul's own origins (the public URL and the portals'): their pages may always use any brand's widget. */
  ownOrigins: string[];
  /** The web build, holding the iframe app's page `widget.html`. */
  webDist: string;
}

/**
 * The shopper's side on a brand's store (decision 012): the loader script, the launcher data it fetches across
 * origins, the iframe app's page (framed only by the brand's allowed domains) and the app's brand data.
 */
export const widgetRoutes: FastifyPluginAsyncZod<WidgetRoutesOptions> = async (app, options) => {
  const { widget, ownOrigins, webDist } = options;
  const loader = loadWidgetLoader();
  const framePage = path.join(webDist, 'widget.html');

  const isOwnOrigin = (request: FastifyRequest, origin: string) =>
    ownOrigins.includes(origin) || origin === `${request.protocol}://${request.host}`;

  app.get(
    '/widget.js',
    {
      schema: { hide: true },
      // A store's page loads it with a plain <script>: a same-origin resource policy would block it.
      helmet: { crossOriginResourcePolicy: { policy: 'cross-origin' } },
    },
    async (request, reply) => {
      reply
        .header('content-type', 'text/javascript; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .header('etag', loader.etag)
        .header('vary', 'accept-encoding');
      const known = request.headers['if-none-match'];
      if (known && known.split(',').some((tag) => tag.trim().replace(/^W\//, '') === loader.etag.slice(2))) {
        return reply.code(304).send();
      }
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        return reply.header('content-encoding', 'gzip').send(loader.gzipped);
      }
      return reply.send(loader.source);
    },
  );

  app.get(
    '/api/public/widget/:widgetId/launcher',
    {
      schema: {
        tags,
        summary: 'What the loader needs to draw a brand’s chat button (cross-origin, for the brand’s own domains)',
        params: WidgetParams,
        response: { 200: WidgetLauncherResponse, 404: ErrorResponse },
      },
      // Not the portals' credentialed CORS: this route answers the brand's pages, GET only, without credentials.
      config: { cors: false },
    },
    async (request, reply) => {
      const origin = request.headers.origin;
      reply.header('vary', 'origin');
      const launcher = await widget.launcher(
        request.params.widgetId,
        origin,
        origin !== undefined && isOwnOrigin(request, origin),
      );
      if (origin) reply.header('access-control-allow-origin', origin);
      reply.header('cache-control', 'public, max-age=60');
      return launcher;
    },
  );

  app.get(
    '/api/public/brands/:widgetId/widget',
    {
      schema: {
        tags,
        summary: 'The iframe app’s brand data: name, images, colours, welcome messages, whether agents are online',
        params: WidgetParams,
        response: { 200: WidgetBootstrapResponse, 404: ErrorResponse },
      },
    },
    async (request, reply) => {
      // Brief, because agentsOnline changes: a burst of widget opens is absorbed, an agent's arrival shows soon.
      reply.header('cache-control', 'public, max-age=10');
      return widget.bootstrap(request.params.widgetId);
    },
  );

  app.get(
    '/widget',
    {
      schema: { hide: true },
      // Framed by the brand's stores: its own frame-ancestors below replace X-Frame-Options.
      helmet: { xFrameOptions: false, crossOriginResourcePolicy: { policy: 'cross-origin' } },
    },
    async (request, reply) => {
      if (!existsSync(framePage)) throw new AppError('ROUTE_NOT_FOUND');
      const id = WidgetFrameQuery.shape.id.safeParse((request.query as Record<string, unknown>).id);
      const frameAncestors = await widget.frameAncestors(id.success ? id.data : undefined);
      reply.helmet({ contentSecurityPolicy: { directives: { ...CONTENT_SECURITY_DIRECTIVES, frameAncestors } } });
      // The frame's language is in its address: the page is Arabic and right to left from its first byte.
      const language = (request.query as Record<string, unknown>).locale === 'ar' ? 'ar' : 'en';
      const html = (await readFile(framePage, 'utf8')).replace(
        /<html[^>]*>/,
        `<html lang="${language}" dir="${directionOf(language)}">`,
      );
      return reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    },
  );
};
