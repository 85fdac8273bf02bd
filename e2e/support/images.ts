import { crc32, deflateSync } from 'node:zlib';
import type { Locator } from '@playwright/test';

export interface ImageFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
}

/**
 * A small real PNG (a few hundred bytes): the server types uploads by their bytes, so a journey needs actual images.
 * Two colours in diagonal stripes, so a preview that is cropped or mirrored shows it.
 */
export function stripedPng(
  name: string,
  { width, height }: { width: number; height: number },
  colours: readonly [[number, number, number], [number, number, number]],
): ImageFile {
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.from([0, ...Array.from({ length: width }, (_, x) => colours[Math.floor((x + y) / 8) % 2]!).flat()]),
  );
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // RGB
  const png = Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name, mimeType: 'image/png', buffer: png };
}

/** An upload field's dropzone: a button named by the field's label, then the words it shows. */
export const uploadZone = (within: Locator, label: string): Locator =>
  within.getByRole('button', { name: new RegExp(`^${label} `) });

/** Chooses files as a person does: a click on the dropzone opens the file picker, which gets the files. */
export async function pickFiles(dropzone: Locator, files: ImageFile[]): Promise<void> {
  const chooser = dropzone.page().waitForEvent('filechooser');
  await dropzone.click();
  await (await chooser).setFiles(files);
}
