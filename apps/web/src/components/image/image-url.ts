import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES, IMAGE_PLACEHOLDER } from '@tawasul/contracts/uploads';

/** The modifiers of the image path (spec section 7), written `w_320,f_webp,q_80`. */
export interface ImageOptions {
  format?: 'webp' | 'avif' | 'jpeg' | 'png';
  fit?: 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
  width?: number;
  height?: number;
  quality?: number;
  /** Hex without `#`, used when transparency is flattened. */
  background?: string;
}

const MAX_SIDE = 4096;
const UPLOAD_URL = /\/api\/uploads\/([0-9a-f-]{36})(?:[/?#]|$)/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUploadId = (value: string | null | undefined): value is string => !!value && UUID.test(value);

/** The upload id inside a served file's address (`/api/uploads/{id}`), if it is one of ours. */
export function uploadIdFromUrl(url: string | null | undefined): string | null {
  return url ? (UPLOAD_URL.exec(url)?.[1] ?? null) : null;
}

export function imageUrl(uploadId: string, options: ImageOptions = {}): string {
  const parts = [
    options.format && `f_${options.format}`,
    options.fit && `fit_${options.fit}`,
    options.width && `w_${Math.min(MAX_SIDE, Math.round(options.width))}`,
    options.height && `h_${Math.min(MAX_SIDE, Math.round(options.height))}`,
    options.quality && `q_${options.quality}`,
    options.background && `b_${options.background.replace('#', '')}`,
  ].filter(Boolean);
  return `/_image/${parts.length ? parts.join(',') : '_'}/uploads/${uploadId}`;
}

/** The 10×10 low-quality picture shown (blurred by CSS) until the real one has loaded. */
export function placeholderUrl(uploadId: string): string {
  const { width, height, quality } = IMAGE_PLACEHOLDER;
  return imageUrl(uploadId, { format: 'webp', fit: 'cover', width, height, quality });
}

/**
 * `srcset` for an image shown at a fixed CSS width: one candidate per density (1x, 2x). Without a width, one
 * candidate per breakpoint and density (xs 320 … xxl 1536, ×1 and ×2), described by width for `sizes`.
 */
export function imageSrcSet(
  uploadId: string,
  { width, height, ...rest }: ImageOptions & { width?: number; height?: number },
): string {
  const options = { format: 'webp' as const, ...rest };
  if (width) {
    return IMAGE_DENSITIES.map(
      (density) =>
        `${imageUrl(uploadId, { ...options, width: width * density, ...(height ? { height: height * density } : {}) })} ${density}x`,
    ).join(', ');
  }
  const widths = [
    ...new Set(
      Object.values(IMAGE_BREAKPOINTS).flatMap((breakpoint) =>
        IMAGE_DENSITIES.map((density) => Math.min(MAX_SIDE, breakpoint * density)),
      ),
    ),
  ].sort((a, b) => a - b);
  return widths.map((w) => `${imageUrl(uploadId, { ...options, width: w })} ${w}w`).join(', ');
}
