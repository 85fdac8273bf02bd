import { UploadResponse, type UploadKind } from '@tawasul/contracts/uploads';
import { HttpError, toHttpError } from '../http/http-error.ts';

export interface UploadOptions {
  /** 0–100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * `POST /api/uploads?kind=…` with the file in the multipart field `file`. XMLHttpRequest rather than fetch: only it
 * reports upload progress over HTTP/1.1. Rejects with the same typed HttpError as the JSON client; never retried.
 */
export function uploadFile(file: File, kind: UploadKind, { onProgress, signal }: UploadOptions = {}) {
  return new Promise<UploadResponse>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/uploads?kind=${kind}`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    request.addEventListener('load', () => {
      const body = parseJson(request.responseText);
      if (request.status >= 200 && request.status < 300) {
        const parsed = UploadResponse.safeParse(body);
        if (parsed.success) {
          onProgress?.(100);
          resolve(parsed.data);
        } else reject(new HttpError(request.status, 'UNKNOWN_ERROR', 'Unexpected upload answer'));
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
