import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import { sendUpload, type UploadOptions } from '../../lib/uploads/send-upload.ts';
import { acceptOf } from '../../lib/uploads/upload-kind.ts';
import { UPLOAD_RULES } from '@tawasul/contracts/upload-rules';

export const UPLOAD_ACCEPT = acceptOf(UPLOAD_RULES);

/** An upload from the widget (`sendUpload`) with the shopper's bearer token, its answer read by hand (no Zod here). */
export function uploadAttachment(file: File, kind: UploadKind, options: UploadOptions & { token: string | null }) {
  return sendUpload(file, kind, {
    ...options,
    read: (body) => (typeof body === 'object' && body && 'id' in body ? (body as UploadResponse) : null),
  });
}
