import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Small real files of every kind the upload rules know, and a few look-alikes they must refuse. */

export function image(format: 'png' | 'jpeg' | 'gif' | 'webp', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 121, g: 80, b: 242, alpha: 1 } } })
    .toFormat(format)
    .toBuffer();
}

export const pdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/**
 * A zip with stored (uncompressed) entries. With `dataDescriptor` the sizes follow each entry's data, as streaming
 * zip writers do, so only the central directory at the end lists every name.
 */
function zip(entries: Record<string, string>, { dataDescriptor = false } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(text, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(dataDescriptor ? 0x08 : 0, 6);
    local.writeUInt32LE(dataDescriptor ? 0 : crc, 14);
    local.writeUInt32LE(dataDescriptor ? 0 : data.length, 18);
    local.writeUInt32LE(dataDescriptor ? 0 : data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const descriptor = Buffer.alloc(dataDescriptor ? 16 : 0);
    if (dataDescriptor) {
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      descriptor.writeUInt32LE(data.length, 8);
      descriptor.writeUInt32LE(data.length, 12);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(dataDescriptor ? 0x08 : 0, 8);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    const record = Buffer.concat([local, nameBytes, data, descriptor]);
    locals.push(record);
    centrals.push(Buffer.concat([central, nameBytes]));
    offset += record.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length, 8);
  end.writeUInt16LE(centrals.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>';

export const docx = (options?: { dataDescriptor?: boolean }) =>
  zip(
    {
      '[Content_Types].xml': CONTENT_TYPES,
      '_rels/.rels': '<Relationships/>',
      'word/document.xml': '<w:document/>',
    },
    options,
  );
export const xlsx = () => zip({ '[Content_Types].xml': CONTENT_TYPES, 'xl/workbook.xml': '<workbook/>' });
export const pptx = () => zip({ '[Content_Types].xml': CONTENT_TYPES, 'ppt/presentation.xml': '<p/>' });
export const plainZip = () => zip({ 'notes.txt': 'hello', 'setup.exe': 'MZ' });

/** A compound file (legacy Office layout) holding the named streams. */
export function ole(streams: string[]): Buffer {
  const header = Buffer.alloc(512);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header);
  const directory = Buffer.alloc(128 * (streams.length + 1));
  ['Root Entry', ...streams].forEach((name, i) => Buffer.from(`${name}\0`, 'utf16le').copy(directory, i * 128));
  return Buffer.concat([header, randomBytes(2048), directory]);
}

/** An mp4 (`ftyp` with the isom brand) followed by `extra` bytes of media data. */
export function mp4(extra = 4096, brand = 'isom'): Buffer {
  const ftyp = Buffer.alloc(24);
  ftyp.writeUInt32BE(24, 0);
  ftyp.write('ftyp', 4, 'latin1');
  ftyp.write(brand, 8, 'latin1');
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write(brand, 16, 'latin1');
  ftyp.write('mp41', 20, 'latin1');
  const mdat = Buffer.alloc(8);
  mdat.writeUInt32BE(8 + extra, 0);
  mdat.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdat, randomBytes(extra)]);
}

/** An EBML header naming `docType` (webm, or matroska for .mkv), then random bytes. */
export function ebml(docType: 'webm' | 'matroska' = 'webm', extra = 2048): Buffer {
  const type = Buffer.from(docType, 'latin1');
  const body = Buffer.concat([
    Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81, 0x04, 0x42, 0xf3, 0x81, 0x08]),
    Buffer.from([0x42, 0x82, 0x80 | type.length]),
    type,
    Buffer.from([0x42, 0x87, 0x81, 0x02, 0x42, 0x85, 0x81, 0x02]),
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body, randomBytes(extra)]);
}

/** A Windows program: `MZ` and random bytes. */
export const exe = () => Buffer.concat([Buffer.from('MZ', 'latin1'), randomBytes(4094)]);

export const text = (content = 'Order 1042 arrived damaged.\nالطلب وصل تالفًا.\n') => Buffer.from(content, 'utf8');

/** A PNG chunk: length, type, data and the CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG whose header says `width`×`height` (RGB, 8 bits) with a few bytes of pixel data: a decompression bomb's
 * shape, a few hundred bytes long, that only a reader that trusts the header would try to decode.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real PNG cut off halfway through its pixel data: the right first bytes, a broken rest. */
export async function truncatedPng(): Promise<Buffer> {
  const whole = await sharp({
    create: {
      width: 256,
      height: 256,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  return whole.subarray(0, Math.floor(whole.length / 2));
}
