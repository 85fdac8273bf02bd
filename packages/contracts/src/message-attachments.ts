import type { MessageAttachment } from './chats.ts';
import type { UploadResponse } from './uploads.ts';

// Types only: the widget's page imports this without Zod.

/** An uploaded file as it goes with a message: a canned case's files on the server, a sender's files in the clients. */
export const attachmentOf = (file: UploadResponse): MessageAttachment => ({
  kind: file.kind,
  uploadId: file.id,
  url: file.url,
  name: file.originalName,
  mimeType: file.mimeType,
  size: file.sizeBytes,
});
