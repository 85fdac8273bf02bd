import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.ts';
import type { FileVisibility } from './chat-file-access.ts';
import { MAX_IMAGE_PIXELS } from './image-check.ts';
import { parseModifiers, toRecipe, type ImageRecipe } from './image-modifiers.ts';
import { isUuid, type UploadRow, type UploadsService } from './uploads.service.ts';

// What an upload may hold (checked when it was uploaded); older files past it are refused as unreadable.
const MAX_INPUT_PIXELS = MAX_IMAGE_PIXELS;

export interface RenderedImage {
  body: Buffer | Readable;
  mimeType: string;
  cache: 'hit' | 'miss';
  visibility: FileVisibility;
}

/**
 * The image optimisation path (spec section 7): an uploaded image, resized and re-encoded with sharp, kept on disk
 * by upload id and normalised modifiers so each variant is made once.
 */
export function createImageService({ uploads, cacheDir }: { uploads: UploadsService; cacheDir: string }) {
  // Two requests for a variant that is being made wait for the same work.
  const inProgress = new Map<string, Promise<Buffer>>();

  async function produce(upload: UploadRow, recipe: ImageRecipe, file: string): Promise<Buffer> {
    const source = await uploads.open(upload);
    const animatedSource = upload.mimeType === 'image/gif' || upload.mimeType === 'image/webp';
    const animated = animatedSource && (recipe.format === 'gif' || recipe.format === 'webp');
    let image = sharp({ autoOrient: true, animated, limitInputPixels: MAX_INPUT_PIXELS });
    let sourceFailed = false;
    source.on('error', (error) => {
      sourceFailed = true;
      image.destroy(error);
    });
    source.pipe(image);

    const background = recipe.background
      ? `#${recipe.background}`
      : recipe.format === 'jpeg'
        ? '#ffffff'
        : { r: 0, g: 0, b: 0, alpha: 0 };
    if (recipe.width || recipe.height) {
      // Never enlarged: a bigger copy of a small picture only costs bytes.
      image = image.resize({
        width: recipe.width,
        height: recipe.height,
        fit: recipe.fit,
        withoutEnlargement: true,
        background,
      });
    }
    if (recipe.background || recipe.format === 'jpeg') image = image.flatten({ background });
    const body = await image
      .toFormat(recipe.format, recipe.quality ? { quality: recipe.quality } : {})
      .toBuffer()
      .catch((error: unknown) => {
        // A picture that does not decode (stored before uploads were decoded whole) is the file's fault, not ours.
        throw sourceFailed ? error : new AppError('UPLOAD_IMAGE_UNREADABLE', { cause: error });
      });

    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
    try {
      await writeFile(partial, body);
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return body;
  }

  return {
    /** `id` and `modifiers` come straight from the path: anything but an uploaded image's id is not found. */
    async render(
      id: string,
      modifiers: string,
      language: 'en' | 'ar',
      /** Who may see it (throws for anyone else): public, or the reader of a chat it was sent in. */
      authorize: (upload: UploadRow) => Promise<FileVisibility>,
    ): Promise<RenderedImage> {
      if (!isUuid(id)) throw new AppError('UPLOAD_NOT_FOUND');
      const parsed = parseModifiers(modifiers, language);
      const upload = await uploads.find(id);
      if (!upload || upload.kind !== 'image') throw new AppError('UPLOAD_NOT_FOUND');
      const visibility = await authorize(upload);

      const recipe = toRecipe(parsed, upload.mimeType);
      const mimeType = `image/${recipe.format}`;
      // The name is made of the stored id and the normalised recipe ([a-z0-9_,]): it cannot leave the folder.
      const file = path.join(cacheDir, upload.id.slice(0, 2), upload.id, `${recipe.key}.${recipe.format}`);
      const cached = await open(file, 'r').catch(() => null);
      if (cached) return { body: cached.createReadStream(), mimeType, cache: 'hit', visibility };

      let job = inProgress.get(file);
      if (!job) {
        job = produce(upload, recipe, file).finally(() => inProgress.delete(file));
        inProgress.set(file, job);
      }
      return { body: await job, mimeType, cache: 'miss', visibility };
    },
  };
}
export type ImageService = ReturnType<typeof createImageService>;
