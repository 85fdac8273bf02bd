import type { UploadKind } from '@tawasul/contracts/uploads';

/**
 * What kind of upload a chosen file is, shared by the console's and the widget's composers. The rules come in as a
 * table: the console passes the contracts' UPLOAD_RULES, the widget its Zod-free copy (`widget/api/upload-attachment.ts`).
 */
export type UploadTypes = Record<UploadKind, { mimeTypes: readonly string[] }>;

const KINDS: readonly UploadKind[] = ['image', 'document', 'video'];

/** Some systems give no MIME type for office files; the server reads the bytes anyway, this only picks the kind. */
const KIND_BY_EXTENSION: Record<string, UploadKind> = {
  jpg: 'image',
  jpeg: 'image',
  png: 'image',
  webp: 'image',
  gif: 'image',
  pdf: 'document',
  doc: 'document',
  docx: 'document',
  xls: 'document',
  xlsx: 'document',
  ppt: 'document',
  pptx: 'document',
  txt: 'document',
  csv: 'document',
  mp4: 'video',
  webm: 'video',
};

/** `image`, `document` or `video` from the file's MIME type (its extension when the browser gives none). */
export function uploadKindOf(file: File, types: UploadTypes): UploadKind | null {
  if (file.type) return KINDS.find((kind) => types[kind].mimeTypes.includes(file.type)) ?? null;
  return KIND_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** Every type an upload may have, for a file picker's `accept`. */
export const acceptOf = (types: UploadTypes) => KINDS.flatMap((kind) => types[kind].mimeTypes).join(',');
