import { UploadResponse, type UploadKind } from '@tawasul/contracts/uploads';
import { sendUpload, type UploadOptions } from './send-upload.ts';

/** An upload from the back office (`sendUpload` with its session cookie), its answer checked with the schema. */
export function uploadFile(file: File, kind: UploadKind, options: UploadOptions = {}) {
  return sendUpload(file, kind, {
    ...options,
    read: (body) => {
      const parsed = UploadResponse.safeParse(body);
      return parsed.success ? parsed.data : null;
    },
  });
}
