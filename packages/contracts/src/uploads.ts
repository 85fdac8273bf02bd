import { z } from 'zod';

export const UploadKind = z.enum(['image', 'document', 'video']);
export type UploadKind = z.infer<typeof UploadKind>;

const MB = 1024 * 1024;

/** DESIGN.md section 8: the type is read from the bytes, never from the name. */
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
} as const satisfies Record<UploadKind, { maxBytes: number; mimeTypes: readonly string[] }>;

export const UploadResponse = z.object({
  id: z.uuid(),
  kind: UploadKind,
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  originalName: z.string(),
  /** Where the file is served: `/api/uploads/{id}` (documents download as attachments). */
  url: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadResponse = z.infer<typeof UploadResponse>;

/** `POST /api/uploads?kind=image` (multipart, one file in the field `file`). */
export const UploadQuery = z.object({ kind: UploadKind });

/** The image optimisation path's modifiers (spec section 7). */
export const ImageModifiers = z.object({
  format: z.enum(['webp', 'avif', 'jpeg', 'png']).optional(),
  fit: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']).optional(),
  width: z.coerce.number().int().min(1).max(4096).optional(),
  height: z.coerce.number().int().min(1).max(4096).optional(),
  /** `WIDTHxHEIGHT`, a shorthand for width and height. */
  resize: z
    .string()
    .regex(/^\d{1,4}x\d{1,4}$/)
    .optional(),
  quality: z.coerce.number().int().min(1).max(100).optional(),
  /** A hex colour without `#`, used when flattening transparency. */
  background: z
    .string()
    .regex(/^[0-9a-fA-F]{6}$/)
    .optional(),
});
export type ImageModifiers = z.infer<typeof ImageModifiers>;

/** Spec section 9: responsive image breakpoints (px), densities and placeholder. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;
