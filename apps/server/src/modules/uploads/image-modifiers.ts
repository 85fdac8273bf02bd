import { ImageModifiers } from '@tawasul/contracts/uploads';
import { renderValidationMessage, toValidationIssues, type ValidationKey } from '@tawasul/contracts/validation';
import type { ValidationIssue } from '@tawasul/contracts/errors';
import { AppError } from '../../lib/app-error.ts';

/** Short and long names of the modifiers in the path (`w_320,f_webp` or `width_320,format_webp`). */
const NAMES: Record<string, keyof ImageModifiers> = {
  f: 'format',
  format: 'format',
  fit: 'fit',
  w: 'width',
  width: 'width',
  h: 'height',
  height: 'height',
  s: 'resize',
  resize: 'resize',
  q: 'quality',
  quality: 'quality',
  b: 'background',
  background: 'background',
};

type OutputFormat = 'webp' | 'avif' | 'jpeg' | 'png' | 'gif';

/** What to do to an image, with every shorthand resolved. */
export interface ImageRecipe {
  format: OutputFormat;
  fit: NonNullable<ImageModifiers['fit']>;
  width: number | undefined;
  height: number | undefined;
  quality: number | undefined;
  background: string | undefined;
  /** The recipe written one way only: the cache file's name. */
  key: string;
}

function invalid(path: string, key: ValidationKey, language: 'en' | 'ar', params?: Record<string, string>) {
  const issue: ValidationIssue = {
    path: [path],
    key,
    ...(params ? { params } : {}),
    message: renderValidationMessage(key, params, language),
  };
  return new AppError('VALIDATION_FAILED', { details: [issue] });
}

/**
 * Reads `_` (nothing) or `name_value,name_value`; a bad modifier, or a value outside the bounded sets of the contracts
 * (`IMAGE_SIDES`, `IMAGE_QUALITIES`, `IMAGE_BACKGROUNDS`), is a VALIDATION_FAILED naming it.
 */
export function parseModifiers(segment: string, language: 'en' | 'ar' = 'en'): ImageModifiers {
  if (segment === '_') return {};
  const raw: Record<string, string> = {};
  for (const part of segment.split(',')) {
    const separator = part.indexOf('_');
    const name = NAMES[separator > 0 ? part.slice(0, separator) : part];
    if (!name || separator < 0) throw invalid(part, 'validation.unknownKeys', language, { keys: part });
    if (name in raw) throw invalid(name, 'validation.invalid', language);
    raw[name] = part.slice(separator + 1);
  }
  const parsed = ImageModifiers.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { details: toValidationIssues(parsed.error.issues, language) });
  }
  return parsed.data;
}

const FORMAT_OF_MIME: Record<string, OutputFormat> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The modifiers applied to an image of `sourceMimeType`: defaults filled in, and only what changes the result kept. */
export function toRecipe(modifiers: ImageModifiers, sourceMimeType: string): ImageRecipe {
  const [resizeWidth, resizeHeight] = modifiers.resize?.split('x').map(Number) ?? [];
  // An explicit width or height wins over the `resize` shorthand.
  const width = modifiers.width ?? resizeWidth;
  const height = modifiers.height ?? resizeHeight;
  const format = modifiers.format ?? FORMAT_OF_MIME[sourceMimeType] ?? 'png';
  const fit = modifiers.fit ?? 'cover';
  const lossy = format === 'webp' || format === 'avif' || format === 'jpeg';
  const quality = lossy ? modifiers.quality : undefined;
  const background = modifiers.background?.toLowerCase();
  const key = [
    `f_${format}`,
    // With one side only the picture keeps its proportions whatever the fit: one variant, not five.
    width && height ? `fit_${fit}` : '',
    width ? `w_${width}` : '',
    height ? `h_${height}` : '',
    quality ? `q_${quality}` : '',
    background ? `b_${background}` : '',
  ]
    .filter(Boolean)
    .join(',');
  return { format, fit, width, height, quality, background, key };
}
