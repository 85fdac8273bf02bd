import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import { HttpError, toHttpError } from '../http/http-error.ts';

export interface UploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface SendUploadOptions extends UploadOptions {
  /** The shopper's bearer token in the widget; the back office sends its session cookie. */
  token?: string | null;
  /** The server's answer as an upload, or null when it is not one (the back office checks it with the schema). */
  read(body: unknown): UploadResponse | null;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `POST /api/uploads?kind=…` with the file in the multipart field `file`, for the back office and the widget. Zod-free:
 * the widget's page imports it. XMLHttpRequest rather than fetch: only it reports upload progress over HTTP/1.1.
 * Rejects with the same typed HttpError as the JSON client; never retried.
 */
export function sendUpload(
  file: File,
  kind: UploadKind,
  { token, onProgress, signal, read }: SendUploadOptions,
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
      if (request.status < 200 || request.status >= 300) return reject(toHttpError(request.status, body));
      const uploaded = read(body);
      if (!uploaded) return reject(new HttpError(request.status, 'UNKNOWN_ERROR', 'Unexpected upload answer'));
      onProgress?.(100);
      resolve(uploaded);
    });
    request.addEventListener('error', () => reject(new HttpError(0, 'NETWORK_ERROR', 'Network error')));
    request.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
}
