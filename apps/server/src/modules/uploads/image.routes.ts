import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ImageParams, SignedFileQuery } from '@tawasul/contracts/uploads';
import { AppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { cacheHeaders, type AuthorizeFile } from './chat-file-access.ts';
import type { ImageService } from './image.service.ts';

/**
 * `GET /_image/{modifiers}/uploads/{id}`, e.g. `/_image/w_320,f_webp,q_80/uploads/…`. Every other path under
 * `/_image/` is a 404 of its own, so the web app's fallback never answers for it.
 */
export const imageRoutes: FastifyPluginAsyncZod<{ images: ImageService; authorize: AuthorizeFile }> = async (
  app,
  { images, authorize },
) => {
  app.get(
    '/_image/:modifiers/uploads/:id',
    {
      // Generous: browsers keep every answer for a year; the limit is for someone asking for endless variants.
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags: ['uploads'],
        summary: 'An uploaded image resized and re-encoded (modifiers f, fit, w, h, s, q, b; `_` for none)',
        params: ImageParams,
        // A chat's image takes the signed address's `exp` and `sig` here too (the signature covers the file).
        querystring: SignedFileQuery,
      },
    },
    async (request, reply) => {
      const { modifiers, id } = request.params;
      const image = await images.render(id, modifiers, requestLanguage(request), (upload) =>
        authorize(request, upload, request.query),
      );
      reply.headers({
        'content-type': image.mimeType,
        ...cacheHeaders(image.visibility),
        'x-content-type-options': 'nosniff',
        'x-image-cache': image.cache,
      });
      return reply.send(image.body);
    },
  );

  app.get('/_image/*', { schema: { hide: true } }, async () => {
    throw new AppError('UPLOAD_NOT_FOUND');
  });
};
