import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { controlCharacterPaths } from '@tawasul/contracts/text-fields';
import { renderValidationMessage } from '@tawasul/contracts/validation';
import { AppError } from '../lib/app-error.ts';
import { requestLanguage } from '../lib/request-language.ts';

/**
 * Refuses control characters (NUL and the other C0 controls but tab, LF and CR) in every path parameter, query and
 * body, before any route's own validation: 400 VALIDATION_FAILED naming each field. PostgreSQL would refuse NUL in
 * `text` as a server error, and nothing a person types holds the others (issue 16).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const paths = [
      ...controlCharacterPaths(request.params),
      ...controlCharacterPaths(request.query),
      ...(Buffer.isBuffer(request.body) ? [] : controlCharacterPaths(request.body)),
    ];
    if (paths.length === 0) return;
    const language = requestLanguage(request);
    const key = 'validation.controlCharacters';
    const message = renderValidationMessage(key, undefined, language);
    throw new AppError('VALIDATION_FAILED', { details: paths.map((path) => ({ path, key, message })) });
  });
});
