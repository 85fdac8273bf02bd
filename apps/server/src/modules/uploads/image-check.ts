import type { Readable } from 'node:stream';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../../lib/app-error.ts';

/** The most pixels an uploaded image may hold (all frames of an animation together): a 50-megapixel photo. */
export const MAX_IMAGE_PIXELS = 50_000_000;

const animatedTypes = new Set(['image/gif', 'image/webp']);

async function run<T>(source: Readable | null, decoder: Sharp, work: (image: Sharp) => Promise<T>): Promise<T> {
  if (!source) throw new AppError('UPLOAD_IMAGE_UNREADABLE');
  source.on('error', (error) => decoder.destroy(error));
  source.pipe(decoder);
  return work(decoder);
}

/**
 * Decodes a stored image whole, once, at upload (issue 16): refused if its header promises more than
 * `MAX_IMAGE_PIXELS` (before any pixel is decoded) or if any of it does not decode (a corrupt or truncated file with
 * the right first bytes). Returns its size as shown (EXIF orientation applied).
 */
export async function checkImage(
  open: () => Promise<Readable | null>,
  mimeType: string,
): Promise<{ width: number; height: number }> {
  const animated = animatedTypes.has(mimeType);
  const unreadable = (cause?: unknown) => new AppError('UPLOAD_IMAGE_UNREADABLE', { cause });
  const metadata = await run(await open(), sharp({ animated }), (image) => image.metadata()).catch((error) => {
    throw unreadable(error);
  });
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw unreadable();
  if (width * height > MAX_IMAGE_PIXELS) {
    throw new AppError('UPLOAD_IMAGE_TOO_MANY_PIXELS', { params: { megapixels: MAX_IMAGE_PIXELS / 1_000_000 } });
  }
  // Decoding to a thumbnail reads every pixel of every frame; libvips fails on any damage it meets.
  const decoder = sharp({ animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', sequentialRead: true });
  await run(await open(), decoder, (image) => image.resize(32, 32, { fit: 'inside' }).raw().toBuffer()).catch(
    (error: unknown) => {
      throw unreadable(error);
    },
  );
  return { width, height };
}
