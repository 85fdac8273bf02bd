import { Readable } from 'node:stream';
import type { LightMyRequestResponse } from 'fastify';
import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import type { TestApp } from './test-app.ts';

export interface FilePart {
  bytes: Buffer;
  name: string;
  /** What the browser claims; the server must not believe it. */
  type?: string;
  field?: string;
}

/** A multipart body as a browser's FormData makes it. */
export async function multipart(file: FilePart): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  form.append(
    file.field ?? 'file',
    new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
    file.name,
  );
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get('content-type')! };
}

/** `POST /api/uploads?kind=…` with one file. */
export async function upload(
  t: TestApp,
  cookie: string | undefined,
  kind: UploadKind | string,
  file: FilePart,
): Promise<LightMyRequestResponse> {
  const { payload, contentType } = await multipart(file);
  return t.request({
    method: 'POST',
    url: `/api/uploads?kind=${kind}`,
    payload,
    headers: { 'content-type': contentType },
    ...(cookie ? { cookie } : {}),
  });
}

/** Uploads and returns the stored upload, failing loudly when the server refuses. */
export async function uploaded(t: TestApp, cookie: string, kind: UploadKind, file: FilePart): Promise<UploadResponse> {
  const response = await upload(t, cookie, kind, file);
  if (response.statusCode !== 201) throw new Error(`upload answered ${response.statusCode}: ${response.body}`);
  return response.json() as UploadResponse;
}

/**
 * A multipart body of `size` bytes of file content, produced as it is read (nothing held in memory): `head` and
 * then zeros. For uploads too big to build as one buffer.
 */
export function streamedMultipart(head: Buffer, size: number, name: string) {
  const boundary = '----tawasul-test-boundary';
  const preamble = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const epilogue = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(1024 * 1024);
  async function* body() {
    yield preamble;
    yield head;
    let left = size - head.length;
    while (left > 0) {
      const piece = chunk.subarray(0, Math.min(chunk.length, left));
      left -= piece.length;
      yield piece;
    }
    yield epilogue;
  }
  return { payload: Readable.from(body()), contentType: `multipart/form-data; boundary=${boundary}` };
}
