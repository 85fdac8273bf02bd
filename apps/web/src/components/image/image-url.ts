import { IMAGE_BREAKPOINTS, IMAGE_DENSITIES, IMAGE_PLACEHOLDER, IMAGE_SIDES } from '@tawasul/contracts/uploads';

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

const UPLOAD_URL = /\/api\/uploads\/([0-9a-f-]{36})(?:[/?#]|$)/i;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUploadId = (value: string | null | undefined): value is string => !!value && UUID.test(value);

/** The upload id inside a served file's address (`/api/uploads/{id}`), if it is one of ours. */
export function uploadIdFromUrl(url: string | null | undefined): string | null {
  return url ? (UPLOAD_URL.exec(url)?.[1] ?? null) : null;
}

/**
 * The signature of a chat file's address (`?exp=…&sig=…`, decision 026), to ask the image path for its variants with:
 * the signature covers the file, whatever the size. Empty for public files.
 */
export function accessQuery(url: string | null | undefined): string {
  if (!url || !uploadIdFromUrl(url)) return '';
  const query = new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '');
  const exp = query.get('exp');
  const sig = query.get('sig');
  return exp && sig ? `?${new URLSearchParams({ exp, sig }).toString()}` : '';
}

/** The smallest side the image path renders that covers `px` (its largest when none does). */
function renderedSide(px: number): number {
  return IMAGE_SIDES.find((side) => side >= px) ?? IMAGE_SIDES[IMAGE_SIDES.length - 1]!;
}

/**
 * The server renders only the breakpoints × densities (and the placeholder's 10 px): a width is rounded up to one of
 * them, and a box (width and height) it does not render exactly is asked by width alone, the rest left to CSS
 * `object-fit`, which the image does anyway.
 */
export function imageUrl(uploadId: string, options: ImageOptions = {}, access = ''): string {
  const exactBox =
    options.width !== undefined &&
    options.height !== undefined &&
    IMAGE_SIDES.includes(options.width) &&
    IMAGE_SIDES.includes(options.height);
  const parts = [
    options.format && `f_${options.format}`,
    options.fit && `fit_${options.fit}`,
    options.width && `w_${renderedSide(options.width)}`,
    exactBox && `h_${options.height}`,
    options.quality && `q_${options.quality}`,
    options.background && `b_${options.background.replace('#', '')}`,
  ].filter(Boolean);
  return `/_image/${parts.length ? parts.join(',') : '_'}/uploads/${uploadId}${access}`;
}

/** The 10×10 low-quality picture shown (blurred by CSS) until the real one has loaded. */
export function placeholderUrl(uploadId: string, access = ''): string {
  const { width, height, quality } = IMAGE_PLACEHOLDER;
  return imageUrl(uploadId, { format: 'webp', fit: 'cover', width, height, quality }, access);
}

/**
 * `srcset` for an image shown at a fixed CSS width: one candidate per density (1x, 2x). Without a width, one
 * candidate per breakpoint and density (xs 320 … xxl 1536, ×1 and ×2), described by width for `sizes`.
 */
export function imageSrcSet(
  uploadId: string,
  { width, height, ...rest }: ImageOptions & { width?: number; height?: number },
  access = '',
): string {
  const options = { format: 'webp' as const, ...rest };
  if (width) {
    return IMAGE_DENSITIES.map(
      (density) =>
        `${imageUrl(uploadId, { ...options, width: width * density, ...(height ? { height: height * density } : {}) }, access)} ${density}x`,
    ).join(', ');
  }
  const widths = [
    ...new Set(
      Object.values(IMAGE_BREAKPOINTS).flatMap((breakpoint) => IMAGE_DENSITIES.map((density) => breakpoint * density)),
    ),
  ].sort((a, b) => a - b);
  return widths.map((w) => `${imageUrl(uploadId, { ...options, width: w }, access)} ${w}w`).join(', ');
}
