import { Transform, type TransformCallback } from 'node:stream';
import {
  HEAD_BYTES,
  OLE_NEEDLES,
  officeTypeFromZipNames,
  sniffHead,
  zipNamesFromHead,
  zipNamesFromTail,
  type HeadVerdict,
} from './file-signature.ts';

/** Enough for the central directory of any ordinary Office file. */
const TAIL_BYTES = 256 * 1024;
const OLE_CARRY = Math.max(...OLE_NEEDLES.map((needle) => needle.bytes.length)) - 1;

export interface InspectorOptions {
  maxBytes: number;
  /** Called once the first bytes are known; throwing stops the upload there. */
  onHead(verdict: HeadVerdict): void;
  /** The error that stops an upload going past `maxBytes`. */
  tooLarge(): Error;
}

export interface Inspection {
  sizeBytes: number;
  verdict: HeadVerdict;
  /** The mime type the bytes show, or null when they show nothing we accept. */
  mimeType(originalName: string): string | null;
}

/**
 * A pass-through stream that counts the bytes (and stops past the limit) and reads the file's type on the way,
 * keeping only what it needs: the head, the tail of a zip, a UTF-8 check for text, and OLE stream names.
 */
export function createUploadInspector({ maxBytes, onHead, tooLarge }: InspectorOptions) {
  let size = 0;
  let head = Buffer.alloc(0);
  let verdict: HeadVerdict | undefined;
  const tail: Buffer[] = [];
  let tailLength = 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = true;
  let oleCarry = Buffer.alloc(0);
  const oleFound = new Set<string>();

  const decide = () => {
    verdict = sniffHead(head);
    onHead(verdict);
  };

  const keepTail = (chunk: Buffer) => {
    tail.push(chunk);
    tailLength += chunk.length;
    while (tail.length > 1 && tailLength - tail[0]!.length >= TAIL_BYTES) tailLength -= tail.shift()!.length;
  };

  const checkText = (chunk: Buffer) => {
    if (!text) return;
    if (chunk.includes(0)) {
      text = false;
      return;
    }
    try {
      decoder.decode(chunk, { stream: true });
    } catch {
      text = false;
    }
  };

  const searchOle = (chunk: Buffer) => {
    const window = Buffer.concat([oleCarry, chunk]);
    for (const needle of OLE_NEEDLES) if (window.includes(needle.bytes)) oleFound.add(needle.mimeType);
    oleCarry = window.subarray(Math.max(0, window.length - OLE_CARRY));
  };

  const inspect = (chunk: Buffer) => {
    if (!verdict || verdict.type === 'zip') keepTail(chunk);
    if (!verdict || verdict.type === 'unknown') checkText(chunk);
    if (!verdict || verdict.type === 'ole') searchOle(chunk);
  };

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      size += chunk.length;
      if (size > maxBytes) return callback(tooLarge());
      try {
        if (!verdict && head.length < HEAD_BYTES) {
          head = Buffer.concat([head, chunk.subarray(0, HEAD_BYTES - head.length)]);
          if (head.length >= HEAD_BYTES) decide();
        }
        inspect(chunk);
      } catch (error) {
        return callback(error as Error);
      }
      callback(null, chunk);
    },
    flush(callback: TransformCallback) {
      if (!verdict) {
        try {
          decide();
        } catch (error) {
          return callback(error as Error);
        }
      }
      if (text) {
        try {
          decoder.decode();
        } catch {
          // A character cut off at the end: not text.
          text = false;
        }
      }
      callback();
    },
  });

  const result = (): Inspection => {
    if (!verdict) throw new Error('the upload has not been read yet');
    const seen = verdict;
    return {
      sizeBytes: size,
      verdict: seen,
      mimeType(originalName) {
        switch (seen.type) {
          case 'known':
            return seen.mimeType;
          case 'zip':
            return officeTypeFromZipNames([...zipNamesFromHead(head), ...zipNamesFromTail(Buffer.concat(tail), size)]);
          case 'ole':
            return OLE_NEEDLES.map((needle) => needle.mimeType).find((mimeType) => oleFound.has(mimeType)) ?? null;
          case 'unknown':
            if (!text || size === 0) return null;
            // Text is text; only the name tells a CSV from notes, and either is served as a download.
            return /\.csv$/i.test(originalName) ? 'text/csv' : 'text/plain';
        }
      },
    };
  };

  return { stream, result };
}
