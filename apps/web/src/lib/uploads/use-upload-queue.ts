import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import { isHttpError } from '../http/http-error.ts';
import { uploadKindOf, type UploadTypes } from './upload-kind.ts';

/**
 * The files of a message being written, for the agent console's composer and the widget's. Types only from contracts:
 * the widget passes its Zod-free copy of the rules and its own request.
 */

/** A translation key and its values, rendered when shown so that it follows a language switch. */
export interface UploadProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** A file added to the message: uploading, uploaded, or refused. */
export interface UploadItem {
  key: number;
  name: string;
  kind: UploadKind | null;
  /** A local preview (object URL) of an image, when the surface shows them. */
  preview: string | null;
  progress: number;
  uploaded: UploadResponse | null;
  problem: UploadProblem | null;
}

type UploadRules = UploadTypes & Record<UploadKind, { maxBytes: number }>;

export interface UploadQueueOptions {
  /** The types and sizes we take: the contracts' UPLOAD_RULES, or the widget's copy of them. */
  rules: UploadRules;
  /** At most this many files go with one message. */
  maxFiles: number;
  /** The surface's words for "at most {max} files", and for our own two failures that never reached the server. */
  tooManyKey: string;
  clientErrorKeys: Record<'NETWORK_ERROR' | 'UNKNOWN_ERROR', string>;
  /** Local previews of pictures (the console shows them; the widget names the files only). */
  previews: boolean;
  /** The surface's request: `POST /api/uploads?kind=…` with its credentials, reporting progress, cancelled by `signal`. */
  upload(
    file: File,
    kind: UploadKind,
    options: { signal: AbortSignal; onProgress: (percent: number) => void },
  ): Promise<UploadResponse>;
}

const MB = 1024 * 1024;

/**
 * The message's files: each one is checked (a type we take, the spec's size, the number of files), then uploads at
 * once with its progress. Removing a file cancels its upload; `clear` after sending forgets them all.
 */
export function useUploadQueue(options: UploadQueueOptions) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const nextKey = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const previews = useRef(new Map<number, string>());
  /** The files that go with the message (uploading or uploaded), against the limit. */
  const accepted = useRef(new Set<number>());
  // The latest options (the widget's token may change): `add` stays the same function.
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      shown.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const patch = useCallback(
    (key: number, change: Partial<UploadItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const release = useCallback((key: number) => {
    accepted.current.delete(key);
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    const preview = previews.current.get(key);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(key);
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { rules, maxFiles, tooManyKey, clientErrorKeys, upload } = latest.current;
      const tooLarge = (kind: UploadKind): UploadProblem => ({
        key: 'errors.UPLOAD_TOO_LARGE',
        params: { size: rules[kind].maxBytes / MB },
      });
      const refusal = (kind: UploadKind, error: unknown): UploadProblem => {
        if (!isHttpError(error)) return { key: clientErrorKeys.UNKNOWN_ERROR };
        if (error.code === 'UPLOAD_TOO_LARGE' || error.code === 'PAYLOAD_TOO_LARGE') return tooLarge(kind);
        // Our own two codes for a failure that never reached the server; the rest are the server's.
        if (error.code === 'NETWORK_ERROR' || error.code === 'UNKNOWN_ERROR')
          return { key: clientErrorKeys[error.code] };
        return { key: `errors.${error.code}` };
      };
      const added: UploadItem[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const kind = uploadKindOf(file, rules);
        let problem: UploadProblem | null = null;
        if (!kind) problem = { key: 'errors.UPLOAD_TYPE_NOT_ALLOWED' };
        else if (file.size > rules[kind].maxBytes) problem = tooLarge(kind);
        else if (accepted.current.size >= maxFiles) problem = { key: tooManyKey, params: { max: maxFiles } };
        const item: UploadItem = { key, name: file.name, kind, preview: null, progress: 0, uploaded: null, problem };
        added.push(item);
        if (problem || !kind) continue;
        accepted.current.add(key);
        if (latest.current.previews && kind === 'image' && typeof URL.createObjectURL === 'function') {
          item.preview = URL.createObjectURL(file);
          previews.current.set(key, item.preview);
        }
        const controller = new AbortController();
        controllers.current.set(key, controller);
        upload(file, kind, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
          .then((uploaded) => patch(key, { uploaded, progress: 100 }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            accepted.current.delete(key);
            patch(key, { problem: refusal(kind, error), progress: 0 });
          })
          .finally(() => controllers.current.delete(key));
      }
      if (added.length > 0) setItems((current) => [...current, ...added]);
    },
    [patch],
  );

  const remove = useCallback(
    (key: number) => {
      release(key);
      setItems((current) => current.filter((candidate) => candidate.key !== key));
    },
    [release],
  );

  /** After sending: the files went with the message (their previews are no longer needed). */
  const clear = useCallback(() => {
    [...accepted.current, ...previews.current.keys()].forEach(release);
    setItems([]);
  }, [release]);

  return useMemo(
    () => ({
      items,
      add,
      remove,
      clear,
      uploaded: items.flatMap((item) => (item.uploaded && !item.problem ? [item.uploaded] : [])),
      uploading: items.some((item) => !item.uploaded && !item.problem),
    }),
    [items, add, remove, clear],
  );
}
