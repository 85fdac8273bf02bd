import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import { isHttpError } from '../../lib/http/http-error.ts';
import { useWidget } from '../app/widget-context.tsx';
import { MESSAGE_MAX_ATTACHMENTS } from './limits.ts';
import { uploadAttachment, uploadKindOf, WIDGET_UPLOAD_RULES } from './upload-attachment.ts';

/** A translation key and its values, rendered when shown. */
export interface AttachmentProblem {
  key: string;
  params?: Record<string, string | number>;
}

export interface AttachmentItem {
  key: number;
  name: string;
  progress: number;
  uploaded: UploadResponse | null;
  problem: AttachmentProblem | null;
}

const MB = 1024 * 1024;
const tooLarge = (kind: UploadKind): AttachmentProblem => ({
  key: 'errors.UPLOAD_TOO_LARGE',
  params: { size: WIDGET_UPLOAD_RULES[kind].maxBytes / MB },
});

function problemOf(kind: UploadKind, error: unknown): AttachmentProblem {
  if (!isHttpError(error)) return { key: 'widget.clientErrors.UNKNOWN_ERROR' };
  if (error.code === 'UPLOAD_TOO_LARGE' || error.code === 'PAYLOAD_TOO_LARGE') return tooLarge(kind);
  if (error.code === 'NETWORK_ERROR' || error.code === 'UNKNOWN_ERROR')
    return { key: `widget.clientErrors.${error.code}` };
  return { key: `errors.${error.code}` };
}

/**
 * The files of the message being written: each is checked (type, the spec's size), then uploads at once with the
 * shopper's token. Removing one cancels its upload; at most MESSAGE_MAX_ATTACHMENTS go with one message.
 */
export function useAttachments() {
  const { session } = useWidget();
  const [items, setItems] = useState<AttachmentItem[]>([]);
  const nextKey = useRef(0);
  const controllers = useRef(new Map<number, AbortController>());
  const accepted = useRef(new Set<number>());

  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const patch = useCallback(
    (key: number, change: Partial<AttachmentItem>) =>
      setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item))),
    [],
  );

  const add = useCallback(
    (files: readonly File[]) => {
      const added: AttachmentItem[] = [];
      for (const file of files) {
        const key = nextKey.current++;
        const kind = uploadKindOf(file);
        let problem: AttachmentProblem | null = null;
        if (!kind) problem = { key: 'errors.UPLOAD_TYPE_NOT_ALLOWED' };
        else if (file.size > WIDGET_UPLOAD_RULES[kind].maxBytes) problem = tooLarge(kind);
        else if (accepted.current.size >= MESSAGE_MAX_ATTACHMENTS)
          problem = { key: 'widget.chat.tooManyFiles', params: { max: MESSAGE_MAX_ATTACHMENTS } };
        added.push({ key, name: file.name, progress: 0, uploaded: null, problem });
        if (problem || !kind) continue;
        accepted.current.add(key);
        const controller = new AbortController();
        controllers.current.set(key, controller);
        uploadAttachment(file, kind, {
          token: session.token(),
          signal: controller.signal,
          onProgress: (progress) => patch(key, { progress }),
        })
          .then((uploaded) => patch(key, { uploaded, progress: 100 }))
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            accepted.current.delete(key);
            patch(key, { problem: problemOf(kind, error), progress: 0 });
          })
          .finally(() => controllers.current.delete(key));
      }
      if (added.length > 0) setItems((current) => [...current, ...added]);
    },
    [patch, session],
  );

  const remove = useCallback((key: number) => {
    accepted.current.delete(key);
    controllers.current.get(key)?.abort();
    controllers.current.delete(key);
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  const clear = useCallback(() => {
    accepted.current.clear();
    setItems([]);
  }, []);

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
