import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import { HttpError, toHttpError } from '../../lib/http/http-error.ts';

/** The contracts' UPLOAD_RULES, repeated so that the widget page carries no Zod (checked by widget-contracts.test.ts). */
const MB = 1024 * 1024;
export const WIDGET_UPLOAD_RULES: Record<UploadKind, { maxBytes: number; mimeTypes: readonly string[] }> = {
  image: { maxBytes: 10 * MB, mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] },
  document: {
    maxBytes: 10 * MB,
    mimeTypes: [
      'application/pdf',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.ms-powerpoint',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'text/plain',
      'text/csv',
    ],
  },
  video: { maxBytes: 200 * MB, mimeTypes: ['video/mp4', 'video/webm'] },
};

const KINDS: readonly UploadKind[] = ['image', 'document', 'video'];

const KIND_BY_EXTENSION: Record<string, UploadKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  xls: 'document',
  xlsx: 'document',
  ppt: 'document',
  pptx: 'document',
  txt: 'document',
  csv: 'document',
  mp4: 'video',
  webm: 'video',
};

/** `image`, `document` or `video` from the file's type (its extension when the browser gives none). */
export function uploadKindOf(file: File): UploadKind | null {
  if (file.type) return KINDS.find((kind) => WIDGET_UPLOAD_RULES[kind].mimeTypes.includes(file.type)) ?? null;
  return KIND_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

export const UPLOAD_ACCEPT = KINDS.flatMap((kind) => WIDGET_UPLOAD_RULES[kind].mimeTypes).join(',');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `POST /api/uploads?kind=…` (multipart field `file`) with the shopper's bearer token. XMLHttpRequest for its upload
 * progress; rejects with the same HttpError as the JSON client, and is never retried.
 */
export function uploadAttachment(
  file: File,
  kind: UploadKind,
  { token, onProgress, signal }: { token: string | null; onProgress?: (percent: number) => void; signal?: AbortSignal },
): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?kind=${kind}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300 && typeof body === 'object' && body && 'id' in body) {
        onProgress?.(100);
        resolve(body as UploadResponse);
      } else reject(toHttpError(request.status, body));
    });
    request.addEventListener('error', () => reject(new HttpError(0, 'NETWORK_ERROR', 'Network error')));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
