import type { UploadKind, UploadResponse } from '@tawasul/contracts/uploads';
import { sendUpload, type UploadOptions } from '../../lib/uploads/send-upload.ts';
import { acceptOf } from '../../lib/uploads/upload-kind.ts';

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

export const UPLOAD_ACCEPT = acceptOf(WIDGET_UPLOAD_RULES);

/** An upload from the widget (`sendUpload`) with the shopper's bearer token, its answer read by hand (no Zod here). */
export function uploadAttachment(file: File, kind: UploadKind, options: UploadOptions & { token: string | null }) {
  return sendUpload(file, kind, {
    ...options,
    read: (body) => (typeof body === 'object' && body && 'id' in body ? (body as UploadResponse) : null),
  });
}
