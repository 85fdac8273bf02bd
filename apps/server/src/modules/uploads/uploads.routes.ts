import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse } from '@tawasul/contracts/system';
import { SignedFileQuery, UPLOAD_RULES, UploadIdParams, UploadQuery, UploadResponse } from '@tawasul/contracts/uploads';
import { renderValidationMessage } from '@tawasul/contracts/validation';
import { AppError, isAppError } from '../../lib/app-error.ts';
import { requestLanguage } from '../../lib/request-language.ts';
import { cleanFileName } from './file-name.ts';
import { cacheHeaders, type AuthorizeFile } from './chat-file-access.ts';
import { parseRange } from './http-range.ts';
import type { UploadRow, UploadsService } from './uploads.service.ts';

const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  403: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
};

/** `attachment; filename="..."` with an ASCII fallback and the real (often Arabic) name in RFC 5987 form. */
function contentDisposition(type: 'inline' | 'attachment', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

function contentType(upload: UploadRow): string {
  return upload.mimeType.startsWith('text/') ? `${upload.mimeType}; charset=utf-8` : upload.mimeType;
}

function fileRequired(request: FastifyRequest): AppError {
  const key = 'validation.required';
  const message = renderValidationMessage(key, undefined, requestLanguage(request));
  return new AppError('VALIDATION_FAILED', { details: [{ path: ['file'], key, message }] });
}

/** Busboy's own words for a body it cannot parse (its errors carry no code). */
const MULTIPART_ERRORS = /Boundary not found|Boundary required|unexpected end of multipart data|Malformed part header/i;
const isMultipartError = (error: unknown) => error instanceof Error && MULTIPART_ERRORS.test(error.message);

/** A multipart body that busboy cannot read to its end (truncated, no boundary, broken part headers): 400. */
function unreadableBody(request: FastifyRequest, cause: unknown): AppError {
  const key = 'validation.invalidBody';
  const message = renderValidationMessage(key, undefined, requestLanguage(request));
  return new AppError('VALIDATION_FAILED', {
    cause,
    details: [{ path: ['file'], key, message }],
    headers: { connection: 'close' },
  });
}

/** Who uploads: a signed-in person (staff, or a customer attaching to its chat) or a widget guest. */
export interface Uploader {
  userId: string | null;
  guestId: string | null;
}

/** `POST /api/uploads` and `GET /api/uploads/:id`. */
export const uploadsRoutes: FastifyPluginAsyncZod<{
  uploads: UploadsService;
  /** Reads the uploader from the session cookie or a guest's bearer token (refusing anyone else). */
  uploaderOf: (request: FastifyRequest) => Promise<Uploader>;
  /** Public files for anyone; a chat's files for its readers only (chat-file-access.ts). */
  authorize: AuthorizeFile;
}> = async (app, { uploads, uploaderOf, authorize }) => {
  app.post(
    '/api/uploads',
    {
      config: {
        rateLimit: {
          max: 60,
          timeWindow: '1 minute',
          // Per person, so colleagues behind one office address do not share a budget.
          keyGenerator: async (request: FastifyRequest) => {
            const uploader = await uploaderOf(request).catch(() => null);
            const who = uploader?.userId ?? uploader?.guestId;
            return who ? `upload:${who}` : `upload:${request.ip}`;
          },
        },
      },
      schema: {
        tags: ['uploads'],
        summary: 'Upload one file (multipart field `file`); its type is read from its bytes',
        consumes: ['multipart/form-data'],
        querystring: UploadQuery,
        response: { 201: UploadResponse, ...errors },
      },
    },
    async (request, reply) => {
      const uploader = await uploaderOf(request);
      const { kind } = request.query;
      const part = await request
        .file({
          // Our own count stops the upload at the limit; busboy's is only a backstop one byte later.
          limits: { files: 1, fileSize: UPLOAD_RULES[kind].maxBytes + 1 },
          throwFileSizeLimit: false,
        })
        .catch((error: unknown) => {
          throw isAppError(error) ? error : unreadableBody(request, error);
        });
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        throw fileRequired(request);
      }
      // A body cut off or garbled mid-file fails the part's stream: the client's request, not our storage.
      let bodyFailed = false;
      part.file.once('error', () => {
        bodyFailed = true;
      });
      const upload = await uploads
        .store({
          kind,
          originalName: part.filename,
          source: part.file,
          uploadedBy: uploader.userId,
          uploadedByGuestId: uploader.guestId,
        })
        .catch((error: unknown) => {
          throw !isAppError(error) && (bodyFailed || isMultipartError(error)) ? unreadableBody(request, error) : error;
        });
      return reply.status(201).send(uploads.toResponse(upload));
    },
  );

  app.get(
    '/api/uploads/:id',
    {
      schema: {
        tags: ['uploads'],
        summary:
          'An uploaded file: documents as downloads, images and video inline (with byte ranges). A chat file only ' +
          "for the chat's readers: a signed address (`exp`, `sig`) or a session that reads the chat",
        params: UploadIdParams,
        querystring: SignedFileQuery,
      },
    },
    async (request, reply) => {
      const upload = await uploads.find(request.params.id);
      if (!upload) throw new AppError('UPLOAD_NOT_FOUND');
      const visibility = await authorize(request, upload, request.query);
      const etag = `"${upload.id}"`;
      const cached = request.headers['if-none-match']?.split(',').some((tag) => tag.trim() === etag);
      const wanted = cached ? ({ type: 'whole' } as const) : parseRange(request.headers.range, upload.sizeBytes);
      if (wanted.type === 'unsatisfiable') {
        throw new AppError('UPLOAD_RANGE_NOT_SATISFIABLE', {
          headers: { 'content-range': `bytes */${upload.sizeBytes}` },
        });
      }

      reply.headers({
        'x-content-type-options': 'nosniff',
        // Ids never change and neither do the bytes behind them; public ones show on brands' own sites too.
        ...cacheHeaders(visibility),
        etag,
        'accept-ranges': 'bytes',
        'content-disposition': contentDisposition(
          upload.kind === 'document' ? 'attachment' : 'inline',
          cleanFileName(upload.originalName),
        ),
      });
      if (cached) return reply.status(304).send();

      const range = wanted.type === 'part' ? wanted.range : undefined;
      const stream = await uploads.open(upload, range);
      reply.header('content-type', contentType(upload));
      if (range) {
        reply.status(206);
        reply.header('content-range', `bytes ${range.start}-${range.end}/${upload.sizeBytes}`);
        reply.header('content-length', range.end - range.start + 1);
      } else {
        reply.header('content-length', upload.sizeBytes);
      }
      return reply.send(stream);
    },
  );
};
