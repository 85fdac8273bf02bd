/**
 * What an upload may be, by kind (DESIGN.md section 8: the type is read from the bytes, never from the name). This file
 * holds no schema and imports none, so the widget's page may use its values without bringing Zod along
 * (`widget-contracts.test.ts` checks it).
 */
export const UPLOAD_KINDS = ['image', 'document', 'video'] as const;

const MB = 1024 * 1024;

export const UPLOAD_RULES = {
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
} as const satisfies Record<(typeof UPLOAD_KINDS)[number], { maxBytes: number; mimeTypes: readonly string[] }>;
