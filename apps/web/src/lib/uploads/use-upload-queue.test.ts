import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import { HttpError } from '../http/http-error.ts';
import { useUploadQueue, type UploadQueueOptions } from './use-upload-queue.ts';

const MB = 1024 * 1024;
const RULES = {
  image: { maxBytes: 1 * MB, mimeTypes: ['image/png'] },
  document: { maxBytes: 2 * MB, mimeTypes: ['application/pdf'] },
  video: { maxBytes: 3 * MB, mimeTypes: ['video/mp4'] },
};

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

/** The server's side of each upload, answered by the test: its progress, its reply or its refusal. */
function uploads() {
  const requests: {
    name: string;
    signal: AbortSignal;
    progress: (percent: number) => void;
    reply: () => void;
    refuse: (error: unknown) => void;
  }[] = [];
  const upload: UploadQueueOptions['upload'] = (picked, kind: UploadKind, { signal, onProgress }) =>
    new Promise<UploadResponse>((resolve, reject) => {
      requests.push({
        name: picked.name,
        signal,
        progress: onProgress,
        reply: () =>
          resolve({
            id: `upload-${picked.name}`,
            kind,
            url: `/uploads/${picked.name}`,
            originalName: picked.name,
            mimeType: picked.type,
            sizeBytes: picked.size,
            width: null,
            height: null,
          }),
        refuse: reject,
      });
    });
  return { requests, upload };
}

function renderQueue(upload: UploadQueueOptions['upload'], maxFiles = 2) {
  return renderHook(() =>
    useUploadQueue({
      rules: RULES,
      maxFiles,
      tooManyKey: 'surface.tooManyFiles',
      clientErrorKeys: {
        NETWORK_ERROR: 'surface.clientErrors.NETWORK_ERROR',
        UNKNOWN_ERROR: 'surface.clientErrors.UNKNOWN_ERROR',
      },
      previews: false,
      upload,
    }),
  );
}

describe('the files of a message being written', () => {
  it('refuses a type, a size and a file over the limit before sending anything', () => {
    const server = uploads();
    const { result } = renderQueue(server.upload, 1);
    act(() =>
      result.current.add([
        file('song.mp3', 'audio/mpeg'),
        file('big.png', 'image/png', 2 * MB),
        file('invoice.pdf', 'application/pdf'),
        file('second.pdf', 'application/pdf'),
      ]),
    );
    expect(result.current.items.map((item) => item.problem)).toEqual([
      { key: 'errors.UPLOAD_TYPE_NOT_ALLOWED' },
      { key: 'errors.UPLOAD_TOO_LARGE', params: { size: 1 } },
      null,
      { key: 'surface.tooManyFiles', params: { max: 1 } },
    ]);
    expect(server.requests.map((request) => request.name)).toEqual(['invoice.pdf']);
    expect(result.current.uploading).toBe(true);
  });

  it('shows the progress, then offers the uploaded file for the message, and forgets it once sent', async () => {
    const server = uploads();
    const { result } = renderQueue(server.upload);
    act(() => result.current.add([file('invoice.pdf', 'application/pdf')]));
    act(() => server.requests[0]!.progress(40));
    expect(result.current.items[0]!.progress).toBe(40);
    await act(async () => server.requests[0]!.reply());
    expect(result.current.uploading).toBe(false);
    expect(result.current.uploaded.map((upload) => upload.id)).toEqual(['upload-invoice.pdf']);
    act(() => result.current.clear());
    expect(result.current.items).toEqual([]);
  });

  it('says why the server refused a file in the surface’s words, and frees its place', async () => {
    const server = uploads();
    const { result } = renderQueue(server.upload, 1);
    act(() => result.current.add([file('a.pdf', 'application/pdf')]));
    await act(async () => server.requests[0]!.refuse(new HttpError(0, 'NETWORK_ERROR', 'Network error')));
    expect(result.current.items[0]!.problem).toEqual({ key: 'surface.clientErrors.NETWORK_ERROR' });
    act(() => result.current.add([file('b.pdf', 'application/pdf')]));
    await act(async () => server.requests[1]!.refuse(new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Too large')));
    expect(result.current.items[1]!.problem).toEqual({ key: 'errors.UPLOAD_TOO_LARGE', params: { size: 2 } });
    act(() => result.current.add([file('c.pdf', 'application/pdf')]));
    await act(async () => server.requests[2]!.refuse(new HttpError(403, 'FORBIDDEN', 'No')));
    expect(result.current.items[2]!.problem).toEqual({ key: 'errors.FORBIDDEN' });
  });

  it('cancels the upload of a file removed before it finished', () => {
    const server = uploads();
    const { result } = renderQueue(server.upload);
    act(() => result.current.add([file('invoice.pdf', 'application/pdf')]));
    act(() => result.current.remove(result.current.items[0]!.key));
    expect(server.requests[0]!.signal.aborted).toBe(true);
    expect(result.current.items).toEqual([]);
  });
});
