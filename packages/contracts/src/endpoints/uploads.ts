import { errors, type EndpointTable } from './endpoint.ts';
import { ImageParams, SignedFileQuery, UploadIdParams, UploadQuery, UploadResponse } from '../uploads.ts';

/** The endpoints of `apps/server/src/modules/uploads`. */
export const UPLOADS_ENDPOINTS = {
  'POST /api/uploads': {
    querystring: UploadQuery,
    response: { 201: UploadResponse, ...errors(400, 401, 403, 413, 415, 429) },
  },
  'GET /api/uploads/:id': { params: UploadIdParams, querystring: SignedFileQuery },
  'GET /_image/:modifiers/uploads/:id': { params: ImageParams, querystring: SignedFileQuery },
} satisfies EndpointTable;
