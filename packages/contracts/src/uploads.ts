import { z } from 'zod';
import { UPLOAD_KINDS, UPLOAD_RULES } from './upload-rules.ts';

export const UploadKind = z.enum(UPLOAD_KINDS);
export type UploadKind = z.infer<typeof UploadKind>;

export { UPLOAD_RULES };

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

/** `GET /api/uploads/:id` and `GET /_image/:modifiers/uploads/:id`. */
export const UploadIdParams = z.object({ id: z.string() });
export const ImageParams = z.object({ modifiers: z.string(), id: z.string() });

/** The query of a signed address (`?exp=…&sig=…`); both optional, as public files need neither. */
export const SignedFileQuery = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});
export type SignedFileQuery = z.infer<typeof SignedFileQuery>;

/** Spec section 9: responsive image breakpoints (px), densities and placeholder. */
export const IMAGE_BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 } as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;

/**
 * The only sides (width or height, px) `/_image` renders: every breakpoint at densities 1 and 2, and the placeholder's
 * 10. With the qualities, fits, formats and backgrounds below, an image has a bounded number of variants (issue 16).
 */
export const IMAGE_SIDES: readonly number[] = [
  ...new Set([
    IMAGE_PLACEHOLDER.width,
    ...Object.values(IMAGE_BREAKPOINTS).flatMap((side) => IMAGE_DENSITIES.map((density) => side * density)),
  ]),
].sort((a, b) => a - b);
export const IMAGE_QUALITIES = [IMAGE_PLACEHOLDER.quality, 75, 80, 90, 100] as const;
/** Flattening colours (hex without `#`). */
export const IMAGE_BACKGROUNDS = ['ffffff', '000000'] as const;

const side = z.coerce.number().pipe(z.literal(IMAGE_SIDES));

/** The image optimisation path's modifiers (spec section 7), within the bounded sets above. */
export const ImageModifiers = z.object({
  format: z.enum(['webp', 'avif', 'jpeg', 'png']).optional(),
  fit: z.enum(['cover', 'contain', 'fill', 'inside', 'outside']).optional(),
  width: side.optional(),
  height: side.optional(),
  /** `WIDTHxHEIGHT`, a shorthand for width and height. */
  resize: z
    .string()
    .regex(/^\d{1,4}x\d{1,4}$/)
    .refine((value) => value.split('x').every((part) => IMAGE_SIDES.includes(Number(part))), {
      error: 'validation.invalid',
    })
    .optional(),
  quality: z.coerce.number().pipe(z.literal(IMAGE_QUALITIES)).optional(),
  background: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(z.enum(IMAGE_BACKGROUNDS))
    .optional(),
});
export type ImageModifiers = z.infer<typeof ImageModifiers>;
