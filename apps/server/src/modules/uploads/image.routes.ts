import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import type { ImageService } from './image.service.ts';

/**
 * `GET /_image/{modifiers}/uploads/{id}`, e.g. `/_image/w_320,f_webp,q_80/uploads/…`. Every other path under
 * `/_image/` is a 404 of its own, so the web app's fallback never answers for it.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ImageService }> = async (app, { images }) => {
  app.get(
    '/_image/:modifiers/uploads/:id',
    {
      // Generous: browsers keep every answer for a year; the limit is for someone asking for endless variants.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image resized and re-encoded (modifiers f, fit, w, h, s, q, b; `_` for none)',
        params: z.object({ modifiers: z.string(), id: z.string() }),
      },
    },
    async (request, reply) => {
      const { modifiers, id } = request.params;
      const image = await images.render(id, modifiers, requestLanguage(request));
      reply.headers({
        'content-type': image.mimeType,
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
        'x-image-cache': image.cache,
      });
      return reply.send(image.body);
    },
  );

  app.get('/_image/*', { schema: { hide: true } }, async () => {
    throw new AppError('UPLOAD_NOT_FOUND');
  });
};
