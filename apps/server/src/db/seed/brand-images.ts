import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { UploadsService } from '../../modules/uploads/uploads.service.ts';

const LOGO_SIZE = 512;
const BANNER = { width: 1536, height: 512 };

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/** A square in the brand's primary colour. */
export function logoPng(primary: string): Promise<Buffer> {
  const [r, g, b] = rgb(primary);
  return sharp({ create: { width: LOGO_SIZE, height: LOGO_SIZE, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
}

/** A wide banner fading from the primary to the secondary colour. */
export function bannerPng(primary: string, secondary: string): Promise<Buffer> {
  const [from, to] = [rgb(primary), rgb(secondary)];
  const row = Buffer.alloc(BANNER.width * 3);
  for (let x = 0; x < BANNER.width; x++) {
    const share = x / (BANNER.width - 1);
    for (let channel = 0; channel < 3; channel++) {
      row[x * 3 + channel] = Math.round(from[channel]! + (to[channel]! - from[channel]!) * share);
    }
  }
  const pixels = Buffer.concat(Array.from({ length: BANNER.height }, () => row));
  return sharp(pixels, { raw: { width: BANNER.width, height: BANNER.height, channels: 3 } })
    .png()
    .toBuffer();
}

/** Stores a demo brand's logo and banner as uploads, so they are served and resized like any uploaded image. */
export async function storeBrandImages(
  uploads: UploadsService,
  brand: { key: string; primaryColor: string; secondaryColor: string },
): Promise<{ logoUploadId: string; bannerUploadIds: string[] }> {
  const store = async (name: string, bytes: Buffer) =>
    (await uploads.store({ kind: 'image', originalName: name, source: Readable.from([bytes]), uploadedBy: null })).id;
  return {
    logoUploadId: await store(`${brand.key}-logo.png`, await logoPng(brand.primaryColor)),
    bannerUploadIds: [
      await store(`${brand.key}-banner.png`, await bannerPng(brand.primaryColor, brand.secondaryColor)),
    ],
  };
}
