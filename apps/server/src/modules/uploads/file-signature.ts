/**
 * What a file is, read from its bytes (DESIGN.md section 8): the name a browser sends is never trusted.
 * `sniffHead` looks at the first bytes; zip and OLE containers and plain text need more of the file, which
 * `upload-inspector.ts` collects while the upload streams by.
 */

export type HeadVerdict =
  /** The first bytes decide it. */
  | { type: 'known'; mimeType: string }
  /** A zip: an Office document only if its entry names say so. */
  | { type: 'zip' }
  /** An OLE compound file (legacy Office, but also installers): its stream names decide. */
  | { type: 'ole' }
  /** No signature: text if every byte is UTF-8 without NUL, otherwise refused. */
  | { type: 'unknown' };

/** Enough for every signature below, including an mp4 `ftyp` box with its compatible brands. */
export const HEAD_BYTES = 4096;

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, i) => head[offset + i] === byte);
const ascii = (head: Buffer, text: string, offset = 0) =>
  head.length >= offset + text.length && head.toString('latin1', offset, offset + text.length) === text;

// ISO base media files share `ftyp`: only these brands are mp4 video (HEIC/AVIF images and QuickTime are not).
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'iso8',
  'mp41',
  'mp42',
  'mp71',
  'avc1',
  'dash',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'NDAS',
  'f4v ',
]);
const NOT_MP4_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

function ftypBrand(head: Buffer): string {
  const boxSize = head.readUInt32BE(0);
  const major = head.toString('latin1', 8, 12);
  if (NOT_MP4_BRANDS.has(major) || major === 'qt  ' || major.startsWith('M4A') || major.startsWith('M4B')) {
    return 'application/octet-stream';
  }
  if (MP4_BRANDS.has(major)) return 'video/mp4';
  const end = Math.min(boxSize, head.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    const compatible = head.toString('latin1', offset, offset + 4);
    if (NOT_MP4_BRANDS.has(compatible)) return 'application/octet-stream';
    if (MP4_BRANDS.has(compatible)) return 'video/mp4';
  }
  return 'application/octet-stream';
}

/** EBML (Matroska) files say which they are in the DocType element (id 0x4282) of their header. */
function ebmlDocType(head: Buffer): string {
  const docType = head.subarray(0, 64).indexOf(Buffer.from([0x42, 0x82]));
  if (docType >= 0 && head.subarray(docType, docType + 8).includes(Buffer.from('webm'))) return 'video/webm';
  return 'video/x-matroska';
}

export function sniffHead(head: Buffer): HeadVerdict {
  const known = (mimeType: string): HeadVerdict => ({ type: 'known', mimeType });
  if (startsWith(head, [0xff, 0xd8, 0xff])) return known('image/jpeg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return known('image/png');
  if (ascii(head, 'GIF87a') || ascii(head, 'GIF89a')) return known('image/gif');
  if (ascii(head, 'RIFF') && ascii(head, 'WEBP', 8)) return known('image/webp');
  if (ascii(head, '%PDF-')) return known('application/pdf');
  if (head.length >= 12 && ascii(head, 'ftyp', 4)) return known(ftypBrand(head));
  if (startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return known(ebmlDocType(head));
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { type: 'zip' };
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return { type: 'ole' };
  // Executables and archives are named so they can never pass as text.
  if (ascii(head, 'MZ') || startsWith(head, [0x7f, 0x45, 0x4c, 0x46])) return known('application/x-executable');
  if (startsWith(head, [0x1f, 0x8b]) || ascii(head, 'Rar!') || startsWith(head, [0x37, 0x7a, 0xbc, 0xaf])) {
    return known('application/x-archive');
  }
  return { type: 'unknown' };
}

const OFFICE_BY_FOLDER: Record<string, string> = {
  'word/': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'xl/': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'ppt/': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** An Office Open XML document has `[Content_Types].xml` and its application's folder; other zips are not. */
export function officeTypeFromZipNames(names: Iterable<string>): string | null {
  const all = [...names];
  if (!all.includes('[Content_Types].xml')) return null;
  for (const [folder, mimeType] of Object.entries(OFFICE_BY_FOLDER)) {
    if (all.some((name) => name.startsWith(folder))) return mimeType;
  }
  return null;
}

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

/** Entry names from the local headers at the start of a zip, as far as their sizes are known and the head goes. */
export function zipNamesFromHead(head: Buffer): string[] {
  const names: string[] = [];
  let offset = 0;
  while (offset + 30 <= head.length && head.readUInt32LE(offset) === LOCAL_HEADER) {
    const flags = head.readUInt16LE(offset + 6);
    const compressedSize = head.readUInt32LE(offset + 18);
    const nameLength = head.readUInt16LE(offset + 26);
    const extraLength = head.readUInt16LE(offset + 28);
    if (offset + 30 + nameLength > head.length) break;
    names.push(head.toString('utf8', offset + 30, offset + 30 + nameLength));
    // With a data descriptor (bit 3) the size comes after the data: the next header cannot be found from here.
    if (flags & 0x08) break;
    offset += 30 + nameLength + extraLength + compressedSize;
  }
  return names;
}

/**
 * Entry names from the central directory, when it lies within `tail` (the last bytes of a file of `totalSize`
 * bytes). Returns [] when the directory cannot be read from the tail.
 */
export function zipNamesFromTail(tail: Buffer, totalSize: number): string[] {
  const eocd = tail.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > tail.length || tail.readUInt32LE(eocd) !== END_OF_CENTRAL_DIRECTORY) return [];
  const entries = tail.readUInt16LE(eocd + 10);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  const tailStart = totalSize - tail.length;
  let offset = directoryOffset - tailStart;
  if (offset < 0) return [];
  const names: string[] = [];
  for (let i = 0; i < entries && offset + 46 <= tail.length; i++) {
    if (tail.readUInt32LE(offset) !== CENTRAL_HEADER) break;
    const nameLength = tail.readUInt16LE(offset + 28);
    const extraLength = tail.readUInt16LE(offset + 30);
    const commentLength = tail.readUInt16LE(offset + 32);
    if (offset + 46 + nameLength > tail.length) break;
    names.push(tail.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The stream each legacy Office application keeps in its compound file. Checked in this order: Word and PowerPoint
 * files often embed a spreadsheet (a chart), the other way round is rare.
 */
const OLE_STREAMS = {
  'application/msword': ['WordDocument'],
  'application/vnd.ms-powerpoint': ['PowerPoint Document'],
  'application/vnd.ms-excel': ['Workbook', 'Book'],
} as const;

export const OLE_NEEDLES: { mimeType: string; bytes: Buffer }[] = Object.entries(OLE_STREAMS).flatMap(
  ([mimeType, names]) =>
    // A directory entry's name is UTF-16LE and ends with a NUL character.
    names.map((name) => ({ mimeType, bytes: Buffer.from(`${name}\0`, 'utf16le') })),
);
