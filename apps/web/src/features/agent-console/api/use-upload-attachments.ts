import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { MESSAGE_MAX_ATTACHMENTS } from '@tawasul/contracts/chats';
import { isErrorCode } from '@tawasul/contracts/errors';
import { UPLOAD_RULES, UploadKind, type UploadResponse } from '@tawasul/contracts/uploads';
import { isHttpError } from '../../../lib/http/http-error.ts';
import { uploadFile } from '../../../lib/uploads/upload-file.ts';

/** A translation key and its values, rendered when shown so that it follows a language switch. */
export interface AttachmentProblem {
  key: string;
  params?: Record<string, string | number>;
}

/** A file the agent added to the message: uploading, uploaded, or refused. */
export interface AttachmentItem {
  key: number;
  name: string;
  kind: UploadKind | null;
  /** A local preview (object URL) of an image. */
  preview: string | null;
  progress: number;
  uploaded: UploadResponse | null;
  problem: AttachmentProblem | null;
}

const MB = 1024 * 1024;

/** Some systems give no MIME type for office files; the server reads the bytes anyway, this only picks the kind. */
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

/** `image`, `document` or `video` from the file's MIME type (its extension when the browser gives none). */
export function attachmentKindOf(file: File): UploadKind | null {
  if (file.type) {
    const kind = UploadKind.options.find((candidate) =>
      (UPLOAD_RULES[candidate].mimeTypes as readonly string[]).includes(file.type),
    );
    return kind ?? null;
  }
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return KIND_BY_EXTENSION[extension] ?? null;
}

/** Every type an attachment may have, for the file picker. */
export const ATTACHMENT_ACCEPT = UploadKind.options.flatMap((kind) => UPLOAD_RULES[kind].mimeTypes).join(',');

const tooLarge = (kind: UploadKind): AttachmentProblem => ({
  key: 'errors.UPLOAD_TOO_LARGE',
  params: { size: UPLOAD_RULES[kind].maxBytes / MB },
});

/** The checks of contracts, before anything is sent: a type we take and the spec's size limit. */
export function attachmentProblemOf(file: File, kind: UploadKind | null): AttachmentProblem | null {
  if (!kind) return { key: 'errors.UPLOAD_TYPE_NOT_ALLOWED' };
  if (file.size > UPLOAD_RULES[kind].maxBytes) return tooLarge(kind);
  return null;
}

function uploadProblemOf(kind: UploadKind, error: unknown): AttachmentProblem {
  if (!isHttpError(error)) return { key: 'common.clientErrors.UNKNOWN_ERROR' };
  if (error.code === 'UPLOAD_TOO_LARGE' || error.code === 'PAYLOAD_TOO_LARGE') return tooLarge(kind);
  return isErrorCode(error.code) ? { key: `errors.${error.code}` } : { key: `common.clientErrors.${error.code}` };
}

/**
 * The message's files: each one is checked, then uploads at once (`POST /api/uploads?kind=…`) with its progress.
 * Removing a file cancels its upload. At most MESSAGE_MAX_ATTACHMENTS files go with one message.
 */
export function useUploadAttachments() {
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const nextKey = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const previews = useRef(new Map<number, string>());
  /** The files that go with the message (uploading or uploaded), against the limit. */
  const accepted = useRef(new Set<number>());

  useEffect(() => {
    const running = controllers.current;
    const shown = previews.current;
    return () => {
      running.forEach((controller) => controller.abort());
      shown.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const patch = useCallback(
    (key: number, change: Partial<AttachmentItem>) =>
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
      const added: AttachmentItem[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const kind = attachmentKindOf(file);
        let problem = attachmentProblemOf(file, kind);
        if (!problem && accepted.current.size >= MESSAGE_MAX_ATTACHMENTS)
          problem = { key: 'agentConsole.composer.tooManyFiles', params: { max: MESSAGE_MAX_ATTACHMENTS } };
        const item: AttachmentItem = {
          key,
          name: file.name,
          kind,
          preview: null,
          progress: 0,
          uploaded: null,
          problem,
        };
        added.push(item);
        if (problem || !kind) continue;
        accepted.current.add(key);
        if (kind === 'image' && typeof URL.createObjectURL === 'function') {
          item.preview = URL.createObjectURL(file);
          previews.current.set(key, item.preview);
        }
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadFile(file, kind, { signal: controller.signal, onProgress: (progress) => patch(key, { progress }) })
          .then((uploaded) => patch(key, { uploaded, progress: 100 }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            accepted.current.delete(key);
            patch(key, { problem: uploadProblemOf(kind, error), progress: 0 });
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
