import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { UploadsService } from '../../modules/uploads/uploads.service.ts';

const LOGO_SIZE = 512;
const BANNER = { width: 1536, height: 512 };

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace('#', ''), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

/**
 * The demo brands' glyphs on a 512 × 512 canvas, in the brand's colour (`currentColor`): a palm for Nakheel, a crescent
 * for Qamar, a speech bubble for any other. Shapes only, no text (so no font is needed).
 */
const GLYPHS: Record<string, string> = {
  nakheel: `<path d="M256 440 C 270 370, 270 300, 256 230" fill="none" stroke="currentColor" stroke-width="40"
      stroke-linecap="round"/>
    <path d="M256 226 Q 164 110 64 250 Q 164 196 256 226 Z"/>
    <path d="M256 226 Q 348 110 448 250 Q 348 196 256 226 Z"/>
    <path d="M256 226 Q 200 76 104 92 Q 196 140 256 226 Z"/>
    <path d="M256 226 Q 312 76 408 92 Q 316 140 256 226 Z"/>`,
  qamar: `<mask id="cut"><rect width="512" height="512" fill="#fff"/><circle cx="318" cy="214" r="134" fill="#000"/></mask>
    <circle cx="248" cy="264" r="164" mask="url(#cut)"/>
    <path d="M380 130 l14 30 30 14 -30 14 -14 30 -14 -30 -30 -14 30 -14 Z"/>`,
};
const BUBBLE = `<rect x="104" y="120" width="304" height="224" rx="64"/><path d="M168 320 L152 408 L264 328 Z"/>`;

/**
 * A demo brand's logo: its glyph in its primary colour on a white rounded tile, so it reads both on light pages and
 * on the widget's header (which is the primary colour).
 */
function logoPng(primary: string, key = ''): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 512 512">
    <rect width="512" height="512" rx="112" fill="#ffffff"/>
    <g color="${primary}" fill="currentColor">${GLYPHS[key] ?? BUBBLE}</g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A wide banner fading from the primary to the secondary colour. */
function bannerPng(primary: string, secondary: string): Promise<Buffer> {
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
    logoUploadId: await store(`${brand.key}-logo.png`, await logoPng(brand.primaryColor, brand.key)),
    bannerUploadIds: [
      await store(`${brand.key}-banner.png`, await bannerPng(brand.primaryColor, brand.secondaryColor)),
    ],
  };
}
