import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchemaValidationError,
} from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ERROR_CATALOG, formatMessage, type ErrorBody, type ErrorCode } from '@tawasul/contracts/errors';
import { renderValidationMessage, toValidationIssues } from '@tawasul/contracts/validation';
import { AppError, isAppError } from '../lib/app-error.ts';
import { databaseFailure } from '../lib/db-errors.ts';
import { requestLanguage } from '../lib/request-language.ts';

function send(request: FastifyRequest, reply: FastifyReply, error: AppError): FastifyReply {
  const language = requestLanguage(request);
  const definition = ERROR_CATALOG[error.code];
  const body: ErrorBody = {
    error: {
      code: error.code,
      message: formatMessage(definition[language], error.options.params),
      ...(error.options.details === undefined ? {} : { details: error.options.details }),
    },
  };
  if (error.options.headers) reply.headers(error.options.headers);
  return reply.status(definition.status).send(body);
}

/** fastify-type-provider-zod spreads each Zod issue over Fastify's validation shape; put it back together. */
function toZodIssue(item: FastifySchemaValidationError): z.core.$ZodIssue {
  const path = item.instancePath
    .split('/')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  return { ...item.params, code: item.keyword, message: item.message ?? '', path } as z.core.$ZodIssue;
}

/** How soon a client may retry while the database is out of reach. */
const RETRY_AFTER_SECONDS = 5;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  406: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

/** Turns every failure into `{ error: { code, message, details? } }`; a stack never reaches a client. */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (isAppError(error)) return send(request, reply, error);

    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map(toZodIssue);
      return send(
        request,
        reply,
        new AppError('VALIDATION_FAILED', { details: toValidationIssues(issues, requestLanguage(request)) }),
      );
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return send(request, reply, new AppError('INTERNAL_ERROR'));
    }

    const status = error.statusCode ?? 500;
    const code = STATUS_CODES[status];
    if (status < 500 && code) {
      // Fastify's own 4xx (unreadable body, wrong content type): say so in the reader's language.
      const details =
        code === 'VALIDATION_FAILED'
          ? [
              {
                path: [],
                key: 'validation.invalidBody',
                message: renderValidationMessage('validation.invalidBody', undefined, requestLanguage(request)),
              },
            ]
          : undefined;
      return send(request, reply, new AppError(code, { details }));
    }
    const database = databaseFailure(error);
    if (database === 'unavailable') {
      request.log.warn({ err: error }, 'database unavailable');
      return send(
        request,
        reply,
        new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': String(RETRY_AFTER_SECONDS) } }),
      );
    }
    if (database === 'client') {
      // Data the database cannot take (a value it refuses, a row past its size limit): the client's input.
      request.log.warn({ err: error }, 'the database refused the request data');
      return send(request, reply, new AppError('VALIDATION_FAILED'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(request, reply, new AppError('INTERNAL_ERROR'));
  });
});
